import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { accountKeys } from '@/shared/account/keys.ts';
import { deviceKeys } from '@/shared/devices/keys.ts';
import { placeKeys } from '@/shared/places/keys.ts';
import { useClearAlert } from './clear-alert.ts';
import { useCreateDevices } from './create-devices.ts';
import { useDeleteDeviceRecord } from './delete-device-record.ts';
import { useSendRadioSetting } from './send-radio-setting.ts';

const PLACE = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const DEVICE = '2d9e8f7a-6b5c-4d4e-9f3a-2b3c4d5e6f7a';
const SENSOR = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';

afterEach(() => vi.unstubAllGlobals());

describe("the devices' mutation hooks", () => {
  it("create devices: the place's scope and the subscription's count are read again, no other place", async () => {
    const calls = mockApi({ uuid: DEVICE });
    const { result, invalidatedKeys } = renderQueryHook(useCreateDevices);
    await act(() => result.current.mutateAsync({ placeId: PLACE, body: { amountType: 'ONE', deviceTypeId: 1, uniqueId: 'A001' } as never }));
    expect(calls).toEqual([`POST /api/places/${PLACE}/devices`]);
    expect(invalidatedKeys()).toEqual([placeKeys.scope(PLACE), accountKeys.subscription]);
  });

  it("delete a device's image: only its images are read again, not the limit breaches", async () => {
    const calls = mockApi(null);
    const { result, invalidatedKeys } = renderQueryHook(useDeleteDeviceRecord);
    await act(() => result.current.mutateAsync({ deviceUuid: DEVICE, kind: 'images', id: 7 }));
    expect(calls).toEqual([`DELETE /api/v3/devices/${DEVICE}/images/7`]);
    expect(invalidatedKeys()).toEqual([deviceKeys.records(DEVICE, 'images')]);
  });

  it("delete a device's pest record: its pests and the limit breaches are read again", async () => {
    mockApi(null);
    const { result, invalidatedKeys } = renderQueryHook(useDeleteDeviceRecord);
    await act(() => result.current.mutateAsync({ deviceUuid: DEVICE, kind: 'objects', id: 7 }));
    const [records, breaches] = invalidatedKeys();
    expect(records).toEqual(deviceKeys.records(DEVICE, 'objects'));
    expect(breaches).toBeUndefined(); // the breaches are reached by a predicate, not a key
    expect(invalidatedKeys()).toHaveLength(2);
  });

  it("send a radio setting: only the place's radio history is read again", async () => {
    mockApi({ id: 1 });
    const { result, invalidatedKeys } = renderQueryHook(useSendRadioSetting);
    await act(() => result.current.mutateAsync({ placeId: PLACE, port: 10, data: '0F' }));
    expect(invalidatedKeys()).toEqual([deviceKeys.radioSettings(PLACE)]);
  });

  it("clear a sensor's alert from the device's tab: the device's sensor and the LoRa screens are read again", async () => {
    const calls = mockApi({ message: 'ok' });
    const { result, invalidatedKeys } = renderQueryHook(useClearAlert);
    await act(() => result.current.mutateAsync({ deviceUuid: DEVICE, sensorUuid: SENSOR }));
    expect(calls).toEqual([`POST /api/lora/devices/${SENSOR}/clear-alert`]);
    expect(invalidatedKeys()).toEqual([deviceKeys.sensor(DEVICE), deviceKeys.loraScreens]);
  });
});
