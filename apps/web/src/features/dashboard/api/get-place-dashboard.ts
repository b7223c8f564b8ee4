import type { PlaceDashboard } from '@trapline/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { dashboardKeys } from '@/features/dashboard/keys.ts';

export const getPlaceDashboard = (placeId: string) => api<PlaceDashboard>(`/api/places/${placeId}/dashboard`);

export const placeDashboardQuery = (placeId: string) => queryOptions({ queryKey: dashboardKeys.place(placeId), queryFn: () => getPlaceDashboard(placeId) });

export const usePlaceDashboard = (placeId: string) => useQuery(placeDashboardQuery(placeId));
