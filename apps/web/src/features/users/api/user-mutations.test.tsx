import { act } from '@testing-library/react';
import type { User } from '@trapline/contracts/users';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { accountKeys } from '@/shared/account/keys.ts';
import { userKeys } from '@/features/users/keys.ts';
import { useCreateUser } from './create-user.ts';
import { useResendInvitation } from './resend-invitation.ts';

const USER = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';

afterEach(() => vi.unstubAllGlobals());

describe("the users' mutation hooks", () => {
  it("create a user: the users list and the subscription's count are read again", async () => {
    const calls = mockApi({ uuid: USER });
    const { result, invalidatedKeys } = renderQueryHook(useCreateUser);
    await act(() => result.current.mutateAsync({ name: 'Ada' } as never));
    expect(calls).toEqual(['POST /users']);
    expect(invalidatedKeys()).toEqual([userKeys.lists, accountKeys.subscription]);
  });

  it('resend an invitation: the new invitation goes into the details read by the address id, and the list is read again', async () => {
    const invitation = { sentAt: '2026-11-25T07:00:00Z', expiresAt: '2026-11-27T07:00:00Z' };
    mockApi({ uuid: USER, invitation });
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useResendInvitation);
    queryClient.setQueryData(userKeys.detail('42'), { uuid: USER, name: 'Ada' } as unknown as User);
    await act(() => result.current.mutateAsync({ userUuid: USER, shownAs: '42' }));
    expect(queryClient.getQueryData(userKeys.detail('42'))).toEqual({ uuid: USER, name: 'Ada', invitation });
    expect(invalidatedKeys()).toEqual([userKeys.lists]);
  });
});
