/** Query keys of the admin area: 'categories' (of recommendations) and 'mixtures' under 'admin', so a change refreshes exactly its kind. */
export const adminKeys = {
  categories: ['admin', 'categories'] as const,
  /** Every page of the list of categories, whatever its search. */
  categoryLists: ['admin', 'categories', 'list'] as const,
  categoryList: (filter: { search: string; page: number }) => [...adminKeys.categoryLists, filter] as const,
  /** One category's page; the id as a string whatever the caller holds, as the route gives it. */
  category: (id: string | number) => [...adminKeys.categories, 'one', String(id)] as const,
  mixtures: ['admin', 'mixtures'] as const,
  mixtureList: ['admin', 'mixtures', 'list'] as const,
  /** One mixture's page; the id as a string whatever the caller holds, as the route gives it. */
  mixture: (id: string | number) => [...adminKeys.mixtures, 'one', String(id)] as const,
};
