import type { JobContext } from '../engine/job-handler.ts';

/**
 * Runs the render of a report row: RUNNING while it works, DONE with its file once stored (its
 * signed URLs work from then on), FAILED after the last attempt failed.
 */
export async function asReport<R extends { file: { key: string } }>(
  reportId: number,
  retryLimit: number,
  { db, attempt }: Pick<JobContext, 'db' | 'attempt'>,
  render: () => Promise<R>,
): Promise<R & { reportId: number }> {
  await db.report.update({ where: { id: reportId }, data: { status: 'RUNNING', progress: 0, error: null } });
  try {
    const result = await render();
    await db.report.update({ where: { id: reportId }, data: { status: 'DONE', progress: 100, filePath: result.file.key, finishedAt: new Date() } });
    return { ...result, reportId };
  } catch (error) {
    if (attempt > retryLimit) {
      await db.report.updateMany({
        where: { id: reportId },
        data: { status: 'FAILED', error: error instanceof Error ? error.message.slice(0, 1000) : 'failed' },
      });
    }
    throw error;
  }
}
