import type { PlaceQuestions } from '@trapline/contracts/visual-inspection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { placeQuestionsPath } from '@/shared/visual-inspection/api/paths.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';

export const getPlaceQuestions = (placeId: string) => api<PlaceQuestions>(placeQuestionsPath(placeId));

/** The questions the place has picked, in the order an inspection asks them. */
export const placeQuestionsQuery = (placeId: string) =>
  queryOptions({ queryKey: visualInspectionKeys.chosen(placeId), queryFn: () => getPlaceQuestions(placeId) });

export const usePlaceQuestions = (placeId: string) => useQuery(placeQuestionsQuery(placeId));
