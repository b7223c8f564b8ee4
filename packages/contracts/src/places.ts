import { z } from 'zod';
import { ZCoercedInt, ZText } from './common.ts';
import { ZPlacePermission, ZUser } from './users.ts';

/** Minutes without a signal before a radio device counts as "no signal" when a place sets none. */
export const DEFAULT_RADIO_ERROR_INTERVAL = 15;

export const ZPlaceListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  address: ZText,
  companyId: z.number().int(),
  companyUuid: z.uuid(),
  company: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText }),
  companyZoneUuid: z.uuid().nullable(),
  radioErrorInterval: z.number().int(),
  devicesCount: z.number().int(),
});
export type PlaceListItem = z.infer<typeof ZPlaceListItem>;

export const ZPlace = ZPlaceListItem.extend({
  usersCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Place = z.infer<typeof ZPlace>;

export const ZPlaceListQuery = z.object({
  companyId: ZText.max(64).optional().describe('Numeric id or uuid of a company: only its places'),
  companyZoneUuid: z.uuid().optional(),
  search: ZText.trim().max(200).optional(),
  page: ZCoercedInt.min(1).default(1),
  limit: ZCoercedInt.min(1).max(1000).default(100),
});
export const ZPlaceListResponse = z.object({ rows: z.array(ZPlaceListItem), count: z.number().int() });

const required = (max: number) => ZText.trim().min(1, 'required').max(max);

export const ZCreatePlaceRequest = z.object({
  name: required(200),
  address: required(500),
  /** The form sends an empty field as 0; 0 means "use the default of 15 minutes". */
  radioErrorInterval: ZCoercedInt.min(0)
    .max(7 * 24 * 60)
    .default(0),
  companyUuid: z.uuid().describe('The client (company) the place belongs to'),
  companyZoneUuid: z.uuid().nullable().optional(),
});
export type CreatePlaceRequest = z.infer<typeof ZCreatePlaceRequest>;
export const ZUpdatePlaceRequest = ZCreatePlaceRequest.partial();
export type UpdatePlaceRequest = z.infer<typeof ZUpdatePlaceRequest>;

/** A user of the place: who they are as in the users list, with their roles on the place. */
export const ZPlaceUser = ZUser.pick({ id: true, uuid: true, name: true, surname: true, email: true, type: true }).extend({
  roles: z.array(ZPlacePermission),
  joinedAt: z.iso.datetime(),
});
export type PlaceUser = z.infer<typeof ZPlaceUser>;

export const ZPlaceUserRoles = z.object({ roles: z.array(ZPlacePermission) });
export const ZPlaceUserRolesRequest = z.object({
  roles: z
    .array(ZPlacePermission)
    .max(10)
    .transform((r) => [...new Set(r)]),
});

export const ZPlaceZone = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  description: ZText.nullable(),
  createdAt: z.iso.datetime(),
  user: z.object({ id: z.number().int(), name: ZText, surname: ZText }).nullable(),
  devicesCount: z.number().int(),
});
export type PlaceZone = z.infer<typeof ZPlaceZone>;
export const ZPlaceZoneRequest = z.object({ name: required(200), description: ZText.trim().max(2000).nullable().optional() });
export const ZUpdatePlaceZoneRequest = ZPlaceZoneRequest.partial();
