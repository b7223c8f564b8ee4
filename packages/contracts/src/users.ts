import { z } from 'zod';
import { ZCoercedInt, ZEmail, ZLanguage, ZText, ZUserRole, ZUserStatus } from './common.ts';
import { ZNewPassword } from './password-policy.ts';

export const ZPlacePermission = z.enum(['APPROVE_INSPECTION', 'CREATE_INSPECTION', 'RECEIVE_INSPECTION_REPORT', 'RECEIVE_INTERVENTION_REPORT']);
export type PlacePermission = z.infer<typeof ZPlacePermission>;

export const ZUser = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  surname: ZText,
  email: ZText,
  type: ZUserRole,
  status: ZUserStatus,
  companyId: z.number().int(),
  companyUuid: z.uuid(),
  company: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText }),
  places: z.array(z.uuid()).describe('Uuids of the places assigned to the user'),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  invitation: z
    .object({ sentAt: z.iso.datetime(), expiresAt: z.iso.datetime() })
    .nullable()
    .describe('The latest invitation while the user has yet to accept it (not signed in, link not used); null once accepted, or when none was sent'),
  pendingEmail: ZText.nullable().optional().describe('A new e-mail address waiting for its confirmation link (single user only; the list leaves it out)'),
});
export type User = z.infer<typeof ZUser>;

export const ZConfirmEmailChangeRequest = z.object({ token: ZText.min(1).max(512) });
export const ZConfirmEmailChangeResponse = z.object({ email: ZText.describe("The account's e-mail address from now on"), message: ZText });
export type ConfirmEmailChangeResponse = z.infer<typeof ZConfirmEmailChangeResponse>;

export const ZUserListQuery = z.object({
  search: ZText.trim().max(200).optional(),
  companyUuid: z.uuid().optional(),
  page: ZCoercedInt.min(1).default(1),
  limit: ZCoercedInt.min(1).max(500).default(50),
});
export const ZUserListResponse = z.object({ rows: z.array(ZUser), count: z.number().int() });

const userFields = {
  name: ZText.trim().min(1).max(100),
  surname: ZText.trim().min(1).max(100),
  email: ZEmail,
  companyUuid: z.uuid().describe('Required for the super admin; others create users in their own company tree'),
  type: ZUserRole,
  status: ZUserStatus,
  places: z.array(z.uuid()).max(5000).describe('Uuids of the places assigned (not for CLIENT users)'),
};

export const ZCreateUserRequest = z.object({
  ...userFields,
  companyUuid: userFields.companyUuid.optional(),
  places: userFields.places.default([]),
  language: ZLanguage.optional().describe("The new user's language (their invitation e-mail and the panel); PL when left out"),
});
export type CreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** Only the fields sent change; `places`, when sent, replaces the assignment. */
export const ZUpdateUserRequest = z.object(userFields).partial();
export type UpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;
export const ZSetUserPasswordRequest = z.object({ password: ZNewPassword });
