/**
 * Query keys of the visual inspection, all under 'visual-inspection': 'questions' for the caller's
 * own list and its questions (the super admin's product-wide ones, a company admin's company's),
 * 'place' for what a place picks from and has picked.
 */
export const visualInspectionKeys = {
  all: ['visual-inspection'] as const,
  /** The caller's own list and each of its questions. */
  questions: ['visual-inspection', 'questions'] as const,
  list: ['visual-inspection', 'questions', 'list'] as const,
  /** One question's screen; the id as a string whatever the caller holds, as the route gives it. */
  question: (id: string | number) => ['visual-inspection', 'questions', 'one', String(id)] as const,
  /** What a place picks from and has picked. */
  place: (placeId: string) => ['visual-inspection', 'place', placeId] as const,
  available: (placeId: string) => [...visualInspectionKeys.place(placeId), 'available'] as const,
  chosen: (placeId: string) => [...visualInspectionKeys.place(placeId), 'chosen'] as const,
};
