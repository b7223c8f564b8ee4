import type { Inspection, SetVisualInspectionAnswersRequest } from '@trapline/contracts/inspections';
import type { DbClient } from '@trapline/db/client';
import type { FileStorage } from '@trapline/storage/file-storage';
import { rootCompanyId } from '../../access/company-tree.ts';
import type { AccessScope } from '../../access/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { placeQuestions } from '../visual-inspection/repository.ts';
import { assertRecordable, getInspection, inspectionContext } from './inspection.ts';

/**
 * Records the visual-inspection answers of an inspection (docs/decisions.md, "Visual-inspection
 * answers"). Only the questions the place has selected may be answered (others answer 400 on
 * `answers.<index>.questionId` and change nothing). The answers to the selected questions become
 * exactly those sent, each keeping the question's text as asked and any photos it had; answers to
 * questions the place no longer asks stay, so the record of past inspections is kept.
 */
export async function setVisualInspectionAnswers(db: DbClient, storage: FileStorage, scope: AccessScope, placeKey: string, inspectionKey: string, input: SetVisualInspectionAnswersRequest): Promise<Inspection> {
  const ctx = await inspectionContext(db, scope, placeKey, inspectionKey);
  assertRecordable(ctx);
  const questions = await placeQuestions(db, ctx.place.id, await rootCompanyId(db, ctx.place.companyId));
  const selected = new Map(questions.map((q) => [q.id, q]));
  const fields = input.answers.flatMap((answer, index) => (selected.has(answer.questionId) ? [] : [{ path: `answers.${index}.questionId`, message: 'question_not_selected', code: 'invalid' }]));
  if (fields.length > 0) throw new AppError('common/validation_failed', { details: { in: 'body', fields } });

  const sent = new Map(input.answers.map((a) => [a.questionId, a]));
  const inspectionId = ctx.inspection.id;
  await db.$transaction(async (tx) => {
    const previous = await tx.visualInspectionAnswer.findMany({ where: { inspectionId, questionId: { in: [...selected.keys()] } }, select: { questionId: true, imagePaths: true } });
    const photos = new Map(previous.map((p) => [p.questionId, p.imagePaths]));
    await tx.visualInspectionAnswer.deleteMany({ where: { inspectionId, questionId: { in: [...selected.keys()] } } });
    // In the order the place asks its questions.
    const rows = questions.flatMap((q) => {
      const answer = sent.get(q.id);
      return answer
        ? [{ inspectionId, questionId: q.id, questionText: q.question, value: answer.value, note: answer.note ?? null, recommendation: answer.recommendation ?? null, imagePaths: photos.get(q.id) ?? [] }]
        : [];
    });
    if (rows.length > 0) await tx.visualInspectionAnswer.createMany({ data: rows });
  });
  return getInspection(db, storage, scope, placeKey, inspectionKey);
}
