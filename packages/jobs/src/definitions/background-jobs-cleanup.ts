import { defineScheduledJob } from '../define-job.ts';

/** Nightly: forgets the progress rows of jobs pg-boss has deleted (after their keepSeconds). */
export const backgroundJobsCleanup = defineScheduledJob({ name: 'background-jobs-cleanup', cron: '40 3 * * *' });
