/**
 * Query keys of the users. Two roots: 'users' for the pages of the users list, 'user' for one
 * user's details, read by the id in the address (a uuid or a former number).
 */
export const userKeys = {
  /** Every page of the users list, whatever its search. */
  lists: ['users'] as const,
  list: (params: { search: string; page: number; limit: number }) => [...userKeys.lists, params] as const,
  detail: (userId: string) => ['user', userId] as const,
};
