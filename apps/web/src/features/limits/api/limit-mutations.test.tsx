import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { useCreateLimit } from '@/features/limits/api/create-limit.ts';
import { useSaveCriticalLimits } from '@/features/limits/api/save-critical-limits.ts';
import { limitKeys } from '@/shared/limits/keys.ts';
import { placeKeys } from '@/shared/places/keys.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const OTHER = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';

const cached = [
  limitKeys.list(PLACE),
  limitKeys.types(PLACE),
  limitKeys.critical(PLACE, 1),
  limitKeys.critical(PLACE, 2),
  limitKeys.breaches(PLACE),
  limitKeys.list(OTHER),
  placeKeys.detail(PLACE),
];

afterEach(() => vi.unstubAllGlobals());

describe("the limits' mutation hooks", () => {
  it("add a pest limit: the place's list of limits is read again, not another place's nor the critical limits", async () => {
    const calls = mockApi({ limit: { id: 3 } });
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useCreateLimit);
    for (const key of cached) queryClient.setQueryData(key, 'cached');
    await act(() => result.current.mutateAsync({ placeId: PLACE, body: { name: 'Mice', type: 'DEVICES' } }));
    expect(calls).toEqual([`POST /api/places/${PLACE}/limits`]);
    expect(invalidatedKeys()).toEqual([limitKeys.list(PLACE)]);
    expect(cached.filter((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([limitKeys.list(PLACE)]);
  });

  it("save a device type's critical limits: only that type's critical limits are read again", async () => {
    const calls = mockApi({ limit: 5, objects: [], observations: [] });
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useSaveCriticalLimits);
    for (const key of cached) queryClient.setQueryData(key, 'cached');
    await act(() => result.current.mutateAsync({ placeId: PLACE, typeId: 2, body: { limit: 5 } }));
    expect(calls).toEqual([`PUT /api/places/${PLACE}/device-types/2/limits`]);
    expect(invalidatedKeys()).toEqual([limitKeys.critical(PLACE, 2)]);
    expect(cached.filter((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([limitKeys.critical(PLACE, 2)]);
  });
});
