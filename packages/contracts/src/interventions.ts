import { z } from 'zod';
import { optionalText, timestamps, ZText } from './common.ts';
import { ZAsyncFlag } from './jobs.ts';

/** Spec 2, sections 3, 5 and 9. */
export const INTERVENTION_LIMITS = {
  nameMaxLength: 200,
  textMaxLength: 5000,
  productNameMaxLength: 200,
  productsMax: 50,
  /** Amounts are numeric(12, 2) in the database. */
  amountMax: 9_999_999_999.99,
  /** Images per section (type), saved plus new. */
  imagesPerSection: 3,
  /** The drawn signature as a PNG data URL; a signature pad gives some tens of kilobytes. */
  signatureMaxChars: 700_000,
} as const;

export const USED_PRODUCT_UNITS = ['GRAMS', 'MILLILITERS', 'PIECES', 'PACKAGE', 'PERCENTAGE', 'SET', 'PPM', 'CUBIC_METERS'] as const;
export const ZUsedProductUnit = z.enum(USED_PRODUCT_UNITS);
export type UsedProductUnit = z.infer<typeof ZUsedProductUnit>;

export const INTERVENTION_IMAGE_TYPES = ['CAUSE', 'DESCRIPTION', 'PESTS_REMOVED'] as const;
export const ZInterventionImageType = z.enum(INTERVENTION_IMAGE_TYPES);
export type InterventionImageType = z.infer<typeof ZInterventionImageType>;

/** At most two decimal places, judged on the hundredths so that 0.1 + 0.2 style values pass. */
const hasTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const ZUsedProductInput = z.object({
  name: ZText.trim().min(1, 'required').max(INTERVENTION_LIMITS.productNameMaxLength),
  activeSubstance: ZText.trim().min(1, 'required').max(INTERVENTION_LIMITS.productNameMaxLength),
  amount: z.number({ message: 'required' }).finite().min(0).max(INTERVENTION_LIMITS.amountMax).refine(hasTwoDecimals, { message: 'max_2_decimals' }),
  unit: ZUsedProductUnit,
});
export type UsedProductInput = z.infer<typeof ZUsedProductInput>;

/** A signature drawn on screen, as the pad gives it: a PNG data URL. */
export const ZSignatureImage = ZText.max(INTERVENTION_LIMITS.signatureMaxChars).regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'png_data_url');

const fields = {
  name: ZText.trim().min(1, 'required').max(INTERVENTION_LIMITS.nameMaxLength),
  purpose: ZText.trim().min(1, 'required').max(INTERVENTION_LIMITS.textMaxLength),
  pestsRemoved: optionalText(INTERVENTION_LIMITS.textMaxLength),
  actionTaken: optionalText(INTERVENTION_LIMITS.textMaxLength),
  usedProducts: z.array(ZUsedProductInput).max(INTERVENTION_LIMITS.productsMax),
  area: optionalText(INTERVENTION_LIMITS.textMaxLength),
  recommendations: optionalText(INTERVENTION_LIMITS.textMaxLength),
  cause: optionalText(INTERVENTION_LIMITS.textMaxLength),
  description: optionalText(INTERVENTION_LIMITS.textMaxLength),
  approvedByText: optionalText(INTERVENTION_LIMITS.nameMaxLength),
  /** A new signature (PNG data URL), null to remove the stored one; absent keeps it. */
  approvedByImage: ZSignatureImage.nullable().optional(),
  signedByClient: z.boolean(),
};

/** POST /api/places/{placeId}/interventions. */
export const ZCreateInterventionRequest = z.object({
  ...fields,
  usedProducts: fields.usedProducts.default([]),
  signedByClient: fields.signedByClient.default(false),
});
export type CreateInterventionRequest = z.input<typeof ZCreateInterventionRequest>;

/** PATCH .../interventions/{id}: any of the fields; usedProducts, when given, replaces the list. */
export const ZUpdateInterventionRequest = z.object(fields).partial();
export type UpdateInterventionRequest = z.input<typeof ZUpdateInterventionRequest>;

export const ZUsedProduct = z.object({
  id: z.number().int(),
  name: ZText,
  activeSubstance: ZText,
  amount: z.number(),
  unit: ZUsedProductUnit,
});
export type UsedProduct = z.infer<typeof ZUsedProduct>;

export const ZIntervention = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  placeUuid: z.uuid(),
  name: ZText,
  purpose: ZText,
  pestsRemoved: ZText.nullable(),
  actionTaken: ZText.nullable(),
  usedProducts: z.array(ZUsedProduct),
  area: ZText.nullable(),
  recommendations: ZText.nullable(),
  cause: ZText.nullable(),
  description: ZText.nullable(),
  approvedByText: ZText.nullable(),
  approvedByImage: ZText.nullable().describe('Expiring URL of the drawn signature (PNG), or null'),
  signedByClient: z.boolean(),
  reportPath: ZText.nullable().describe('Set once a protocol PDF was generated; download it through the signed-url call'),
  user: z.object({ id: z.number().int(), name: ZText, surname: ZText }).nullable().describe('Who wrote the protocol'),
  ...timestamps,
});
export type Intervention = z.infer<typeof ZIntervention>;

export const ZInterventionListResponse = z.object({ interventions: z.array(ZIntervention) });
export type InterventionListResponse = z.infer<typeof ZInterventionListResponse>;

export const ZDeleteInterventionResponse = z.object({ id: z.number().int() });

export const ZInterventionImage = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  type: ZInterventionImageType,
  name: ZText.nullable(),
  url: ZText.describe('Expiring URL of the image'),
  createdAt: z.iso.datetime(),
});
export type InterventionImage = z.infer<typeof ZInterventionImage>;

export const ZInterventionImageListResponse = z.object({ images: z.array(ZInterventionImage) });
export type InterventionImageListResponse = z.infer<typeof ZInterventionImageListResponse>;

/** The text fields of the image upload (multipart: file, name, type). */
export const ZInterventionImageFields = z.object({
  type: ZInterventionImageType,
  name: optionalText(INTERVENTION_LIMITS.nameMaxLength),
});

/** POST .../interventions/{id}/pdf: the moment the user asked (printed on the protocol). */
export const ZInterventionPdfRequest = z.object({ generatedAt: z.iso.datetime({ offset: true }).optional() }).nullish();
export const ZInterventionPdfQuery = z.object({ async: ZAsyncFlag });
export const ZInterventionPdfResponse = z.object({
  url: ZText.nullable().describe('Signed download URL once the PDF is rendered; null while the job runs'),
  jobId: z.uuid().describe('The render job, to follow at GET /api/jobs/{jobId}'),
});
export type InterventionPdfResponse = z.infer<typeof ZInterventionPdfResponse>;

export const ZInterventionSignedUrlResponse = z.object({ url: ZText });
