import { z } from 'zod';
import { timestamps, ZId, ZText } from './common.ts';
import { ZObservationType } from './device-records.ts';
import { DATA_LANGUAGES, translationsOf, ZStoredTranslations } from './translations.ts';

/**
 * Colours offered for device types: none of them near a status colour (red, yellow, green), and
 * far enough from each other to tell apart on a plan.
 */
export const DEVICE_TYPE_SWATCHES = ['#1971c2', '#7048e8', '#ae3ec9', '#0c8599', '#862e9c', '#3bc9db', '#495057', '#74c0fc'] as const;

/**
 * The device catalogue (spec 2, sections 2.6, 3 and 7; spec 3, section 3.7): device types and
 * their parts, actions, objects (pests) and observations. Items without a parent company are
 * global (the provider's, managed by the super admin); the others are a company's own.
 */

export const CATALOGUE_LANGUAGES = DATA_LANGUAGES;
export const CATALOGUE_LIMITS = { nameMaxLength: 200, descriptionMaxLength: 2000, prefixMaxLength: 2 } as const;

export const MEASUREMENT_METHODS = ['AMOUNT', 'PERCENTAGE', 'AMOUNT_PERCENTAGE'] as const;
export const ZMeasurementMethod = z.enum(MEASUREMENT_METHODS);
export type MeasurementMethod = z.infer<typeof ZMeasurementMethod>;

export const ZObjectCategory = z.enum(['NORMAL', 'DANGEROUS']);
export type ObjectCategory = z.infer<typeof ZObjectCategory>;

export { ZObservationType };
/** Observation types a device type may hold only once among its observations. */
export const SINGLE_OBSERVATION_TYPES = ['BAIT_COLLECT', 'REFILL'] as const;

export const ZCatalogueLinkType = z.enum(['GLOBAL', 'CUSTOM']);
export type CatalogueLinkType = z.infer<typeof ZCatalogueLinkType>;

const name = ZText.trim().min(1, 'required').max(CATALOGUE_LIMITS.nameMaxLength);
const description = ZText.trim().max(CATALOGUE_LIMITS.descriptionMaxLength).nullable().optional();

/** One language's texts; an empty name means "not translated". */
export const ZTranslation = z.strictObject({
  name: ZText.trim().max(CATALOGUE_LIMITS.nameMaxLength).optional(),
  description: ZText.trim().max(CATALOGUE_LIMITS.descriptionMaxLength).nullable().optional(),
});
export const ZTranslations = translationsOf(ZTranslation);
export type Translations = z.infer<typeof ZTranslations>;

export const REDIRECT_OPTIONS = ['', 'observationsModal', 'objectsModal'] as const;

/** prefix: 1 or 2 uppercase letters (empty or null removes it); redirectOption: after a scan. */
export const ZDeviceTypeSettings = z.strictObject({
  prefix: ZText.trim()
    .regex(/^([A-Z]{1,2})?$/, 'prefix_one_or_two_uppercase_letters')
    .nullable()
    .optional(),
  redirectOption: z.enum(REDIRECT_OPTIONS).nullable().optional(),
});
export type DeviceTypeSettings = z.infer<typeof ZDeviceTypeSettings>;

export const ZActionSettings = z.strictObject({
  /** Added automatically when a device is added to (mounted in) an inspection. */
  addWhenDeviceAddedToInspection: z.boolean().optional(),
});

export const ZColor = ZText.trim().regex(/^#[0-9a-fA-F]{6}$/, 'color_hex_rrggbb');

/** A numeric id in a body: a positive 32-bit integer, as the database keeps them. */
export const ZRowId = ZId;

/** A company named in a body: numeric id or uuid; null names the global catalogue (super admin). */
export const ZCompanyKey = z.union([ZRowId, z.uuid()]);

const ownership = {
  /** Null: global. */
  parentCompanyId: z.number().int().nullable(),
  isGlobal: z.boolean(),
};

// ───────────────────────────── parts ─────────────────────────────

export const ZDeviceTypeAction = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  shouldClean: z.boolean(),
  isInspection: z.boolean(),
  settings: z.object({ addWhenDeviceAddedToInspection: z.boolean().optional() }),
  translations: ZStoredTranslations,
  /** The type it was created for, if any. */
  deviceTypeId: z.number().int().nullable(),
  ...ownership,
  ...timestamps,
});
export type DeviceTypeAction = z.infer<typeof ZDeviceTypeAction>;

