import { ZNewPassword } from '@trapline/contracts/password-policy';
import { z } from 'zod';

/** The change-password form; kept out of the route file so its definition loads without zod. */
export const ZChangePasswordForm = z
  .object({ currentPassword: z.string().min(1, 'required'), newPassword: ZNewPassword, confirmPassword: z.string().min(1, 'required') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'passwords_do_not_match', path: ['confirmPassword'] });
