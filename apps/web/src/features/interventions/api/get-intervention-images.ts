import type { InterventionImageListResponse } from '@trapline/contracts/interventions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { interventionsPath } from '@/features/interventions/api/paths.ts';
import { interventionKeys } from '@/features/interventions/keys.ts';

export const getInterventionImages = async (placeId: string, interventionId: string) =>
  (await api<InterventionImageListResponse>(`${interventionsPath(placeId)}/${interventionId}/images`)).images;

export const interventionImagesQuery = (placeId: string, interventionId: string) =>
  queryOptions({ queryKey: interventionKeys.images(placeId, interventionId), queryFn: () => getInterventionImages(placeId, interventionId) });

export const useInterventionImages = (placeId: string, interventionId: string) => useQuery(interventionImagesQuery(placeId, interventionId));
