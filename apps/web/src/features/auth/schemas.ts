import { ZNewPassword } from '@trapline/contracts/password-policy';
import { z } from 'zod';

/** Messages are translation keys under `validation.`. Both fields are trimmed before sending. */
export const ZLoginForm = z.object({
  email: z.string().trim().min(1, 'pleaseEmail').pipe(z.email('invalid_email')),
  password: z.string().trim().min(1, 'pleasePassword'),
});

export const ZForgotPasswordForm = z.object({ email: z.string().trim().min(1, 'required').pipe(z.email('invalid_email')) });

export const ZNewPasswordForm = z
  .object({ newPassword: ZNewPassword, confirmPassword: z.string().min(1, 'required') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'passwords_do_not_match', path: ['confirmPassword'] });
