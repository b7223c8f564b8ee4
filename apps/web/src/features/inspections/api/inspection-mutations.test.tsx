import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { useAddRecord } from '@/features/inspections/api/add-record.ts';
import { useConnectInspections } from '@/features/inspections/api/connect-inspections.ts';
import { useUploadPhoto } from '@/features/inspections/api/upload-photo.ts';
import { inspectionKeys } from '@/shared/inspections/keys.ts';
import { limitKeys } from '@/shared/limits/keys.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const OTHER = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';
const SECOND = '2d9e8f7a-6b5c-4d4e-9f3a-2b3c4d5e6f7a';

afterEach(() => vi.unstubAllGlobals());

describe("the inspections' mutation hooks", () => {
  it("add a pest: the place's open inspection and its limit breaches are read again, not the lists nor another place's breaches", async () => {
    const calls = mockApi({ id: 9 });
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useAddRecord);
    const cached = [
      inspectionKeys.details(PLACE, '12'),
      inspectionKeys.list(PLACE, undefined, 1),
      inspectionKeys.recent(PLACE),
      limitKeys.breaches(PLACE),
      limitKeys.breaches(PLACE, SECOND),
      limitKeys.breaches(OTHER),
    ];
    for (const key of cached) queryClient.setQueryData(key, 'cached');
    await act(() =>
      result.current.mutateAsync({
        placeId: PLACE,
        inspectionId: 12,
        target: { inspectionDeviceId: 3 },
        kind: 'objects',
        body: { deviceTypeObjectId: 4, amount: 2, note: null },
      }),
    );
    expect(calls).toEqual([`POST /api/places/${PLACE}/inspections/12/devices/3/objects`]);
    expect(invalidatedKeys()).toEqual([inspectionKeys.screens(PLACE), limitKeys.breachLists(PLACE)]);
    const stale = cached.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([inspectionKeys.details(PLACE, '12'), limitKeys.breaches(PLACE), limitKeys.breaches(PLACE, SECOND)]);
  });

  it("add a photo: only the place's open inspection is read again", async () => {
    mockApi({ id: 1 });
    const { result, invalidatedKeys } = renderQueryHook(useUploadPhoto);
    await act(() =>
      result.current.mutateAsync({ placeId: PLACE, inspectionId: 12, inspectionDeviceId: 3, file: new File(['x'], 'trap.png', { type: 'image/png' }) }),
    );
    expect(invalidatedKeys()).toEqual([inspectionKeys.screens(PLACE)]);
  });

  it("connect two inspections: the second one's screen is dropped, the place's inspections are read again", async () => {
    const calls = mockApi({ inspection: {} });
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useConnectInspections);
    queryClient.setQueryData(inspectionKeys.one(PLACE, SECOND), 'cached');
    queryClient.setQueryData(inspectionKeys.details(PLACE, SECOND), 'cached');
    await act(() => result.current.mutateAsync({ placeId: PLACE, inspectionId: 12, second: { id: 13, uuid: SECOND } }));
    expect(calls).toEqual([`POST /api/places/${PLACE}/inspections/12/connect`]);
    expect(queryClient.getQueryData(inspectionKeys.one(PLACE, SECOND))).toBeUndefined();
    expect(queryClient.getQueryData(inspectionKeys.details(PLACE, SECOND))).toBeUndefined();
    expect(invalidatedKeys()).toEqual([inspectionKeys.all(PLACE)]);
  });
});
