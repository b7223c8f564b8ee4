import {
  VISUAL_INSPECTION_LANGUAGES,
  type QuestionTranslations,
  type SetPlaceQuestionsRequest,
  type SetQuestionOrderRequest,
  type VisualInspectionQuestion,
  type ZCreateQuestionRequest,
  type ZUpdateQuestionRequest,
} from '@trapline/contracts/visual-inspection';
import type { z } from 'zod';
import type { DbClient, Prisma } from '@trapline/db/client';
import { rootCompanyId } from '../../access/company-tree.ts';
import { assertCanSetUp, scopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { fieldErrors, forbidden, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';
import { assertOrderCurrent } from '../../lib/ordering.ts';
import * as repo from './repository.ts';

/**
 * Visual-inspection questions (spec 2 section 2.15, spec 3 section 3.6). Who manages which list:
 * - the super admin: the product-wide list (no company), offered to every company's places;
 * - a company admin of a pest-control company (a company without a parent): that company's list;
 * - everyone else (a client company's admin, controllers, technicians, client users): nobody's (403).
 * A question outside the caller's list answers 404. The places pick from both lists.
 */

/** The list the caller manages, or 403. */
async function managedOwner(db: DbClient, scope: AccessScope): Promise<repo.Owner> {
  if (scope.isSuperAdmin) return null;
  if (scope.principal.role !== 'COMPANY_ADMIN') throw forbidden();
  const company = await db.company.findUnique({ where: { id: scope.principal.companyId }, select: { parentCompanyId: true } });
  if (!company || company.parentCompanyId !== null) throw forbidden();
  return scope.principal.companyId;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored translations, reduced to the five languages and their question and comment. */
function translationsOf(json: unknown): Record<string, { question?: string; comment?: string }> {
  const result: Record<string, { question?: string; comment?: string }> = {};
  if (!isRecord(json)) return result;
  for (const lang of VISUAL_INSPECTION_LANGUAGES) {
    const entry = json[lang];
    if (!isRecord(entry)) continue;
    result[lang] = {
      ...(typeof entry.question === 'string' ? { question: entry.question } : {}),
      ...(typeof entry.comment === 'string' ? { comment: entry.comment } : {}),
    };
  }
  return result;
}

/** Translations after a change: the languages sent replace the stored ones, the others stay. */
function mergeTranslations(stored: unknown, input: QuestionTranslations | undefined): Prisma.InputJsonObject {
  const merged: Record<string, { question?: string; comment?: string }> = { ...translationsOf(stored) };
  for (const lang of VISUAL_INSPECTION_LANGUAGES) {
    const entry = input?.[lang];
    if (!entry) continue;
    merged[lang] = {
      ...(entry.question !== undefined ? { question: entry.question } : {}),
      ...(entry.comment !== undefined ? { comment: entry.comment } : {}),
    };
  }
  return merged;
}

/** QUESTION_SELECT picks exactly the contract's fields: only the translations and the times change form. */
function toQuestion(row: repo.QuestionRow): VisualInspectionQuestion {
  return { ...row, translations: translationsOf(row.translations), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

async function existing(db: DbClient, owner: repo.Owner, key: string) {
  const where = idOrUuidWhere(key);
  const row = where && (await repo.findQuestion(db, owner, where));
  if (!row) throw notFound();
  return row;
}

export async function listQuestions(db: DbClient, scope: AccessScope) {
  const owner = await managedOwner(db, scope);
  return (await repo.listQuestions(db, owner)).map(toQuestion);
}

export async function getQuestion(db: DbClient, scope: AccessScope, key: string) {
  const owner = await managedOwner(db, scope);
  return toQuestion(await existing(db, owner, key));
}

export async function createQuestion(db: DbClient, scope: AccessScope, input: z.output<typeof ZCreateQuestionRequest>) {
  const owner = await managedOwner(db, scope);
  const row = await repo.createQuestion(db, owner, {
    question: input.question,
    comment: input.comment,
    defaultAnswer: input.defaultAnswer,
    translations: mergeTranslations({}, input.translations),
  });
  return toQuestion(row);
}

export async function updateQuestion(db: DbClient, scope: AccessScope, key: string, input: z.output<typeof ZUpdateQuestionRequest>) {
  const owner = await managedOwner(db, scope);
  const current = await existing(db, owner, key);
  const data: Prisma.VisualInspectionQuestionUpdateInput = {};
  if (input.question !== undefined) data.question = input.question;
  if (input.comment !== undefined) data.comment = input.comment;
  if (input.defaultAnswer !== undefined) data.defaultAnswer = input.defaultAnswer;
  if (input.translations !== undefined) data.translations = mergeTranslations(current.translations, input.translations);
  return toQuestion(await repo.updateQuestion(db, current.id, data));
}

export async function deleteQuestion(db: DbClient, scope: AccessScope, key: string) {
  const owner = await managedOwner(db, scope);
  const current = await existing(db, owner, key);
  await repo.deleteQuestion(db, owner, current.id);
}

/** The whole new order at once; a list that is not exactly the caller's questions answers 409 and changes nothing. */
export async function setQuestionOrder(db: DbClient, scope: AccessScope, entries: SetQuestionOrderRequest) {
  const owner = await managedOwner(db, scope);
  const result = await repo.setOrder(db, owner, entries);
  assertOrderCurrent('visual_inspection/order_outdated', result);
  return result.questions.map(toQuestion);
}

/**
 * The questions a place may pick from: the product-wide ones and those of the pest-control company
 * its company belongs to. With a place, that place's; without, the caller's company's (the super
 * admin, who belongs to no customer: the product-wide ones alone).
 */
export async function availableQuestions(db: DbClient, scope: AccessScope, placeKey: string | undefined) {
  let root: number | null;
  if (placeKey !== undefined) root = await rootCompanyId(db, (await scopedPlace(db, scope, placeKey)).companyId);
  else root = scope.isSuperAdmin ? null : await rootCompanyId(db, scope.principal.companyId);
  return (await repo.availableQuestions(db, root)).map(toQuestion);
}

/** A place's chosen questions: whoever sees the place reads them. */
export async function placeQuestions(db: DbClient, scope: AccessScope, placeKey: string) {
  const place = await scopedPlace(db, scope, placeKey);
  const root = await rootCompanyId(db, place.companyId);
  return { questions: (await repo.placeQuestions(db, place.id, root)).map(toQuestion) };
}

/**
 * Replaces a place's selection (its set-up: not the restricted user types). Ids the place may not
 * pick (unknown, deleted or another company's) answer 400 on `questions.<index>` and change nothing.
 */
export async function setPlaceQuestions(db: DbClient, scope: AccessScope, placeKey: string, input: SetPlaceQuestionsRequest) {
  const place = await scopedPlace(db, scope, placeKey);
  assertCanSetUp(scope);
  const root = await rootCompanyId(db, place.companyId);
  const result = await repo.setPlaceQuestions(db, place.id, root, input.questions);
  if (result.unknown.length > 0) {
    const unknown = new Set(result.unknown);
    const fields = input.questions.flatMap((id, index) => (unknown.has(id) ? [{ path: `questions.${index}`, message: 'question_not_found' }] : []));
    throw fieldErrors(fields, { unknownIds: result.unknown });
  }
  return { questions: result.questions.map(toQuestion) };
}