export const ZDeviceTypeObject = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  category: ZObjectCategory,
  translations: ZStoredTranslations,
  ...ownership,
  ...timestamps,
});
export type DeviceTypeObject = z.infer<typeof ZDeviceTypeObject>;

export const ZDeviceTypeObservation = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  type: ZObservationType,
  deviceTypeId: z.number().int().nullable(),
  translations: ZStoredTranslations,
  ...ownership,
  ...timestamps,
});
export type DeviceTypeObservation = z.infer<typeof ZDeviceTypeObservation>;

/** The association of a part with a type; `uuid` is the assocUuid the unassign calls take. */
export const ZCatalogueLink = z.object({
  uuid: z.uuid(),
  type: ZCatalogueLinkType,
  /** The company a CUSTOM association belongs to; null for a GLOBAL one. */
  parentCompanyId: z.number().int().nullable(),
});
export type CatalogueLink = z.infer<typeof ZCatalogueLink>;

export const ZLinkedAction = ZDeviceTypeAction.extend({ link: ZCatalogueLink });
export const ZLinkedObject = ZDeviceTypeObject.extend({ link: ZCatalogueLink });
export const ZLinkedObservation = ZDeviceTypeObservation.extend({ link: ZCatalogueLink });

/** ?parentCompanyId=ROOT: global items only; ONLY_COMPANY: the companies' own only; absent: both. */
export const ZPartListQuery = z.object({
  parentCompanyId: z.enum(['ROOT', 'ONLY_COMPANY']).optional(),
});

const partCommon = {
  name,
  translations: ZTranslations.optional(),
  /** Owner: omitted means the caller's company (the super admin: global); null means global. */
  parentCompanyId: ZCompanyKey.nullable().optional(),
  /** Created from a type's page: the new part is also assigned to that type. */
  deviceTypeId: ZRowId.optional(),
};

export const ZCreateActionRequest = z.strictObject({
  ...partCommon,
  shouldClean: z.boolean().default(false),
  isInspection: z.boolean().default(false),
  settings: ZActionSettings.default({}),
});
export type CreateActionRequest = z.infer<typeof ZCreateActionRequest>;
export const ZUpdateActionRequest = z.strictObject({
  name: name.optional(),
  translations: ZTranslations.optional(),
  shouldClean: z.boolean().optional(),
  isInspection: z.boolean().optional(),
  settings: ZActionSettings.optional(),
});
export type UpdateActionRequest = z.infer<typeof ZUpdateActionRequest>;

export const ZCreateObjectRequest = z.strictObject({
  ...partCommon,
  category: ZObjectCategory.default('NORMAL'),
});
export type CreateObjectRequest = z.infer<typeof ZCreateObjectRequest>;
export const ZUpdateObjectRequest = z.strictObject({
  name: name.optional(),
  translations: ZTranslations.optional(),
  category: ZObjectCategory.optional(),
});
export type UpdateObjectRequest = z.infer<typeof ZUpdateObjectRequest>;

export const ZCreateObservationRequest = z.strictObject({
  ...partCommon,
  type: ZObservationType,
});
export type CreateObservationRequest = z.infer<typeof ZCreateObservationRequest>;
export const ZUpdateObservationRequest = z.strictObject({
  name: name.optional(),
  translations: ZTranslations.optional(),
  type: ZObservationType.optional(),
});
export type UpdateObservationRequest = z.infer<typeof ZUpdateObservationRequest>;

export const ZObservationListResponse = z.object({ observations: z.array(ZDeviceTypeObservation) });

// ───────────────────────────── device types ─────────────────────────────

export const ZDeviceTypeListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  description: ZText.nullable(),
  measurementMethod: ZMeasurementMethod,
  color: ZText,
  isRadio: z.boolean(),
  settings: z.object({ prefix: ZText.optional(), redirectOption: z.enum(REDIRECT_OPTIONS).optional() }),
  translations: ZStoredTranslations,
  ...ownership,
  /** The company in view uses it: its own type, or a global type assigned to it (or to its parent). */
  assigned: z.boolean(),
  ...timestamps,
});
export type DeviceTypeListItem = z.infer<typeof ZDeviceTypeListItem>;

/** A type with the parts offered in the company in view: global associations plus the company's own. */
export const ZDeviceType = ZDeviceTypeListItem.extend({
  actions: z.array(ZLinkedAction),
  objects: z.array(ZLinkedObject),
  observations: z.array(ZLinkedObservation),
});
export type DeviceType = z.infer<typeof ZDeviceType>;

