import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { accountKeys } from '@/shared/account/keys.ts';
import { notificationKeys } from '@/shared/notifications/keys.ts';
import { useMarkRead } from './mark-read.ts';
import { useSaveNotificationSettings } from './save-notification-settings.ts';

afterEach(() => vi.unstubAllGlobals());

describe("the notifications' mutation hooks", () => {
  it('mark notifications read: every notification query is read again, not the account', async () => {
    const calls = mockApi({ updated: 1 });
    const { result, queryClient } = renderQueryHook(useMarkRead);
    for (const key of [notificationKeys.unreadCount, notificationKeys.latest, notificationKeys.page(1, 20), accountKeys.me]) queryClient.setQueryData(key, {});
    await act(() => result.current.mutateAsync(['n-1']));
    expect(calls).toEqual(['POST /account/notifications/clear']);
    const stale = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual([notificationKeys.unreadCount, notificationKeys.latest, notificationKeys.page(1, 20)]);
  });

  it('mark none read: nothing is sent', async () => {
    const calls = mockApi({ updated: 0 });
    const { result } = renderQueryHook(useMarkRead);
    await act(() => result.current.mutateAsync([]));
    expect(calls).toEqual([]);
  });

  it('save the settings: the answer becomes the cached settings, nothing is read again', async () => {
    const saved = { notificationEmail: true, notificationMobile: false };
    mockApi(saved);
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useSaveNotificationSettings);
    await act(() => result.current.mutateAsync(saved));
    expect(queryClient.getQueryData(accountKeys.notificationSettings)).toEqual(saved);
    expect(invalidatedKeys()).toEqual([]);
  });
});
