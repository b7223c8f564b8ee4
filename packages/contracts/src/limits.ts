import { z } from 'zod';
import { ZCoercedInt, ZId, ZInt, ZText } from './common.ts';

/**
 * Pest limits and critical limits of a place (spec 2, sections 2.8, 2.9, 3, 5 and 9). The rules
 * that decide whether records breach them are in limit-rules.ts (shared by the API and the LoRa bridge).
 */

export const PEST_LIMIT_TYPES = ['DEVICES', 'DEVICE_TYPE', 'DEVICE_TYPE_ALL_DEVICES'] as const;
export const ZPestLimitType = z.enum(PEST_LIMIT_TYPES);
export type PestLimitType = z.infer<typeof ZPestLimitType>;

export const ZPestCategory = z.enum(['NORMAL', 'DANGEROUS']);
export type PestCategory = z.infer<typeof ZPestCategory>;
export const ZLimitEntryKind = z.enum(['OBJECT', 'OBSERVATION']);
export type LimitEntryKind = z.infer<typeof ZLimitEntryKind>;

/** Spec 2, section 9. */
export const LIMIT_BOUNDS = {
  observationPercentageMin: 1,
  observationPercentageMax: 99,
  criticalObservationMin: 0,
  criticalObservationMax: 100,
  /** The critical limits dialog's placeholder. */
  criticalPlaceholder: 2,
  nameMaxLength: 200,
  maxEntries: 200,
  maxReferences: 1000,
} as const;

/** 'Limit #' plus a timestamp (spec 2, section 9). */
export const defaultLimitName = (now: Date = new Date()) => `Limit #${now.getTime()}`;

// ───────────────────────────── pest limits ─────────────────────────────

const count = ZInt.min(0);

/**
 * One row of a limit: a pest (OBJECT, with its count `value`) or a bait-collect observation
 * (OBSERVATION, with its `percentage` 1-99). Entries stored before limitType existed count as OBJECT.
 */
export const ZPestLimitEntryRequest = z
  .object({
    objectId: ZId.nullable().optional(),
    observationId: ZId.nullable().optional(),
    value: count.default(0),
    type: ZPestCategory,
    limitType: ZLimitEntryKind.default('OBJECT'),
    percentage: ZInt.min(LIMIT_BOUNDS.observationPercentageMin).max(LIMIT_BOUNDS.observationPercentageMax).nullable().optional(),
  })
  .superRefine((entry, ctx) => {
    if (entry.limitType === 'OBJECT') {
      if (entry.objectId == null) ctx.addIssue({ code: 'custom', path: ['objectId'], message: 'required' });
      if (entry.observationId != null) ctx.addIssue({ code: 'custom', path: ['observationId'], message: 'not_for_object_entry' });
    } else {
      if (entry.observationId == null) ctx.addIssue({ code: 'custom', path: ['observationId'], message: 'required' });
      if (entry.percentage == null) ctx.addIssue({ code: 'custom', path: ['percentage'], message: 'required' });
      if (entry.objectId != null) ctx.addIssue({ code: 'custom', path: ['objectId'], message: 'not_for_observation_entry' });
    }
  });
export type PestLimitEntryRequest = z.input<typeof ZPestLimitEntryRequest>;

/** Each pest and each observation at most once in a limit (the form disables used ones). */
function noRepeatedEntries(
  limits: Array<{ objectId?: number | null | undefined; observationId?: number | null | undefined; limitType: LimitEntryKind }>,
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  limits.forEach((entry, index) => {
    const key = entry.limitType === 'OBJECT' ? `o${entry.objectId}` : `b${entry.observationId}`;
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['limits', index, entry.limitType === 'OBJECT' ? 'objectId' : 'observationId'], message: 'repeated_in_limit' });
    seen.add(key);
  });
}

const limitBody = {
  name: ZText.trim().min(1).max(LIMIT_BOUNDS.nameMaxLength),
  limits: z.array(ZPestLimitEntryRequest).max(LIMIT_BOUNDS.maxEntries).default([]),
  /** Sum of dangerous pests; 0: not applied. */
  dangerousSum: count.default(0),
  /** Sum of normal pests; 0: not applied. */
  normalSum: count.default(0),
  deviceTypeIds: z.array(ZId).max(LIMIT_BOUNDS.maxReferences).default([]),
  /** Zones of a device-type limit; empty means all zones. */
  zoneIds: z.array(ZId).max(LIMIT_BOUNDS.maxReferences).default([]),
  deviceUuids: z.array(z.uuid()).max(LIMIT_BOUNDS.maxReferences).default([]),
};

/**
 * What each type needs (checked by the API once the place is found, so that another tenant's
 * place answers 404 first): DEVICES its deviceUuids only, the device-type kinds at least one of
 * deviceTypeIds (zoneIds optional, no devices).
 */
export const ZCreatePestLimitRequest = z.object({ ...limitBody, type: ZPestLimitType }).superRefine((body, ctx) => noRepeatedEntries(body.limits, ctx));
export type CreatePestLimitRequest = z.input<typeof ZCreatePestLimitRequest>;

/**
 * PUT: the same body without type (the type is fixed after creation). A `type` sent anyway must
 * equal the stored one (400 otherwise); the coverage rules are checked against the stored type.
 */
export const ZUpdatePestLimitRequest = z
  .object({ ...limitBody, type: ZPestLimitType.optional() })
  .superRefine((body, ctx) => noRepeatedEntries(body.limits, ctx));
