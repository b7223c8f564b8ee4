import type { JobListQuery } from '@trapline/contracts/jobs';

export type JobFilters = Pick<JobListQuery, 'state' | 'page' | 'limit'>;

/** Query keys of the jobs screen. One job's progress (lib/job-status.ts) lies under 'jobs' too, apart from the lists. */
export const jobKeys = {
  /** Every page of the jobs list, whatever its filter. */
  lists: ['jobs', 'list'] as const,
  list: (filters: JobFilters) => [...jobKeys.lists, filters] as const,
};
