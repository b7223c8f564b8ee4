import type { Dashboard } from '@trapline/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { dashboardKeys } from '@/features/dashboard/keys.ts';

export const getDashboard = () => api<Dashboard>('/api/dashboard');

export const dashboardQuery = queryOptions({ queryKey: dashboardKeys.summary, queryFn: getDashboard });

/** The summary; the header reads it again every few minutes (`refetchInterval`). */
export const useDashboard = (options: { refetchInterval?: number } = {}) => useQuery({ ...dashboardQuery, ...options });
