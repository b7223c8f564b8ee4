import { z } from 'zod';
import { ZEmail, ZUserRole } from './common.ts';
import { ZNewPassword, withPasswordConfirmation } from './password-policy.ts';

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: z.string().min(1).max(256),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokenPair = z.object({
  token: z.string().describe('Access token (JWT, Bearer). Short-lived.'),
  refreshToken: z.string().describe('Opaque refresh token for POST /auth/token; single use, rotated'),
  expiresIn: z.number().int().describe('Access token lifetime in seconds'),
  tokenType: z.literal('Bearer'),
});
export const ZLoginResponse = ZTokenPair;
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** Claims of the access token; the panel decodes the signed-in user from it. */
export const ZAccessTokenClaims = z.object({
  sub: z.uuid().describe('User uuid'),
  uid: z.number().int(),
  role: ZUserRole,
  companyId: z.number().int(),
  companyUuid: z.uuid(),
  enterpriseId: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
});
export type AccessTokenClaims = z.infer<typeof ZAccessTokenClaims>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export const ZVerifyResetTokenRequest = z.object({ token: z.string().min(1).max(512) });
export const ZVerifyResetTokenResponse = z.object({ email: z.string() });

export const ZResetPasswordRequest = withPasswordConfirmation(
  z.object({
    token: z.string().min(1).max(512),
    newPassword: ZNewPassword,
    confirmPassword: z.string().max(256),
  }),
);
export const ZResetPasswordResponse = z.object({ email: z.string(), message: z.string() });

/** OAuth 2 refresh-token grant (form data, client credentials in HTTP basic auth). */
export const ZTokenRequest = z.object({
  grant_type: z.string().min(1),
  refresh_token: z.string().min(1).max(512).optional(),
  scope: z.string().max(256).optional(),
});
export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string(),
});

export const ZLogoutRequest = z.object({ refreshToken: z.string().min(1).max(512) });
