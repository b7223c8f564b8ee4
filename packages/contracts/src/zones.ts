import { z } from 'zod';
import { ZText } from './common.ts';

export const ZCompanyZone = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  description: ZText.nullable(),
  parentZoneUuid: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
  placesCount: z.number().int(),
});
export type CompanyZone = z.infer<typeof ZCompanyZone>;

export const ZCompanyZoneRequest = z.object({
  name: ZText.trim().min(1).max(200),
  description: ZText.trim().max(2000).nullable().optional(),
  parentZoneUuid: z.uuid().nullable().optional(),
});
export const ZUpdateCompanyZoneRequest = ZCompanyZoneRequest.partial();
