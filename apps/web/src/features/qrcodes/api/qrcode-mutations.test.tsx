import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { deviceQuery } from '@/shared/devices/api/get-device.ts';
import { placeKeys } from '@/shared/places/keys.ts';
import { useAssignCode } from '@/features/qrcodes/api/assign-code.ts';
import { useSetDeviceNfc } from '@/features/qrcodes/api/set-device-nfc.ts';
import { qrCodeKeys } from '@/features/qrcodes/keys.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const DEVICE = '2d9e8f7a-6b5c-4d4e-9f3a-2b3c4d5e6f7a';

afterEach(() => vi.unstubAllGlobals());

describe("the QR codes' mutation hooks", () => {
  it("give a code to a device: the device's place and what the code stands for are read again", async () => {
    const calls = mockApi({ uuid: DEVICE });
    const { result, invalidatedKeys } = renderQueryHook(useAssignCode);
    await act(() => result.current.mutateAsync({ placeId: PLACE, deviceUuid: DEVICE, code: 'AB12CD' }));
    expect(calls).toEqual([`PATCH /api/places/${PLACE}/devices/${DEVICE}`]);
    expect(invalidatedKeys()).toEqual([placeKeys.scope(PLACE), qrCodeKeys.code('AB12CD')]);
  });

  it("take a device's NFC tag away: the saved device becomes its details, nothing is read again", async () => {
    const saved = { uuid: DEVICE, nfcId: null };
    mockApi(saved);
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useSetDeviceNfc);
    await act(() => result.current.mutateAsync({ placeId: PLACE, deviceUuid: DEVICE, nfcId: null }));
    expect(queryClient.getQueryData(deviceQuery(PLACE, DEVICE).queryKey)).toEqual(saved);
    expect(invalidatedKeys()).toEqual([]);
  });
});
