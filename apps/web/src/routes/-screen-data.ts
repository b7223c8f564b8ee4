import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { mayOpen } from '@/lib/screen-access.ts';
import { accountQuery } from '@/shared/account/api/get-account.ts';

/**
 * A loader for a screen the screen table keeps from some user types: it has the screen's data
 * before the screen shows (a failed load shows the router's error component, with a retry), but
 * only for a user the table lets open it. Loaders run before the shell's screen guard, and the
 * guard shows the others its no-access page: asking for the data would only answer them 403.
 */
export async function ensureScreenData<T, Key extends QueryKey>(
  queryClient: QueryClient,
  routeId: string,
  query: EnsureQueryDataOptions<T, Error, T, Key>,
): Promise<void> {
  const me = await queryClient.ensureQueryData(accountQuery);
  if (mayOpen(me.type, routeId)) await queryClient.ensureQueryData(query);
}
