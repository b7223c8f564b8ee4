import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { ensureScreenData } from './-screen-data.ts';

/** A client whose account is already known (the shell loaded it), with a query the screen needs. */
function setUp(type: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(accountQuery.queryKey, { type } as never);
  const fetchThing = vi.fn(async () => 'the thing');
  const thing = queryOptions({ queryKey: ['thing', '1'], queryFn: fetchThing });
  return { queryClient, fetchThing, thing };
}

describe('ensureScreenData', () => {
  it('loads the data of a screen the user may open', async () => {
    const { queryClient, fetchThing, thing } = setUp('ADMIN');
    await ensureScreenData(queryClient, '/app/admin/mixtures/details/$id', thing);
    expect(fetchThing).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(thing.queryKey)).toBe('the thing');
  });

  it('asks nothing for a user the screen table keeps out (the guard shows no access)', async () => {
    const { queryClient, fetchThing, thing } = setUp('CONTROLLER');
    await ensureScreenData(queryClient, '/app/admin/mixtures/details/$id', thing);
    expect(fetchThing).not.toHaveBeenCalled();
  });

  it('fails with the load, for the route to show its error', async () => {
    const { queryClient, thing } = setUp('ADMIN');
    const failing = queryOptions({ ...thing, queryFn: () => Promise.reject(new Error('not found')) });
    await expect(ensureScreenData(queryClient, '/app/admin/mixtures/details/$id', failing)).rejects.toThrow('not found');
  });
});
