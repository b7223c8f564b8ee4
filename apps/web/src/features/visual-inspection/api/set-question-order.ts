import type { SetQuestionOrderRequest, VisualInspectionQuestion } from '@trapline/contracts/visual-inspection';
import { api } from '@/lib/api-client.ts';
import { QUESTIONS } from '@/shared/visual-inspection/api/paths.ts';

/** Sends the whole new order; the answer is the list in that order (useReorder puts it in the cache). */
export const setQuestionOrder = (body: SetQuestionOrderRequest) => api<VisualInspectionQuestion[]>(`${QUESTIONS}/set-order`, { method: 'POST', body });