export const ZDeviceTypeListQuery = z.object({
  type: z.enum(['GLOBAL', 'CUSTOM']).optional().describe('GLOBAL: every global type (the assign dialog); CUSTOM: companies\u2019 own types only'),
  parentCompanyId: ZText.max(64)
    .optional()
    .describe('ROOT: every global type; ONLY_COMPANY: companies\u2019 own types only; a company id or uuid: that company\u2019s catalogue'),
  placeUuid: ZText.max(64).optional().describe('The device types of a place (its company\u2019s catalogue plus the types its devices use)'),
});

export const ZDeviceTypeQuery = z.object({
  parentCompanyId: ZText.max(64)
    .optional()
    .describe('Company id or uuid whose own associations to show with the global ones (default: the caller\u2019s company)'),
});

export const ZCreateDeviceTypeRequest = z.strictObject({
  name,
  description,
  measurementMethod: ZMeasurementMethod.default('AMOUNT'),
  color: ZColor.default(DEVICE_TYPE_SWATCHES[0]),
  /** A radio sensor type (super admin only). */
  isRadio: z.boolean().optional(),
  settings: ZDeviceTypeSettings.default({}),
  translations: ZTranslations.optional(),
  /** Owner: omitted means the caller's company (the super admin: global); null means global. */
  parentCompanyId: ZCompanyKey.nullable().optional(),
});
export type CreateDeviceTypeRequest = z.infer<typeof ZCreateDeviceTypeRequest>;

export const ZUpdateDeviceTypeRequest = z.strictObject({
  name: name.optional(),
  description,
  measurementMethod: ZMeasurementMethod.optional(),
  color: ZColor.optional(),
  isRadio: z.boolean().optional(),
  settings: ZDeviceTypeSettings.optional(),
  translations: ZTranslations.optional(),
});
export type UpdateDeviceTypeRequest = z.infer<typeof ZUpdateDeviceTypeRequest>;

/** The global types a company uses: the list replaces the current assignment. */
export const ZAssignDeviceTypesRequest = z.strictObject({
  deviceTypeIds: z.array(ZRowId).max(500),
  /** Sent by the panel; the company is the one in the path. */
  parentCompanyId: ZCompanyKey.nullable().optional(),
});
export type AssignDeviceTypesRequest = z.infer<typeof ZAssignDeviceTypesRequest>;

const assignCommon = {
  /** The company a CUSTOM association belongs to (default: the type's owner, or the caller's company). */
  parentCompanyId: ZCompanyKey.nullable().optional(),
  /** CUSTOM (a company's association) or GLOBAL (super admin, global type and part). */
  type: ZCatalogueLinkType.optional(),
};
export const ZAssignActionRequest = z.strictObject({ actionId: ZRowId, ...assignCommon });
export const ZAssignObjectRequest = z.strictObject({ objectId: ZRowId, ...assignCommon });
export const ZAssignObservationRequest = z.strictObject({ observationId: ZRowId, ...assignCommon });
export type AssignPartRequest = { parentCompanyId?: number | string | null | undefined; type?: CatalogueLinkType | undefined };

// ───────────────────────────── a place's device types ─────────────────────────────

export const ZPlaceDeviceTypesQuery = z.object({
  withObjects: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true')
    .describe('true: each type also carries its objects and observations (the limits screen)'),
});

export const ZPlaceDeviceType = ZDeviceTypeListItem.extend({
  objects: z.array(ZLinkedObject).optional(),
  observations: z.array(ZLinkedObservation).optional(),
});
export type PlaceDeviceType = z.infer<typeof ZPlaceDeviceType>;
export const ZPlaceDeviceTypesResponse = z.object({ deviceTypes: z.array(ZPlaceDeviceType) });

/** The parts of a type for the records screens: in the context of a place when given. */
export const ZTypePartsQuery = z.object({
  placeId: ZText.max(64).optional().describe('Place id or uuid: parts offered in that place\u2019s company'),
  parentCompanyId: ZText.max(64)
    .optional()
    .describe('Without placeId: company id or uuid whose own associations to show with the global ones (default: the caller\u2019s company)'),
});

// ───────────────────────────── answers ─────────────────────────────

export const ZDeviceTypeListResponse = z.array(ZDeviceTypeListItem);
export const ZActionListResponse = z.array(ZDeviceTypeAction);
export const ZObjectListResponse = z.array(ZDeviceTypeObject);
export type LinkedAction = z.infer<typeof ZLinkedAction>;
export type LinkedObject = z.infer<typeof ZLinkedObject>;
export type LinkedObservation = z.infer<typeof ZLinkedObservation>;
