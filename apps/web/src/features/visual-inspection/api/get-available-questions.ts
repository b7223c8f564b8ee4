import type { VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';

export const getAvailableQuestions = (placeId: string) =>
  api<VisualInspectionQuestion[]>(`/api/v3/places/visual-inspection/questions?${new URLSearchParams({ placeId })}`);

/** The questions a place may pick from: the product-wide ones, then its provider's. */
export const availableQuestionsQuery = (placeId: string) =>
  queryOptions({ queryKey: visualInspectionKeys.available(placeId), queryFn: () => getAvailableQuestions(placeId) });

export const useAvailableQuestions = (placeId: string) => useQuery(availableQuestionsQuery(placeId));
