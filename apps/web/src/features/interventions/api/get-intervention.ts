import type { Intervention } from '@trapline/contracts/interventions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

export const getIntervention = (placeId: string, interventionId: string) => api<Intervention>(`${interventionsPath(placeId)}/${interventionId}`);

export const interventionQuery = (placeId: string, interventionId: string) =>
  queryOptions({ queryKey: interventionKeys.detail(placeId, interventionId), queryFn: () => getIntervention(placeId, interventionId) });

export const useIntervention = (placeId: string, interventionId: string) => useQuery(interventionQuery(placeId, interventionId));
