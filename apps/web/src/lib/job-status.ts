import type { JobStatus } from '@trapline/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobStatusKeys } from '@/shared/jobs/keys.ts';
import { api } from './api-client.ts';

/** How often a job is asked for while it is queued or active. */
export const JOB_POLL_MS = 1000;

export const isRunning = (state: JobStatus['state'] | undefined) => state === 'queued' || state === 'active';

/**
 * A background job's state and progress (GET /api/jobs/{jobId}), asked for again every
 * `pollMs` while it is queued or active, and no more once it has ended.
 */
export const jobStatusQuery = (jobId: string, pollMs = JOB_POLL_MS) =>
  queryOptions({
    queryKey: jobStatusKeys.status(jobId),
    queryFn: () => api<JobStatus>(`/api/jobs/${jobId}`),
    refetchInterval: (query) => (query.state.error || !isRunning(query.state.data?.state) ? false : pollMs),
  });

/** Follows a job started by the current user until it completes or fails. */
export function useJobStatus(jobId: string, options: { pollMs?: number } = {}) {
  return useQuery(jobStatusQuery(jobId, options.pollMs));
}
