import { INSPECTION_LIMITS, type Inspection, type SetVisualInspectionAnswersRequest } from '@trapline/contracts/inspections';
import type { DbClient } from '@trapline/db/client';
import type { FileStorage } from '@trapline/storage/file-storage';
import { rootCompanyId } from '../../access/company-tree.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, fieldErrors, notFound } from '../../lib/app-error.ts';
import { storeThenRecordPhoto } from '../../lib/stored-photos.ts';
import type { Upload } from '../../lib/uploads.ts';
import { placeQuestions } from '../visual-inspection/repository.ts';
import { assertCorrectable, assertRecordable, getInspection, inspectionContext, type InspectionPath } from './inspection.ts';

/**
 * Records the visual-inspection answers of an inspection (docs/decisions.md, "Visual-inspection
 * answers"). Only the questions the place has selected may be answered (others answer 400 on
 * `answers.<index>.questionId` and change nothing). The answers to the selected questions become
 * exactly those sent, each keeping the question's text as asked and any photos it had; answers to
 * questions the place no longer asks stay, so the record of past inspections is kept.
 */
export async function setVisualInspectionAnswers(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  path: InspectionPath,
  input: SetVisualInspectionAnswersRequest,
): Promise<Inspection> {
  const ctx = await inspectionContext(db, scope, path);
  assertRecordable(ctx);
  const questions = await placeQuestions(db, ctx.place.id, await rootCompanyId(db, ctx.place.companyId));
  const selected = new Map(questions.map((q) => [q.id, q]));
  const fields = input.answers.flatMap((answer, index) =>
    selected.has(answer.questionId) ? [] : [{ path: `answers.${index}.questionId`, message: 'question_not_selected' }],
  );
  if (fields.length > 0) throw fieldErrors(fields);

  const sent = new Map(input.answers.map((a) => [a.questionId, a]));
  const inspectionId = ctx.inspection.id;
  await db.$transaction(async (tx) => {
    const previous = await tx.visualInspectionAnswer.findMany({
      where: { inspectionId, questionId: { in: [...selected.keys()] } },
      select: { questionId: true, imagePaths: true },
    });
    const photos = new Map(previous.map((p) => [p.questionId, p.imagePaths]));
    await tx.visualInspectionAnswer.deleteMany({ where: { inspectionId, questionId: { in: [...selected.keys()] } } });
    // In the order the place asks its questions.
    const rows = questions.flatMap((q) => {
      const answer = sent.get(q.id);
      return answer
        ? [
            {
              inspectionId,
              questionId: q.id,
              questionText: q.question,
              value: answer.value,
              note: answer.note ?? null,
              recommendation: answer.recommendation ?? null,
              imagePaths: photos.get(q.id) ?? [],
            },
          ]
        : [];
    });
    if (rows.length > 0) await tx.visualInspectionAnswer.createMany({ data: rows });
  });
  return getInspection(db, storage, scope, path);
}

/** The path's inspection and its answer `answerId` with the answer's photos (null when the inspection has no such answer). */
/** A visual-inspection answer as its path names it: the inspection's path and the answer's id. */
export interface AnswerPath extends InspectionPath {
  answerId: number;
}

/** One photo of an answer: its place in the answer's list, from 0. */
export interface AnswerPhotoPath extends AnswerPath {
  index: number;
}

async function answerOf(db: DbClient, scope: AccessScope, path: AnswerPath) {
  const ctx = await inspectionContext(db, scope, path);
  const answer = await db.visualInspectionAnswer.findFirst({
    where: { id: path.answerId, inspectionId: ctx.inspection.id },
    select: { id: true, imagePaths: true },
  });
  return { ctx, answer };
}

/**
 * Photos of a visual-inspection answer (spec 2, section 3: answers carry images; docs/decisions.md,
 * "Photos of visual-inspection answers"): a JPEG or PNG stored with the file storage, its key
 * appended to the answer's images (at most INSPECTION_LIMITS.photosPerAnswer: 409
 * inspection/too_many_images). Added as answers are recorded; answers the inspection.
 */
export async function addAnswerPhoto(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  path: AnswerPath,
  readFile: () => Promise<Upload>,
): Promise<Inspection> {
  const { ctx, answer } = await answerOf(db, scope, path);
  if (!answer) throw notFound();
  assertRecordable(ctx);
  const tooMany = () => new AppError('inspection/too_many_images', { details: { max: INSPECTION_LIMITS.photosPerAnswer } });
  if (answer.imagePaths.length >= INSPECTION_LIMITS.photosPerAnswer) throw tooMany();
  const upload = await readFile();
  await storeThenRecordPhoto(storage, `places/${ctx.place.uuid}/inspections/${ctx.inspection.uuid}/answers`, upload, async (filePath) => {
    const added = await db.$transaction(async (tx) => {
      // Two uploads at once: the row lock keeps both photos and the limit.
      const [row] = await tx.$queryRaw<{ imagePaths: string[] }[]>`SELECT "imagePaths" FROM visual_inspection_answers WHERE id = ${answer.id} FOR UPDATE`;
      if (!row) throw notFound();
      if (row.imagePaths.length >= INSPECTION_LIMITS.photosPerAnswer) return false;
      await tx.visualInspectionAnswer.update({ where: { id: answer.id }, data: { imagePaths: { push: filePath } } });
      return true;
    });
    if (!added) throw tooMany();
  });
  return getInspection(db, storage, scope, path);
}

/** Deletes the photo at `index` (0-based, as the answer lists its images): an admin's correction, as for device photos. */
export async function deleteAnswerPhoto(db: DbClient, storage: FileStorage, scope: AccessScope, path: AnswerPhotoPath): Promise<Inspection> {
  const { ctx, answer } = await answerOf(db, scope, path);
  const filePath = answer?.imagePaths[path.index];
  if (!answer || filePath === undefined) throw notFound();
  assertCorrectable(ctx);
  await db.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ imagePaths: string[] }[]>`SELECT "imagePaths" FROM visual_inspection_answers WHERE id = ${answer.id} FOR UPDATE`;
    await tx.visualInspectionAnswer.update({ where: { id: answer.id }, data: { imagePaths: (row?.imagePaths ?? []).filter((p) => p !== filePath) } });
  });
  await storage.remove(filePath).catch(() => undefined);
  return getInspection(db, storage, scope, path);
}
