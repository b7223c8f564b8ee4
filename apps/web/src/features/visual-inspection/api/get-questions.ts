import type { VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { QUESTIONS } from '@/shared/visual-inspection/api/paths.ts';
import { visualInspectionKeys } from '@/shared/visual-inspection/keys.ts';

export const getQuestions = () => api<VisualInspectionQuestion[]>(QUESTIONS);

/** The caller's own list: the product-wide one for the super admin, the company's for a company admin. */
export const questionsQuery = queryOptions({ queryKey: visualInspectionKeys.list, queryFn: getQuestions });

export const useQuestions = () => useQuery(questionsQuery);
