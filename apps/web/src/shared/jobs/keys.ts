/**
 * Query keys of one background job's progress (lib/job-status.ts), read by every screen that starts
 * a job. They lie under the 'jobs' root of the jobs screen's lists (features/jobs/keys.ts).
 */
export const jobStatusKeys = {
  status: (jobId: string) => ['jobs', 'status', jobId] as const,
};
