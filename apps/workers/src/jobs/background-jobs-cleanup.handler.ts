import { JOB_SCHEMA } from '@trapline/db/job-schema';
import type { backgroundJobsCleanup } from '@trapline/jobs/definitions/background-jobs-cleanup';
import { removeStoredFiles } from '@trapline/storage/file-storage';
import type { JobHandler } from '../engine/job-handler.ts';

const handle: JobHandler<typeof backgroundJobsCleanup> = async (_payload, { db, storage, log }) => {
  // A day's grace: a row is written in the same transaction as its job, never before it.
  const deleted = await db.$queryRawUnsafe<Array<{ resultFileKey: string | null }>>(`
    DELETE FROM background_jobs b
    WHERE b."createdAt" < now() - interval '1 day'
      AND NOT EXISTS (SELECT 1 FROM ${JOB_SCHEMA}.job j WHERE j.name = b.name AND j.id = b.id)
    RETURNING b."resultFileKey"`);
  // The files of jobs that owned their result (plan exports) go with them.
  const files = deleted.flatMap((row) => (row.resultFileKey ? [row.resultFileKey] : []));
  await removeStoredFiles(storage, files, (path, error) => log.warn({ err: error, path }, 'result file of a deleted job not removed'));
  if (deleted.length) log.info({ deleted: deleted.length, files: files.length }, 'progress and result files of deleted jobs forgotten');
  return { deleted: deleted.length, files: files.length };
};
export default handle;
