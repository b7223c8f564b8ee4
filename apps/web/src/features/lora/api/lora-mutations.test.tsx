import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderQueryHook } from '@/testing/query-hooks.tsx';
import { deviceKeys } from '@/shared/devices/keys.ts';
import { loraKeys } from '@/shared/lora/keys.ts';
import { useConfigureSensors } from './configure-sensor.ts';
import { useDeleteGateway } from './delete-gateway.ts';
import { useSendAlert } from './send-alert.ts';

const SENSOR = '0b7c6d5e-4f3a-4b2c-9d1e-0f1a2b3c4d5e';
const OTHER = '1c8d7e6f-5a4b-4c3d-8e2f-1a2b3c4d5e6f';
const PLACE = '2d9e8f7a-6b5c-4d4e-9f3a-2b3c4d5e6f7a';

afterEach(() => vi.unstubAllGlobals());

describe("the LoRa screens' mutation hooks", () => {
  it("send an alert: the sensor's own queries and the lists of sensors are read again, not the gateways", async () => {
    const calls = mockApi({ loraDevice: { uuid: SENSOR } });
    const { result, invalidatedKeys } = renderQueryHook(useSendAlert);
    await act(() => result.current.mutateAsync(SENSOR));
    expect(calls).toEqual([`POST /api/lora/devices/${SENSOR}/manual-set-detection`]);
    expect(invalidatedKeys()).toEqual([loraKeys.sensorLists, loraKeys.sensor(SENSOR)]);
  });

  it('configure sensors in bulk: one call each, then the lists and each sensor once', async () => {
    const calls = mockApi({});
    const saved: number[] = [];
    const { result, invalidatedKeys } = renderQueryHook(useConfigureSensors);
    const done = await act(() => result.current.mutateAsync({ uuids: [SENSOR, OTHER], dialog: 'device', values: {} as never, onSaved: (n) => saved.push(n) }));
    expect(done).toBe(2);
    expect(saved).toEqual([1, 2]);
    expect(calls).toEqual([`PUT /api/lora/devices/${SENSOR}/configuration/device`, `PUT /api/lora/devices/${OTHER}/configuration/device`]);
    expect(invalidatedKeys()).toEqual([loraKeys.sensorLists, loraKeys.sensor(SENSOR), loraKeys.sensor(OTHER)]);
  });

  it("delete a gateway: its page is dropped and the gateways' lists read again", async () => {
    mockApi(null);
    const { result, queryClient, invalidatedKeys } = renderQueryHook(useDeleteGateway);
    queryClient.setQueryData(loraKeys.gateway(OTHER), { uuid: OTHER });
    await act(() => result.current.mutateAsync(OTHER));
    expect(queryClient.getQueryData(loraKeys.gateway(OTHER))).toBeUndefined();
    expect(invalidatedKeys()).toEqual([loraKeys.gateways]);
  });

  it("keep the sensor form's radio devices among the place's lists of devices", () => {
    expect(loraKeys.radioDeviceChoices(PLACE).slice(0, deviceKeys.lists(PLACE).length)).toEqual([...deviceKeys.lists(PLACE)]);
  });
});
