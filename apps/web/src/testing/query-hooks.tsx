import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/**
 * Renders a hook of a feature's api/ under a fresh QueryClient (no retries), with
 * `invalidateQueries` spied on: a mutation's test reads which keys it invalidated.
 */
export function renderQueryHook<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const { result } = renderHook(hook, { wrapper });
  /** The keys invalidated so far, in order. */
  const invalidatedKeys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { result, queryClient, invalidatedKeys };
}

/**
 * Answers every API call with `body` (JSON, status 200) and records the calls as "METHOD /path".
 * Undo with vi.unstubAllGlobals().
 */
export function mockApi(body: unknown = null) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${new URL(url).pathname}`);
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
