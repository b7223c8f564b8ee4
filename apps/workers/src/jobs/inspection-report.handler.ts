import { inspectionReport } from '@trapline/jobs/definitions/inspection-report';
import { renderInspectionReport } from '@trapline/render/inspection-report';
import { phaseText } from '@trapline/render/progress';
import type { JobPayload } from '@trapline/jobs/define-job';
import type { JobContext, JobHandler } from '../engine/job-handler.ts';

/**
 * Renders an inspection's PDF, stores it where the API's report row says, and marks the report
 * done (its signed URLs work from then on). A last failed attempt marks it failed.
 */
const handle: JobHandler<typeof inspectionReport> = async (payload, { db, storage, reportProgress, signal, attempt }) => {
  await db.report.update({ where: { id: payload.reportId }, data: { status: 'RUNNING', progress: 0, error: null } });
  try {
    return await render(payload, { db, storage, reportProgress, signal });
  } catch (error) {
    if (attempt > inspectionReport.retry.limit) {
      await db.report.updateMany({
        where: { id: payload.reportId },
        data: { status: 'FAILED', error: error instanceof Error ? error.message.slice(0, 1000) : 'failed' },
      });
    }
    throw error;
  }
};
export default handle;

async function render(
  payload: JobPayload<typeof inspectionReport>,
  { db, storage, reportProgress, signal }: Pick<JobContext, 'db' | 'storage' | 'reportProgress' | 'signal'>,
) {
  const pdf = await renderInspectionReport(db, payload.inspectionId, payload.lang, async (percent, phase) => {
    signal.throwIfAborted();
    await reportProgress(percent, phase);
  });
  await reportProgress(97, phaseText(payload.lang, 'saving'));
  await storage.put(payload.fileKey, pdf, 'application/pdf');
  await db.report.update({ where: { id: payload.reportId }, data: { status: 'DONE', progress: 100, filePath: payload.fileKey, finishedAt: new Date() } });
  return { file: { key: payload.fileKey, name: payload.fileName }, reportId: payload.reportId, bytes: pdf.length };
}
