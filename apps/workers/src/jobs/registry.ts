// Every job the workers run: its definition (@trapline/jobs/definitions) and its handler here,
// imported when the first such job runs. A job with a `schedule` is also enqueued on it.
import { authRecordsCleanup } from '@trapline/jobs/definitions/auth-records-cleanup';
import { backgroundJobsCleanup } from '@trapline/jobs/definitions/background-jobs-cleanup';
import { workerJob, type WorkerJob } from '../engine/job-handler.ts';

export const jobRegistry: readonly WorkerJob[] = [
  workerJob(backgroundJobsCleanup, () => import('./background-jobs-cleanup.handler.ts')),
  workerJob(authRecordsCleanup, () => import('./auth-records-cleanup.handler.ts')),
];
