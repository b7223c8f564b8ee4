import type { DbClient, Prisma } from '@trapline/db/client';
import { compareOrder, type OrderEntry } from '../../lib/ordering.ts';

export const QUESTION_SELECT = {
  id: true,
  uuid: true,
  companyId: true,
  question: true,
  comment: true,
  defaultAnswer: true,
  order: true,
  translations: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.VisualInspectionQuestionSelect;
export type QuestionRow = Prisma.VisualInspectionQuestionGetPayload<{ select: typeof QUESTION_SELECT }>;

/**
 * The owner of a list of questions: a pest-control company (a root) by id, or null for the
 * product-wide list of the super admin. Each owner's list is ordered on its own.
 */
export type Owner = number | null;

type Tx = Prisma.TransactionClient;

const ORDER = [{ order: 'asc' }, { id: 'asc' }] satisfies Prisma.VisualInspectionQuestionOrderByWithRelationInput[];
/** Mixed lists (what a place picks from): the product-wide questions first, then the company's. */
const MIXED_ORDER = [
  { companyId: { sort: 'asc', nulls: 'first' } },
  { order: 'asc' },
  { id: 'asc' },
] satisfies Prisma.VisualInspectionQuestionOrderByWithRelationInput[];

const ofOwner = (owner: Owner): Prisma.VisualInspectionQuestionWhereInput => ({ companyId: owner });
/** The questions a company's places may ask: the product-wide ones and the company's own. */
const availableTo = (rootCompanyId: number | null): Prisma.VisualInspectionQuestionWhereInput =>
  rootCompanyId === null ? { companyId: null } : { OR: [{ companyId: null }, { companyId: rootCompanyId }] };

/**
 * Every change of a list's order (adding, deleting, reordering) runs in a transaction that first
 * takes this lock: two of them never interleave, so positions stay 1, 2, 3, … without gaps or
 * repeats whatever arrives at once. Reads are not blocked.
 */
const lockOrder = (tx: Tx) => tx.$executeRaw`LOCK TABLE visual_inspection_questions IN SHARE ROW EXCLUSIVE MODE`;

export function listQuestions(db: DbClient | Tx, owner: Owner) {
  return db.visualInspectionQuestion.findMany({ where: ofOwner(owner), select: QUESTION_SELECT, orderBy: ORDER });
}

export function findQuestion(db: DbClient, owner: Owner, where: { id: number } | { uuid: string }) {
  return db.visualInspectionQuestion.findFirst({ where: { AND: [where, ofOwner(owner)] }, select: QUESTION_SELECT });
}

/** A new question goes to the end of its owner's list. */
export function createQuestion(
  db: DbClient,
  owner: Owner,
  data: { question: string; comment: string; defaultAnswer: 'YES' | 'NO'; translations: Prisma.InputJsonObject },
) {
  return db.$transaction(async (tx) => {
    await lockOrder(tx);
    const last = await tx.visualInspectionQuestion.aggregate({ where: ofOwner(owner), _max: { order: true } });
    return tx.visualInspectionQuestion.create({ data: { ...data, companyId: owner, order: (last._max.order ?? 0) + 1 }, select: QUESTION_SELECT });
  });
}

export function updateQuestion(db: DbClient, id: number, data: Prisma.VisualInspectionQuestionUpdateInput) {
  return db.visualInspectionQuestion.update({ where: { id }, data, select: QUESTION_SELECT });
}

/**
 * Deletes a question and closes the gap it leaves. Places stop asking it; answers already given
 * keep the question's text (their link becomes null).
 */
export function deleteQuestion(db: DbClient, owner: Owner, id: number) {
  return db.$transaction(async (tx) => {
    await lockOrder(tx);
    await tx.visualInspectionQuestion.delete({ where: { id } });
    await renumber(
      tx,
      (await listQuestions(tx, owner)).map((q) => q.id),
    );
  });
}

/** Gives the questions, listed in their new order, the positions 1, 2, 3, … (only those that move are written). */
async function renumber(tx: Tx, ids: number[]) {
  const current = new Map(
    (await tx.visualInspectionQuestion.findMany({ where: { id: { in: ids } }, select: { id: true, order: true } })).map((q) => [q.id, q.order]),
  );
  for (const [index, id] of ids.entries()) {
    if (current.get(id) !== index + 1) await tx.visualInspectionQuestion.update({ where: { id }, data: { order: index + 1 } });
  }
}

/**
 * Applies a whole new order to an owner's list. Answers the ids of the list that it leaves out and
 * those it names that are not in the list: when either is non-empty nothing is written.
 */
export function setOrder(db: DbClient, owner: Owner, entries: OrderEntry[]) {
  return db.$transaction(async (tx) => {
    await lockOrder(tx);
    const { missing, unknown, ordered } = compareOrder(
      (await listQuestions(tx, owner)).map((q) => q.id),
      entries,
    );
    if (ordered) await renumber(tx, ordered);
    return { missing, unknown, questions: await listQuestions(tx, owner) };
  });
}

/** The questions a company's places may pick from (rootCompanyId null: the product-wide ones alone). */
export function availableQuestions(db: DbClient | Tx, rootCompanyId: number | null) {
  return db.visualInspectionQuestion.findMany({ where: availableTo(rootCompanyId), select: QUESTION_SELECT, orderBy: MIXED_ORDER });
}

/** A place's chosen questions, among those still available to it. */
export function placeQuestions(db: DbClient | Tx, placeId: number, rootCompanyId: number) {
  return db.visualInspectionQuestion.findMany({
    where: { AND: [availableTo(rootCompanyId), { places: { some: { placeId } } }] },
    select: QUESTION_SELECT,
    orderBy: MIXED_ORDER,
  });
}

/**
 * Replaces a place's selection. Answers the ids that are not available to the place: when there
 * are any nothing is written. Takes the order lock, so a question deleted meanwhile is seen.
 */
export function setPlaceQuestions(db: DbClient, placeId: number, rootCompanyId: number, questionIds: number[]) {
  return db.$transaction(async (tx) => {
    await lockOrder(tx);
    const found = await tx.visualInspectionQuestion.findMany({
      where: { AND: [availableTo(rootCompanyId), { id: { in: questionIds } }] },
      select: { id: true },
    });
    const known = new Set(found.map((q) => q.id));
    const unknown = questionIds.filter((id) => !known.has(id));
    if (unknown.length === 0) {
      await tx.placeVisualInspectionQuestion.deleteMany({ where: { placeId } });
      if (questionIds.length > 0) await tx.placeVisualInspectionQuestion.createMany({ data: questionIds.map((questionId) => ({ placeId, questionId })) });
    }
    return { unknown, questions: await placeQuestions(tx, placeId, rootCompanyId) };
  });
}
