import { z } from 'zod';

export const ZCompanyZone = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  parentZoneUuid: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  placesCount: z.number().int(),
});
export type CompanyZone = z.infer<typeof ZCompanyZone>;

export const ZCompanyZoneRequest = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().trim().max(2000).nullable().optional(),
  parentZoneUuid: z.uuid().nullable().optional(),
});
export const ZUpdateCompanyZoneRequest = ZCompanyZoneRequest.partial();
