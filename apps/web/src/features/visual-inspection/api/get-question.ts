import type { VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { QUESTIONS } from '@/shared/visual-inspection/api/paths.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';

export const getQuestion = (id: string) => api<VisualInspectionQuestion>(`${QUESTIONS}/${id}`);

export const questionQuery = (id: string) => queryOptions({ queryKey: visualInspectionKeys.question(id), queryFn: () => getQuestion(id) });

export const useQuestion = (id: string) => useQuery(questionQuery(id));
