import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { loraWorld } from './world.ts';

type Status = { status: string | null; noSignal: boolean };

// The LoRa list, the sensor on a device's LoRa tab and the devices list judge a sensor by one rule
// (@trapline/contracts/device-status): they never say online and no signal about the same sensor.
describe('device and sensor status: every list agrees', () => {
  const t = useApi();

  async function statuses(w: Awaited<ReturnType<typeof loraWorld>>) {
    const lora = await t.app.inject({ method: 'GET', url: `/api/lora/devices?name=Alpha`, headers: w.manager });
    expect(lora.statusCode, lora.body).toBe(200);
    const onTab = await t.app.inject({ method: 'GET', url: `/api/places/${w.place.uuid}/devices/${w.device.uuid}/lora-device`, headers: w.manager });
    expect(onTab.statusCode, onTab.body).toBe(200);
    const devices = await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/devices`, headers: w.manager });
    expect(devices.statusCode, devices.body).toBe(200);
    const pick = ({ status, noSignal }: Status) => ({ status, noSignal });
    const sensor = (lora.json().loraDevices as Array<Status & { devEui: string }>).find((s) => s.devEui === w.placed.devEui)!;
    const device = (devices.json().rows as Array<Status & { uuid: string }>).find((d) => d.uuid === w.device.uuid)!;
    return { lora: pick(sensor), tab: pick(onTab.json().loraDevice as Status), devices: pick(device) };
  }

  async function heard(w: Awaited<ReturnType<typeof loraWorld>>, minutesAgo: number, detect = false) {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    await t.db.loraDevice.update({ where: { id: w.placed.id }, data: { lastUplinkAt: at, detectedValue: detect, detectedAt: detect ? at : null } });
    await t.db.device.update({ where: { id: w.device.id }, data: { lastSignalAt: at, detect } });
  }

  it('says no signal everywhere for a sensor silent past the default 15 minutes, online everywhere when it was heard', async () => {
    const w = await loraWorld(t);
    await heard(w, 60);
    const silent = { status: 'no_signal', noSignal: true };
    expect(await statuses(w)).toEqual({ lora: silent, tab: silent, devices: silent });

    await heard(w, 2);
    const online = { status: 'online', noSignal: false };
    expect(await statuses(w)).toEqual({ lora: online, tab: online, devices: online });
  });

  it('shows the alarm and the no-signal warning together, and follows the place interval', async () => {
    const w = await loraWorld(t);
    await heard(w, 60, true);
    const both = { status: 'alert', noSignal: true };
    expect(await statuses(w)).toEqual({ lora: both, tab: both, devices: both });

    await t.db.place.update({ where: { id: w.place.id }, data: { radioErrorInterval: 120 } });
    const alert = { status: 'alert', noSignal: false };
    expect(await statuses(w)).toEqual({ lora: alert, tab: alert, devices: alert });
  });

  it('counts a sensor never heard as no signal', async () => {
    const w = await loraWorld(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/lora/devices?name=Gamma`, headers: w.manager });
    expect(res.json().loraDevices[0]).toMatchObject({ status: 'no_signal', noSignal: true, lastUplinkAt: null });
  });
});
