import type {
  CreateQuestionRequest,
  PlaceQuestions,
  SetPlaceQuestionsRequest,
  SetQuestionOrderRequest,
  UpdateQuestionRequest,
  VisualInspectionQuestion,
} from '@trapline/contracts/visual-inspection';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

const QUESTIONS = '/api/visual-inspection/questions';
const placeQuestionsUrl = (placeId: string) => `/api/v3/places/${placeId}/visual-inspection/questions`;

// Query keys: ['visual-inspection', 'questions', …] for the managed list and its questions,
// ['visual-inspection', 'place', placeId, …] for what a place picks from and has picked.
export const questionsKey = ['visual-inspection', 'questions'] as const;
export const placeKey = (placeId: string) => ['visual-inspection', 'place', placeId] as const;

/** The caller's own list: the product-wide one for the super admin, the company's for a company admin. */
export const questionsQuery = queryOptions({ queryKey: [...questionsKey, 'list'], queryFn: () => api<VisualInspectionQuestion[]>(QUESTIONS) });
export const questionQuery = (id: string) => queryOptions({ queryKey: [...questionsKey, 'one', id], queryFn: () => api<VisualInspectionQuestion>(`${QUESTIONS}/${id}`) });

export const createQuestion = (body: CreateQuestionRequest) => api<VisualInspectionQuestion>(QUESTIONS, { method: 'POST', body });
export const updateQuestion = (id: number, body: UpdateQuestionRequest) => api<VisualInspectionQuestion>(`${QUESTIONS}/${id}`, { method: 'PATCH', body });
export const deleteQuestion = (id: number) => api<null>(`${QUESTIONS}/${id}`, { method: 'DELETE' });
export const setQuestionOrder = (body: SetQuestionOrderRequest) => api<VisualInspectionQuestion[]>(`${QUESTIONS}/set-order`, { method: 'POST', body });

export const availableQuestionsQuery = (placeId: string) =>
  queryOptions({
    queryKey: [...placeKey(placeId), 'available'],
    queryFn: () => api<VisualInspectionQuestion[]>(`/api/v3/places/visual-inspection/questions?${new URLSearchParams({ placeId })}`),
  });
export const placeQuestionsQuery = (placeId: string) => queryOptions({ queryKey: [...placeKey(placeId), 'chosen'], queryFn: () => api<PlaceQuestions>(placeQuestionsUrl(placeId)) });
export const setPlaceQuestions = (placeId: string, body: SetPlaceQuestionsRequest) => api<PlaceQuestions>(placeQuestionsUrl(placeId), { method: 'PUT', body });
