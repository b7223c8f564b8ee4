import { z } from 'zod';
import { optionalText, timestamps, ZCoercedId, ZEmail, ZId, ZText } from './common.ts';

/** Recommendations: corrective actions of a place (spec 3, sections 2.3, 3.3, 4, 5, 7 and 9). */

export const RECOMMENDATION_PRIORITIES = ['LOW', 'MEDIUM', 'HIGH'] as const;
export const ZRecommendationPriority = z.enum(RECOMMENDATION_PRIORITIES);
export type RecommendationPriority = z.infer<typeof ZRecommendationPriority>;

export const RECOMMENDATION_STATUSES = ['OPEN', 'IN_PROGRESS', 'WAITING', 'CLOSE'] as const;
export const ZRecommendationStatus = z.enum(RECOMMENDATION_STATUSES);
export type RecommendationStatus = z.infer<typeof ZRecommendationStatus>;

/** The statuses of a recommendation still to be done: the list's default filter, the badge and the reminders. */
export const OPEN_STATUSES = ['IN_PROGRESS', 'OPEN', 'WAITING'] as const satisfies readonly RecommendationStatus[];

export const RECOMMENDATION_LIMITS = {
  textMaxLength: 5000,
  commentMaxLength: 5000,
  areaMaxLength: 500,
  ownerTextMaxLength: 200,
  fileNameMaxLength: 200,
  recipientsMax: 50,
  defaultPageSize: 25,
  maxPageSize: 500,
  /** Spec 3, section 9: the side-menu count refreshes every 10 minutes. */
  badgeRefreshMs: 600_000,
  /** Spec 3, section 9: the CSV file name prefix. */
  csvPrefix: 'zalecenia_',
} as const;

export const RECOMMENDATION_SORTS = ['createdAt', 'status', 'priority', 'dueDate'] as const;

const ZIsoDay = z.iso.date();
const optionalId = ZId.nullable().optional();
const ZCoordinate = z.number().min(0).max(1_000_000);

/** A comma-separated list in a query (`status=OPEN,WAITING`), or the parameter repeated. */
const csvList = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : value,
    z.array(item).max(100),
  );

// ───────────────────────────── answers ─────────────────────────────

const ZPersonRef = z.object({ id: z.number().int(), name: ZText, surname: ZText });

export const ZRecommendationComment = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  comment: ZText,
  authorId: z.number().int().nullable(),
  author: ZPersonRef.nullable(),
  ...timestamps,
  /** Whether the caller may edit and delete it: its author or an admin. */
  canEdit: z.boolean(),
});
export type RecommendationComment = z.infer<typeof ZRecommendationComment>;

export const ZRecommendationFile = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: ZText,
  /** A signed link to the JPEG, valid for a while. */
  url: ZText,
  userId: z.number().int().nullable(),
  user: ZPersonRef.nullable(),
  createdAt: z.iso.datetime(),
  canDelete: z.boolean(),
});
export type RecommendationFile = z.infer<typeof ZRecommendationFile>;

/** The fields a history entry compares, as they were before and after the change. */
export const ZRecommendationSnapshot = z.record(ZText, z.unknown());

export const ZRecommendationHistory = z.object({
  id: z.number().int(),
  authorId: z.number().int().nullable(),
  author: ZPersonRef.nullable(),
  createdAt: z.iso.datetime(),
  old: ZRecommendationSnapshot,
  new: ZRecommendationSnapshot,
});
export type RecommendationHistory = z.infer<typeof ZRecommendationHistory>;