export type UpdatePestLimitRequest = z.input<typeof ZUpdatePestLimitRequest>;

export const ZPestLimitEntry = z.object({
  objectId: z.number().int().nullable(),
  observationId: z.number().int().nullable(),
  value: z.number().int(),
  type: ZPestCategory,
  limitType: ZLimitEntryKind,
  percentage: z.number().int().nullable(),
});
export type PestLimitEntry = z.infer<typeof ZPestLimitEntry>;

const ZRef = z.object({ id: z.number().int(), name: ZText });

export const ZPestLimit = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  type: ZPestLimitType,
  devices: z.array(z.object({ id: z.number().int(), uuid: z.uuid(), uniqueId: ZText, deviceTypeId: z.number().int(), zoneId: z.number().int().nullable() })),
  deviceTypes: z.array(ZRef),
  zones: z.array(ZRef),
  dangerousSum: z.number().int(),
  normalSum: z.number().int(),
  limits: z.array(ZPestLimitEntry),
  createdAt: z.iso.datetime(),
});
export type PestLimit = z.infer<typeof ZPestLimit>;

export const ZPestLimitListResponse = z.object({ limits: z.array(ZPestLimit), canEdit: z.boolean() });
export const ZPestLimitResponse = z.object({ limit: ZPestLimit });

// ───────────────────────────── critical limits ─────────────────────────────

export const ZCriticalLimitsRequest = z
  .object({
    /** The device-type limit: pests per device; 0 inactive. */
    limit: count,
    /** The stored row's id, as read (informative; the row is found by place and type). */
    rootLimitId: ZId.nullable().optional(),
    objects: z
      .array(z.object({ deviceTypeObjectId: ZId, limit: count }))
      .max(LIMIT_BOUNDS.maxEntries)
      .default([]),
    observations: z
      .array(z.object({ deviceTypeObservationId: ZId, limit: ZInt.min(LIMIT_BOUNDS.criticalObservationMin).max(LIMIT_BOUNDS.criticalObservationMax) }))
      .max(LIMIT_BOUNDS.maxEntries)
      .default([]),
  })
  .superRefine((body, ctx) => {
    const repeated = (ids: number[], path: string, field: string) =>
      ids.forEach((id, index) => ids.indexOf(id) !== index && ctx.addIssue({ code: 'custom', path: [path, index, field], message: 'repeated' }));
    repeated(
      body.objects.map((o) => o.deviceTypeObjectId),
      'objects',
      'deviceTypeObjectId',
    );
    repeated(
      body.observations.map((o) => o.deviceTypeObservationId),
      'observations',
      'deviceTypeObservationId',
    );
  });
export type CriticalLimitsRequest = z.input<typeof ZCriticalLimitsRequest>;

export const ZCriticalLimits = z.object({
  deviceType: ZRef,
  /** The device-type limit. */
  type: z.literal('DEVICE_TYPE'),
  limit: z.number().int(),
  rootLimitId: z.number().int().nullable(),
  objects: z.array(z.object({ deviceTypeObjectId: z.number().int(), limit: z.number().int(), objectCategory: ZPestCategory, type: z.literal('OBJECT') })),
  observations: z.array(z.object({ deviceTypeObservationId: z.number().int(), limit: z.number().int(), type: z.literal('OBSERVATION') })),
  /** Whether the caller may change them (others see that only an admin can edit). */
  canEdit: z.boolean(),
});
export type CriticalLimits = z.infer<typeof ZCriticalLimits>;

/** The parsed bodies (defaults applied), as the API's services receive them. */
export type PestLimitBody = z.output<typeof ZCreatePestLimitRequest>;
export type UpdatePestLimitBody = z.output<typeof ZUpdatePestLimitRequest>;
export type CriticalLimitsBody = z.output<typeof ZCriticalLimitsRequest>;

/** GET /api/places/{placeId}/limit-breaches: the place's recent breaches, newest first, optionally of one device. */
export const ZLimitBreachListQuery = z.object({
  deviceUuid: z.uuid().optional(),
  /** How far back, in days (default 30). */
  days: ZCoercedInt.min(1).max(366).default(30),
  limit: ZCoercedInt.min(1).max(100).default(20),
});
export type LimitBreachListQuery = z.input<typeof ZLimitBreachListQuery>;

export const ZLimitBreach = z.object({
  uuid: z.uuid(),
  breachedAt: z.iso.datetime(),
  /** The limit's name when breached; a critical limit's is its device type's. */
  limitName: ZText,
  critical: z.boolean(),
  rule: z.enum(['NORMAL_SUM', 'DANGEROUS_SUM', 'OBJECT', 'OBSERVATION', 'DEVICE_TOTAL']),
  /** The pest or observation breached, in the caller's language; null for sums and totals. */
  subject: ZText.nullable(),
  measured: z.number(),
  threshold: z.number(),
  /** The device whose records breached it; null for a limit summed over several devices. */
  device: z.object({ uuid: z.uuid(), uniqueId: ZText }).nullable(),
});
export type LimitBreach = z.infer<typeof ZLimitBreach>;
export const ZLimitBreachListResponse = z.object({ rows: z.array(ZLimitBreach), count: z.number().int() });
export type LimitBreachListResponse = z.infer<typeof ZLimitBreachListResponse>;
