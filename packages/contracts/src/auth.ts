import { z } from 'zod';
import { ZEmail, ZText, ZUserRole } from './common.ts';
import { newPasswordRequest } from './password-policy.ts';

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: ZText.min(1).max(256),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokenPair = z.object({
  token: ZText.describe('Access token (JWT, Bearer). Short-lived.'),
  refreshToken: ZText.optional().describe(
    'Opaque refresh token for POST /auth/token; single use, rotated. Absent when it was set as the httpOnly cookie (X-Refresh-Cookie: 1)',
  ),
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
  enterpriseId: ZText.nullable(),
  name: ZText,
  surname: ZText,
  email: ZText,
});
export type AccessTokenClaims = z.infer<typeof ZAccessTokenClaims>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export const ZVerifyResetTokenRequest = z.object({ token: ZText.min(1).max(512) });
export const ZVerifyResetTokenResponse = z.object({
  email: ZText,
  purpose: z.enum(['RESET', 'INVITATION']).describe("RESET: a forgot-password link; INVITATION: the link of a new user's invitation, to set a first password"),
});
export type VerifyResetTokenResponse = z.infer<typeof ZVerifyResetTokenResponse>;

export const ZResetPasswordRequest = newPasswordRequest({ token: ZText.min(1).max(512) });
export const ZResetPasswordResponse = z.object({ email: ZText, message: ZText });

/** OAuth 2 refresh-token grant (form data, client credentials in HTTP basic auth). */
export const ZTokenRequest = z.object({
  grant_type: ZText.min(1),
  refresh_token: ZText.min(1).max(512).optional(),
  scope: ZText.max(256).optional(),
});
export const ZTokenResponse = z.object({
  access_token: ZText,
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_token: ZText.optional().describe('Absent when the refresh token came from, and went back into, the cookie'),
  scope: ZText,
});

export const ZLogoutRequest = z.object({ refreshToken: ZText.min(1).max(512).optional().describe("Default: the refresh cookie's") });
