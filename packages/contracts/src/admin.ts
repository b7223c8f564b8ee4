import { z } from 'zod';
import { timestamps, ZCoercedInt, ZInt, ZSetOrderRequest, ZText, type SetOrderRequest } from './common.ts';
import { DATA_LANGUAGES, storedTranslationsOf, translationsOf, ZStoredTranslations } from './translations.ts';

/**
 * The super admin's product-wide lists (spec 3, sections 2.7, 3.4, 3.5, 5 and 7): recommendation
 * categories and mixtures (bait preparations), each with translations in pl, en, de, it and ru.
 * Both are global: they belong to no company.
 */

export const ADMIN_LANGUAGES = DATA_LANGUAGES;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

export const ADMIN_LIMITS = {
  nameMaxLength: 200,
  descriptionMaxLength: 2000,
  /** Grams per unit (pack): at least 1 (spec 3, section 9); at most 100 kg. */
  grammageMin: 1,
  grammageMax: 100_000,
  /** A category list page. */
  pageSizeMax: 500,
} as const;

const name = ZText.trim().min(1, 'required').max(ADMIN_LIMITS.nameMaxLength);
const translatedName = ZText.trim().max(ADMIN_LIMITS.nameMaxLength);
const description = ZText.trim().max(ADMIN_LIMITS.descriptionMaxLength);

// ───────────────────────────── recommendation categories ─────────────────────────────

/** A category's name in one language; an empty name means "not translated". */
export const ZCategoryTranslation = z.strictObject({ name: translatedName.optional() });
export const ZCategoryTranslations = translationsOf(ZCategoryTranslation);
export type CategoryTranslations = z.infer<typeof ZCategoryTranslations>;

const ZStoredCategoryTranslations = storedTranslationsOf({ name: ZText.optional() });

export const ZRecommendationCategory = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  translations: ZStoredCategoryTranslations,
  /** Recommendations filed under it: a category in use cannot be deleted. */
  recommendationsCount: z.number().int(),
  ...timestamps,
});
export type RecommendationCategory = z.infer<typeof ZRecommendationCategory>;

export const ZCategoryListQuery = z.object({
  search: ZText.trim().max(200).optional(),
  page: ZCoercedInt.min(1).max(1_000_000).default(1),
  limit: ZCoercedInt.min(1).max(ADMIN_LIMITS.pageSizeMax).default(50),
});
export type CategoryListQuery = z.infer<typeof ZCategoryListQuery>;
export const ZCategoryListResponse = z.object({ rows: z.array(ZRecommendationCategory), count: z.number().int() });
export type CategoryListResponse = z.infer<typeof ZCategoryListResponse>;

export const ZCreateCategoryRequest = z.strictObject({
  name,
  translations: ZCategoryTranslations.optional(),
});
export type CreateCategoryRequest = z.infer<typeof ZCreateCategoryRequest>;
/** Any field of a new category; translations sent replace those languages, the others stay. */
export const ZUpdateCategoryRequest = ZCreateCategoryRequest.partial();
export type UpdateCategoryRequest = z.infer<typeof ZUpdateCategoryRequest>;

/** `GET /api/recommendations/categories`: what the recommendation screens offer, by name. */
export const ZCategoryOption = z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText, translations: ZStoredCategoryTranslations });
export type CategoryOption = z.infer<typeof ZCategoryOption>;
export const ZCategoryOptionList = z.array(ZCategoryOption);

// ───────────────────────────── mixtures ─────────────────────────────

export const MIXTURE_TYPES = ['BAIT'] as const;
export const ZMixtureType = z.enum(MIXTURE_TYPES);
export type MixtureType = z.infer<typeof ZMixtureType>;

export const ZMixtureTranslation = z.strictObject({
  name: translatedName.optional(),
  description: description.nullable().optional(),
});
export const ZMixtureTranslations = translationsOf(ZMixtureTranslation);
export type MixtureTranslations = z.infer<typeof ZMixtureTranslations>;

export const ZMixture = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  description: ZText.nullable(),
  /** Grams per unit (pack). */
  grammage: z.number().int(),
  type: ZMixtureType,
  /** Position in the list: 1, 2, 3, … without gaps. */
  order: z.number().int(),
  translations: ZStoredTranslations,
  ...timestamps,
});
export type Mixture = z.infer<typeof ZMixture>;
export const ZMixtureList = z.array(ZMixture);

const grammage = ZInt.min(ADMIN_LIMITS.grammageMin, 'grammage_min').max(ADMIN_LIMITS.grammageMax, 'grammage_max');
const mixtureDescription = description
  .nullable()
  .optional()
  .transform((text) => (text === '' ? null : text));

export const ZCreateMixtureRequest = z.strictObject({
  name,
  description: mixtureDescription,
  grammage,
  type: ZMixtureType,
  translations: ZMixtureTranslations.optional(),
});
export type CreateMixtureRequest = z.input<typeof ZCreateMixtureRequest>;
/** Any field of a new mixture; the languages sent replace the stored ones, the others stay. */
export const ZUpdateMixtureRequest = ZCreateMixtureRequest.partial();
export type UpdateMixtureRequest = z.input<typeof ZUpdateMixtureRequest>;

/** The whole new order of the mixtures at once. */
export const ZSetMixtureOrderRequest = ZSetOrderRequest;
export type SetMixtureOrderRequest = SetOrderRequest;