export const ZRecommendationListItem = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  uniqueId: z.number().int(),
  placeId: z.number().int(),
  placeUuid: z.uuid(),
  recommendation: ZText,
  comment: ZText.nullable(),
  priority: ZRecommendationPriority,
  status: ZRecommendationStatus,
  dueDate: ZIsoDay,
  ...timestamps,
  area: ZText.nullable(),
  authorId: z.number().int().nullable(),
  author: ZPersonRef.nullable(),
  ownerId: z.number().int().nullable(),
  owner: ZPersonRef.nullable(),
  ownerText: ZText.nullable(),
  ownerEmail: ZText.nullable(),
  recommendationCategoryId: z.number().int().nullable(),
  recommendationCategory: z.object({ name: ZText }).nullable(),
  deviceTypeId: z.number().int().nullable(),
  deviceType: z.object({ name: ZText, color: ZText.nullable() }).nullable(),
  deviceId: z.number().int().nullable(),
  /** A deleted device keeps its number with the suffix `_deleted` (shown as "(usunięte)"). */
  device: z.object({ uniqueId: ZText, deleted: z.boolean() }).nullable(),
  zoneId: z.number().int().nullable(),
  zone: z.object({ name: ZText }).nullable(),
  mapId: z.number().int().nullable(),
  map: z.object({ name: ZText }).nullable(),
  mapText: ZText.nullable(),
  mapX: z.number().nullable(),
  mapY: z.number().nullable(),
  isMoreDataNeeded: z.boolean(),
  commentsCount: z.number().int(),
});
export type RecommendationListItem = z.infer<typeof ZRecommendationListItem>;

export const ZRecommendation = ZRecommendationListItem.extend({
  place: z.object({ id: z.number().int(), uuid: z.uuid(), name: ZText }),
  map: z.object({ name: ZText, url: ZText, width: z.number().int(), height: z.number().int() }).nullable(),
  notifications: z.array(z.object({ userId: z.number().int(), name: ZText, surname: ZText, email: ZText })),
  recommendationFiles: z.array(ZRecommendationFile),
  recommendationComments: z.array(ZRecommendationComment),
  recommendationHistories: z.array(ZRecommendationHistory),
  canEdit: z.boolean(),
  /** Whether the caller may change more than the status (a client's user changes the status only). */
  canEditAll: z.boolean(),
  canDelete: z.boolean(),
});
export type Recommendation = z.infer<typeof ZRecommendation>;

export const ZRecommendationListResponse = z.object({ rows: z.array(ZRecommendationListItem), count: z.number().int() });
export type RecommendationListResponse = z.infer<typeof ZRecommendationListResponse>;

export const ZRecommendationCountResponse = z.object({
  /** Open recommendations (open, in progress, waiting) of every place the caller sees: the side-menu badge. */
  count: z.number().int(),
  /** Per place with open recommendations. */
  rows: z.array(z.object({ placeId: z.number().int(), placeUuid: z.uuid(), placeName: ZText, count: z.number().int() })),
  /** Per category (null: none) of the open recommendations. */
  categories: z.array(z.object({ recommendationCategoryId: z.number().int().nullable(), count: z.number().int() })),
});
export type RecommendationCountResponse = z.infer<typeof ZRecommendationCountResponse>;

// ───────────────────────────── requests ─────────────────────────────

export const ZRecommendationListQuery = z
  .object({
    placeId: ZText.max(64).optional().describe('Numeric id or uuid of the place; without it, every place the caller sees'),
    status: csvList(ZRecommendationStatus).optional().describe('Comma-separated statuses; without it, every status'),
    priority: csvList(ZRecommendationPriority).optional(),
    categoryId: csvList(ZCoercedId).optional(),
    mapId: csvList(ZCoercedId).optional(),
    deviceTypeId: csvList(ZCoercedId).optional(),
    authorId: csvList(ZCoercedId).optional(),
    ownerId: csvList(ZCoercedId).optional(),
    dateFrom: ZIsoDay.optional().describe('Created on or after this day (UTC)'),
    dateTo: ZIsoDay.optional().describe('Created on or before this day (UTC)'),
    search: ZText.trim().max(100).optional(),
    sort: z.enum(RECOMMENDATION_SORTS).default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(RECOMMENDATION_LIMITS.maxPageSize).default(RECOMMENDATION_LIMITS.defaultPageSize),
  })
  .refine((q) => !q.dateFrom || !q.dateTo || q.dateFrom <= q.dateTo, { message: 'from_after_to', path: ['dateFrom'] });
export type RecommendationListQuery = z.infer<typeof ZRecommendationListQuery>;

