/**
 * Query keys of the recommendations, under 'recommendations': what is read of one place's
 * recommendations (the filtered pages, the plan's markers, the statistics' counts) under
 * recommendationKeys.place(placeId), each recommendation's page apart, and the counts of open ones
 * the menu's badge and the facilities' list show. The categories offered and the reminder links
 * have roots of their own.
 */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  /** Every list of one place's recommendations. */
  place: (placeId: string) => ['recommendations', 'place', placeId] as const,
  list: (placeId: string, filters: object) => [...recommendationKeys.place(placeId), 'list', filters] as const,
  placed: (placeId: string) => [...recommendationKeys.place(placeId), 'placed'] as const,
  statusCount: (placeId: string, filters: object) => [...recommendationKeys.place(placeId), 'statistics', filters] as const,
  /** The open recommendations per place and category (the menu's badge, the facilities' list). */
  count: ['recommendations', 'count'] as const,
  /** One recommendation's page; the id as a string whatever the caller holds, as the route gives it. */
  detail: (id: string | number) => ['recommendations', 'one', String(id)] as const,
  /** The categories a recommendation may be filed under. */
  categories: ['recommendation-categories'] as const,
  /** What the stop link of a reminder e-mail is about. */
  reminderLink: (token: string) => ['reminder-link', token] as const,
};
