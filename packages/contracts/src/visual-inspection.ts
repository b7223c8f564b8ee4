import { z } from 'zod';
import { timestamps, ZId, ZKey, ZSetOrderRequest, ZText, type SetOrderRequest } from './common.ts';
import { DATA_LANGUAGES, storedTranslationsOf, translationsOf } from './translations.ts';

/**
 * Visual-inspection questions (spec 2 sections 2.15 and 7, spec 3 sections 3.6, 4, 5 and 7): the
 * yes/no questions an inspection asks about a place as a whole. A pest-control company (a company
 * without a parent) keeps its own list; the super admin keeps a product-wide list offered to
 * every company. A place picks the questions it asks from both.
 */

export const VISUAL_INSPECTION_LANGUAGES = DATA_LANGUAGES;
export type VisualInspectionLanguage = (typeof VISUAL_INSPECTION_LANGUAGES)[number];

export const VISUAL_INSPECTION_LIMITS = {
  questionMaxLength: 500,
  commentMaxLength: 2000,
  /** Questions a place may choose at once. */
  placeQuestionsMax: 1000,
} as const;

export const YES_NO = ['YES', 'NO'] as const;
export const ZYesNo = z.enum(YES_NO);
export type YesNo = z.infer<typeof ZYesNo>;

const question = ZText.trim().min(1, 'required').max(VISUAL_INSPECTION_LIMITS.questionMaxLength);
const comment = ZText.trim().min(1, 'required').max(VISUAL_INSPECTION_LIMITS.commentMaxLength);

/** The question (and its comment) in one language; empty means "not translated". */
export const ZQuestionTranslation = z.strictObject({
  question: ZText.trim().max(VISUAL_INSPECTION_LIMITS.questionMaxLength).optional(),
  comment: ZText.trim().max(VISUAL_INSPECTION_LIMITS.commentMaxLength).optional(),
});
export const ZQuestionTranslations = translationsOf(ZQuestionTranslation);
export type QuestionTranslations = z.infer<typeof ZQuestionTranslations>;
const ZStoredQuestionTranslations = storedTranslationsOf({ question: ZText.optional(), comment: ZText.optional() });

export const ZVisualInspectionQuestion = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  /** The owning pest-control company; null for the product-wide questions of the super admin. */
  companyId: z.number().int().nullable(),
  question: ZText,
  comment: ZText,
  defaultAnswer: ZYesNo,
  /** Position in its list: 1, 2, 3, … without gaps. */
  order: z.number().int(),
  translations: ZStoredQuestionTranslations,
  ...timestamps,
});
export type VisualInspectionQuestion = z.infer<typeof ZVisualInspectionQuestion>;
export const ZVisualInspectionQuestionList = z.array(ZVisualInspectionQuestion);

export const ZCreateQuestionRequest = z.strictObject({
  question,
  comment,
  defaultAnswer: ZYesNo,
  translations: ZQuestionTranslations.optional(),
});
export type CreateQuestionRequest = z.input<typeof ZCreateQuestionRequest>;
/** Any field of a new question; the languages sent replace the stored ones, the others stay. */
export const ZUpdateQuestionRequest = ZCreateQuestionRequest.partial();
export type UpdateQuestionRequest = z.input<typeof ZUpdateQuestionRequest>;

/** The whole new order of the caller's list of questions at once. */
export const ZSetQuestionOrderRequest = ZSetOrderRequest;
export type SetQuestionOrderRequest = SetOrderRequest;

/** `GET /api/v3/places/visual-inspection/questions`: the questions a place may pick from. */
export const ZAvailableQuestionsQuery = z.object({
  placeId: ZKey.optional().describe('Numeric id or uuid of a place: the questions that place may pick from'),
});

/** A place's chosen questions, in the order of their lists. */
export const ZPlaceQuestions = z.object({ questions: ZVisualInspectionQuestionList });
export type PlaceQuestions = z.infer<typeof ZPlaceQuestions>;

/** Each id once: a repeated one is refused at its index. */
const distinctIds = (ids: number[], ctx: z.RefinementCtx) => {
  const seen = new Set<number>();
  ids.forEach((id, index) => {
    if (seen.has(id)) ctx.addIssue({ code: 'custom', path: [index], message: 'duplicate_id' });
    seen.add(id);
  });
};

/** `PUT /api/v3/places/{id}/visual-inspection/questions`: the whole new selection (ids). */
export const ZSetPlaceQuestionsRequest = z.strictObject({
  questions: z.array(ZId).max(VISUAL_INSPECTION_LIMITS.placeQuestionsMax).superRefine(distinctIds),
});
export type SetPlaceQuestionsRequest = z.infer<typeof ZSetPlaceQuestionsRequest>;
