import { JOB_SCHEMA } from '@trapline/db/job-schema';
import type { backgroundJobsCleanup } from '@trapline/jobs/definitions/background-jobs-cleanup';
import type { JobHandler } from '../engine/job-handler.ts';

const handle: JobHandler<typeof backgroundJobsCleanup> = async (_payload, { db, log }) => {
  // A day's grace: a row is written in the same transaction as its job, never before it.
  const deleted = await db.$executeRawUnsafe(`
    DELETE FROM background_jobs b
    WHERE b."createdAt" < now() - interval '1 day'
      AND NOT EXISTS (SELECT 1 FROM ${JOB_SCHEMA}.job j WHERE j.name = b.name AND j.id = b.id)`);
  if (deleted) log.info({ deleted }, 'progress of deleted jobs forgotten');
  return { deleted };
};
export default handle;
