import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { mapKeys } from '@/shared/maps/keys.ts';
import { useSetOnMap } from './set-on-map.ts';
import { useUpdateMap } from './update-map.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const DEVICE = '2d9e8f7a-6b5c-4d4e-9f3a-2b3c4d5e6f7a';

afterEach(() => vi.unstubAllGlobals());

describe("the plans' mutation hooks", () => {
  it("rename a plan: the place's list of plans is read again, its image URLs are not", async () => {
    const calls = mockApi({ id: 4 });
    const { result, queryClient } = renderQueryHook(useUpdateMap);
    queryClient.setQueryData(mapKeys.list(PLACE), []);
    queryClient.setQueryData(mapKeys.imageUrl(PLACE, 4), 'https://signed');
    await act(() => result.current.mutateAsync({ placeId: PLACE, mapId: 4, body: { name: 'Hall', note: null, fileCategoryId: null } }));
    expect(calls).toEqual([`PATCH /places/${PLACE}/maps/4`]);
    expect(queryClient.getQueryState(mapKeys.list(PLACE))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(mapKeys.imageUrl(PLACE, 4))?.isInvalidated).toBe(false);
  });

  it("place a device: only the list of plans, exactly, and the device's answer comes back", async () => {
    mockApi({ uuid: DEVICE, mapId: 4 });
    const { result, invalidatedKeys } = renderQueryHook(useSetOnMap);
    const device = await act(() => result.current.mutateAsync({ placeId: PLACE, deviceUuid: DEVICE, body: { mapId: 4, mapX: 1, mapY: 2 } }));
    expect(device).toEqual({ uuid: DEVICE, mapId: 4 });
    expect(invalidatedKeys()).toEqual([mapKeys.list(PLACE)]);
  });
});