export const ZRecommendationCsvQuery = z
  .object({
    placeId: ZText.max(64).describe('Numeric id or uuid of the place'),
    dateFrom: ZIsoDay.describe('Created on or after this day (UTC)'),
    dateTo: ZIsoDay.describe('Created on or before this day (UTC)'),
  })
  .refine((q) => q.dateFrom <= q.dateTo, { message: 'from_after_to', path: ['dateFrom'] });
export type RecommendationCsvQuery = z.infer<typeof ZRecommendationCsvQuery>;

const fields = {
  recommendation: ZText.trim().min(1, 'required').max(RECOMMENDATION_LIMITS.textMaxLength),
  dueDate: ZIsoDay,
  priority: ZRecommendationPriority,
  status: ZRecommendationStatus,
  recommendationCategoryId: optionalId,
  ownerId: optionalId,
  ownerText: optionalText(RECOMMENDATION_LIMITS.ownerTextMaxLength),
  ownerEmail: ZEmail.nullable().optional(),
  area: optionalText(RECOMMENDATION_LIMITS.areaMaxLength),
  mapId: optionalId,
  mapText: optionalText(200),
  mapX: ZCoordinate.nullable().optional(),
  mapY: ZCoordinate.nullable().optional(),
  deviceTypeId: optionalId,
  deviceId: optionalId,
  zoneId: optionalId,
  comment: optionalText(RECOMMENDATION_LIMITS.commentMaxLength),
  isMoreDataNeeded: z.boolean().optional(),
  notifications: z
    .array(z.object({ userId: ZId }))
    .max(RECOMMENDATION_LIMITS.recipientsMax)
    .optional(),
};

type Shape = {
  ownerId?: number | null | undefined;
  ownerText?: string | null | undefined;
  ownerEmail?: string | null | undefined;
  mapId?: number | null | undefined;
  mapText?: string | null | undefined;
  mapX?: number | null | undefined;
  mapY?: number | null | undefined;
};
/** Owner: a user or a free-text name, never both; an e-mail only for a free-text owner. Map: an id or a text, the position with an id. */
const rules = <T extends Shape>(v: T, ctx: z.RefinementCtx) => {
  if (v.ownerId != null && v.ownerText != null) ctx.addIssue({ code: 'custom', message: 'owner_user_or_text', path: ['ownerText'] });
  if (v.ownerEmail != null && v.ownerId != null) ctx.addIssue({ code: 'custom', message: 'owner_email_with_text_only', path: ['ownerEmail'] });
  if (v.mapId != null && v.mapText != null) ctx.addIssue({ code: 'custom', message: 'map_id_or_text', path: ['mapText'] });
  if ((v.mapX == null) !== (v.mapY == null)) ctx.addIssue({ code: 'custom', message: 'position_needs_x_and_y', path: [v.mapX == null ? 'mapX' : 'mapY'] });
};

export const ZCreateRecommendationRequest = z
  .object({ ...fields, priority: fields.priority.default('LOW'), status: fields.status.default('OPEN') })
  .superRefine(rules);
export type CreateRecommendationRequest = z.input<typeof ZCreateRecommendationRequest>;

export const ZUpdateRecommendationRequest = z
  .object({
    ...(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.optional()])) as { [K in keyof typeof fields]: z.ZodOptional<(typeof fields)[K]> }),
    placeUuid: z.uuid().optional().describe('The place of the recommendation (the form sends it); another place is refused'),
  })
  .superRefine(rules);
export type UpdateRecommendationRequest = z.input<typeof ZUpdateRecommendationRequest>;

export const ZRecommendationCommentRequest = z.object({ comment: ZText.trim().min(1, 'required').max(RECOMMENDATION_LIMITS.commentMaxLength) });
export type RecommendationCommentRequest = z.infer<typeof ZRecommendationCommentRequest>;

/** The text fields of the attachment upload (multipart: file and name). */
export const ZRecommendationFileFields = z.object({ name: ZText.trim().max(RECOMMENDATION_LIMITS.fileNameMaxLength).optional() });
