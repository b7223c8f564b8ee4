import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { placeKeys } from '@/shared/places/keys.ts';
import { useCreateZone } from './create-zone.ts';
import { useSetPlaceUserRoles } from './set-place-user-roles.ts';
import { useUpdatePlace } from './update-place.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const USER = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';

afterEach(() => vi.unstubAllGlobals());

describe("the places' mutation hooks", () => {
  it('save a place: the answer becomes its detail, and only the lists of places are read again', async () => {
    const saved = { uuid: PLACE, name: 'Bakery' };
    const calls = mockApi(saved);
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useUpdatePlace);
    await act(() => result.current.mutateAsync({ placeId: PLACE, body: { name: 'Bakery' } }));
    expect(calls).toEqual([`PATCH /places/${PLACE}`]);
    expect(queryClient.getQueryData(placeKeys.detail(PLACE))).toEqual(saved);
    expect(invalidatedKeys()).toEqual([placeKeys.lists]);
  });

  it("set a user's roles: only the place's user list is read again", async () => {
    const calls = mockApi({ roles: ['CREATE_INSPECTION'] });
    const { result, invalidatedKeys } = renderQueryHook(useSetPlaceUserRoles);
    await act(() => result.current.mutateAsync({ placeId: PLACE, userUuid: USER, roles: ['CREATE_INSPECTION'] }));
    expect(calls).toEqual([`PUT /api/places/${PLACE}/users/${USER}/roles`]);
    expect(invalidatedKeys()).toEqual([placeKeys.users(PLACE)]);
  });

  it("add a zone: the place's whole scope is read again, and no other place", async () => {
    mockApi({ id: 1, name: 'Hall' });
    const { result, invalidatedKeys } = renderQueryHook(useCreateZone);
    await act(() => result.current.mutateAsync({ placeId: PLACE, body: { name: 'Hall' } }));
    expect(invalidatedKeys()).toEqual([placeKeys.scope(PLACE)]);
  });
});
