import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCreateLimit } from '@/features/limits/api/create-limit.ts';
import { useSaveCriticalLimits } from '@/features/limits/api/save-critical-limits.ts';
import { limitKeys } from '@/features/limits/keys.ts';
import { placeKeys } from '@/features/places/keys.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const OTHER = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';

/** A fetch answering every call with `body`, recording the method and path of each. */
function mockFetch(body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${new URL(url).pathname}`);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

/** A client holding every given key, and a wrapper providing it to a hook. */
function cacheWith(keys: QueryKey[]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const stale = () => keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => JSON.stringify(key));
  return { queryClient, wrapper, stale };
}

const cached = [limitKeys.list(PLACE), limitKeys.types(PLACE), limitKeys.critical(PLACE, 1), limitKeys.critical(PLACE, 2), limitKeys.breaches(PLACE), limitKeys.list(OTHER), placeKeys.detail(PLACE)];

describe('the limits’ writes refresh what shows them, and nothing else', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a new pest limit refreshes the place’s list of limits, not another place’s nor the critical limits', async () => {
    const calls = mockFetch({ limit: { id: 3 } });
    const { queryClient, wrapper, stale } = cacheWith(cached);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useCreateLimit(), { wrapper });
    await act(() => result.current.mutateAsync({ placeId: PLACE, body: { name: 'Mice' } as never }));
    expect(calls).toEqual([`POST /api/places/${PLACE}/limits`]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([limitKeys.list(PLACE)]);
    expect(stale()).toEqual([JSON.stringify(limitKeys.list(PLACE))]);
  });

  it('saved critical limits refresh that device type’s critical limits only', async () => {
    const calls = mockFetch({ limit: 5, objects: [], observations: [] });
    const { queryClient, wrapper, stale } = cacheWith(cached);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const { result } = renderHook(() => useSaveCriticalLimits(), { wrapper });
    await act(() => result.current.mutateAsync({ placeId: PLACE, typeId: 2, body: { limit: 5 } }));
    expect(calls).toEqual([`PUT /api/places/${PLACE}/device-types/2/limits`]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([limitKeys.critical(PLACE, 2)]);
    expect(stale()).toEqual([JSON.stringify(limitKeys.critical(PLACE, 2))]);
  });
});
