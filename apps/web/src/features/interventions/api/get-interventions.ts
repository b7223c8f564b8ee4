import type { InterventionListResponse } from '@trapline/contracts/interventions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

export const getInterventions = async (placeId: string) => (await api<InterventionListResponse>(interventionsPath(placeId))).interventions;

export const interventionsQuery = (placeId: string) => queryOptions({ queryKey: interventionKeys.list(placeId), queryFn: () => getInterventions(placeId) });

export const useInterventions = (placeId: string) => useQuery(interventionsQuery(placeId));
