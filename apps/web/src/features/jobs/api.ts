import type { JobListItem, JobListQuery, JobListResponse } from '@trapline/contracts/jobs';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { isRunning } from '@/lib/job-status.ts';

/** How often the list is read again while any of its jobs is queued or active. */
export const JOBS_REFRESH_MS = 2000;

export const jobsQuery = (filters: Pick<JobListQuery, 'state' | 'page' | 'limit'>) => {
  const params = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return queryOptions({
    queryKey: ['jobs', 'list', filters],
    queryFn: () => api<JobListResponse>(`/api/jobs?${params}`),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => isRunning(job.state)) ? JOBS_REFRESH_MS : false),
  });
};

export const retryJob = (jobId: string) => api<JobListItem>(`/api/jobs/${jobId}/retry`, { method: 'POST' });
