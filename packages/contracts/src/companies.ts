import { z } from 'zod';
import { ZCoercedInt, ZEmail, ZInt, ZText } from './common.ts';

const ZName = ZText.trim().min(1).max(200);

export const ZCompanyPlaceSummary = z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText, companyUuid: z.uuid(), devicesCount: z.number().int() });

export const ZCompanyListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  email: ZText,
  address: ZText,
  logoUrl: ZText.nullable(),
  subCompanyLimit: z.number().int().nullable(),
  parentCompanyUuid: z.uuid().nullable(),
  parentCompanyName: ZText.nullable().describe('The provider of a client company; null for a provider'),
  placesCount: z.number().int(),
  devicesCount: z.number().int(),
  usersCount: z.number().int(),
  clientsCount: z.number().int(),
});
export type CompanyListItem = z.infer<typeof ZCompanyListItem>;

export const ZCompany = ZCompanyListItem.extend({
  enterpriseId: ZText.nullable(),
  parentCompany: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText }).nullable(),
  places: z.array(ZCompanyPlaceSummary),
  subCompanies: z.array(ZCompanyListItem.extend({ places: z.array(ZCompanyPlaceSummary) })),
  subCompaniesCount: z.number().int(),
});
export type Company = z.infer<typeof ZCompany>;

export const ZCompanyListQuery = z.object({
  search: ZText.trim().max(200).optional(),
  page: ZCoercedInt.min(1).default(1),
  limit: ZCoercedInt.min(1).max(500).default(50),
});

export const ZCompanyListResponse = z.object({ rows: z.array(ZCompanyListItem), count: z.number().int() });

export const ZCompanyShortListItem = z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText, parentCompanyUuid: z.uuid().nullable() });
export const ZCompanyShortList = z.array(ZCompanyShortListItem);
export type CompanyShortListItem = z.infer<typeof ZCompanyShortListItem>;

/** An enterprise identifier: a sub-domain-safe slug. */
export const ZEnterpriseId = ZText.trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'invalid_enterprise_id');

export const ZCreateCompanyRequest = z.object({
  name: ZName,
  address: ZText.trim().min(1).max(500),
  email: ZEmail,
  subCompanyLimit: ZInt.min(0).max(100_000).nullable().optional(),
  parentCompanyUuid: z.uuid().nullable().optional(),
  enterpriseId: ZEnterpriseId.nullable().optional(),
});
export type CreateCompanyRequest = z.infer<typeof ZCreateCompanyRequest>;

export const ZUpdateCompanyRequest = ZCreateCompanyRequest.partial();
export type UpdateCompanyRequest = z.infer<typeof ZUpdateCompanyRequest>;

export const ZSubscription = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  description: ZText.nullable(),
  validUntil: z.iso.date().nullable(),
  devicesLimit: z.number().int().nullable(),
  usersLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** ACTIVE only when active and not past validUntil. */
  status: z.enum(['ACTIVE', 'EXPIRED']),
});
export type Subscription = z.infer<typeof ZSubscription>;

export const ZSubscriptionRequest = z.object({
  name: ZText.trim().min(1).max(200),
  description: ZText.trim().max(2000).nullable().optional(),
  validUntil: z.iso.date().nullable().optional(),
  devicesLimit: ZInt.min(0).nullable().optional(),
  usersLimit: ZInt.min(0).nullable().optional(),
  active: z.boolean(),
});
export const ZUpdateSubscriptionRequest = ZSubscriptionRequest.partial();
