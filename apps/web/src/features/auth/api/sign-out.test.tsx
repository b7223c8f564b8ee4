import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session.ts';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { useSignOut } from './sign-out.ts';

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

describe('signing out', () => {
  it("revokes the session and drops everything cached, which was the signed-out user's", async () => {
    session.save('access-1');
    const calls = mockApi(null);
    const { result, queryClient } = renderQueryHook(useSignOut);
    queryClient.setQueryData(['account'], { uuid: 'me' });
    await act(() => result.current.mutateAsync());
    expect(calls).toEqual(['POST /auth/logout']);
    expect(session.token()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
