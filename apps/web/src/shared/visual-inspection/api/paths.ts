/** The caller's own questions in the API. */
export const QUESTIONS = '/api/visual-inspection/questions';

/** The questions a place has picked. */
export const placeQuestionsPath = (placeId: string) => `/api/v3/places/${placeId}/visual-inspection/questions`;
