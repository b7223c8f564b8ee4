import type { JobListItem } from '@trapline/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { jobKeys } from '@/features/jobs/keys.ts';

export const retryJob = (jobId: string) => api<JobListItem>(`/api/jobs/${jobId}/retry`, { method: 'POST' });

/** The lists are read again whether the retry went or was refused (a refused job may have moved on meanwhile). */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryJob, onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists }) });
}
