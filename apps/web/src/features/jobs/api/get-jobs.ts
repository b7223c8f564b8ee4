import type { JobListResponse } from '@trapline/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { isRunning } from '@/lib/job-status.ts';
import { jobKeys, type JobFilters } from '@/features/jobs/keys.ts';

/** How often the list is read again while any of its jobs is queued or active. */
export const JOBS_REFRESH_MS = 2000;

export function getJobs(filters: JobFilters) {
  const params = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  return api<JobListResponse>(`/api/jobs?${params}`);
}

export const jobsQuery = (filters: JobFilters) =>
  queryOptions({
    queryKey: jobKeys.list(filters),
    queryFn: () => getJobs(filters),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.jobs.some((job) => isRunning(job.state)) ? JOBS_REFRESH_MS : false),
  });

export const useJobs = (filters: JobFilters) => useQuery(jobsQuery(filters));
