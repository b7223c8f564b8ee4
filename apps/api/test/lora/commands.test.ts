import { createSqlPool } from '@trapline/db/client';
import { decodeDownlink } from '@trapline/lora-codec/downlink';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { loraWorld, type LoraWorld } from './world.ts';

describe('sensor configuration and commands queue downlinks', () => {
  const t = useApi();
  const notified: string[] = [];
  let listener: { release: () => void } | undefined;
  let pool: ReturnType<typeof createSqlPool> | undefined;
  beforeAll(async () => {
    pool = createSqlPool(t.config.DATABASE_URL, { poolSize: 1 });
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel === 'lora_downlink' && message.payload) notified.push(message.payload);
    });
    await client.query('LISTEN lora_downlink');
    listener = client;
  });
  afterAll(async () => {
    listener?.release();
    await pool?.end();
  });
  /** Whether the downlink's notice came, polling every 20 ms; the 10 s bound is only reached when it does not come. */
  const waitForNotice = async (uuid: string) => {
    for (const deadline = Date.now() + 10_000; !notified.includes(uuid) && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 20));
    return notified.includes(uuid);
  };

  const DEVICE = { pir: 1, reed1: 1, reed2: 0, ext1: 0, ext2: 1, reed1Inv: 1, reed2Inv: 0 };
  const CONNECTION = { confirmedStatusPeriod: 60, unconfirmedStatusPeriod: 3600, failedSendRetryPeriod: 10, failedSendRetry: 30 };
  const STHS = { sthsActiveAlgorithm: 3, sthsPresenceThreshold: 100, sthsPresenceHysteresis: 10000, sthsMotionThreshold: 1000, sthsMotionHysteresis: 10 };
  const put = (w: LoraWorld, headers: Record<string, string>, dialog: string, payload: unknown, uuid = w.placed.uuid) =>
    t.app.inject({ method: 'PUT', url: `/api/lora/devices/${uuid}/configuration/${dialog}`, headers, payload: payload as Record<string, unknown> });

  it('each dialog queues its bytes, keeps its values and records a CONFIGURATION event', async () => {
    const w = await loraWorld(t);
    for (const [dialog, values] of [
      ['device', DEVICE],
      ['connection', CONNECTION],
      ['sths_config', STHS],
    ] as const) {
      const res = await put(w, w.admin, dialog, values);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.downlink).toMatchObject({ kind: dialog, status: 'PENDING' });
      expect(body.configuration[dialog]).toEqual(values);
      const row = await t.db.loraDownlink.findUniqueOrThrow({ where: { uuid: body.downlink.uuid } });
      expect([row.loraDeviceId, row.status, row.fPort]).toEqual([w.placed.id, 'PENDING', body.downlink.fPort]);
      expect(decodeDownlink(row.fPort, row.data)).toEqual({ kind: dialog, ...values });
      expect(Buffer.from(row.data).toString('hex').toUpperCase()).toBe(body.downlink.data);
      expect(await waitForNotice(body.downlink.uuid)).toBe(true);
    }
    expect(decodeDownlink(20, Uint8Array.of(0b0110011))).toEqual({ kind: 'device', ...DEVICE });
    const history = await t.db.loraHistoryEvent.findMany({ where: { loraDeviceId: w.placed.id }, orderBy: { id: 'asc' }, select: { type: true, data: true } });
    expect(history.map((h) => [h.type, (h.data as { kind: string }).kind])).toEqual([
      ['CONFIGURATION', 'device'],
      ['CONFIGURATION', 'connection'],
      ['CONFIGURATION', 'sths_config'],
    ]);
    // The dialogs open with the values last sent.
    const details = (await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}`, headers: w.admin })).json();
    expect(details.loraDevice.configuration).toEqual({ device: DEVICE, connection: CONNECTION, sths_config: STHS });
    // Another sensor still has the defaults.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.spare.uuid}`, headers: w.admin })).json().loraDevice.configuration.connection
        .failedSendRetry,
    ).toBe(3);
  });

  it('refuses values out of the ranges, other roles and other companies, queueing nothing', async () => {
    const w = await loraWorld(t);
    const refused: Array<[string, unknown, string, string]> = [
      ['connection', { ...CONNECTION, confirmedStatusPeriod: 59 }, 'confirmedStatusPeriod', 'out_of_range_60_65535'],
      ['connection', { ...CONNECTION, unconfirmedStatusPeriod: 59 }, 'unconfirmedStatusPeriod', 'out_of_range_60_65535'],
      ['connection', { ...CONNECTION, failedSendRetryPeriod: 9 }, 'failedSendRetryPeriod', 'out_of_range_10_65535'],
      ['connection', { ...CONNECTION, failedSendRetry: 0 }, 'failedSendRetry', 'out_of_range_1_30'],
      ['connection', { ...CONNECTION, failedSendRetry: 31 }, 'failedSendRetry', 'out_of_range_1_30'],
      ['connection', { ...CONNECTION, confirmedStatusPeriod: 65536 }, 'confirmedStatusPeriod', 'out_of_range_60_65535'],
      ['connection', { ...CONNECTION, failedSendRetry: 2.5 }, 'failedSendRetry', 'integer'],
      ['connection', { ...CONNECTION, failedSendRetry: '3' }, 'failedSendRetry', ''],
      ['connection', { confirmedStatusPeriod: 60 }, 'unconfirmedStatusPeriod', ''],
      ['sths_config', { ...STHS, sthsActiveAlgorithm: 4 }, 'sthsActiveAlgorithm', 'out_of_range_1_3'],
      ['sths_config', { ...STHS, sthsPresenceThreshold: 99 }, 'sthsPresenceThreshold', 'out_of_range_100_1000'],
      ['sths_config', { ...STHS, sthsPresenceHysteresis: 10001 }, 'sthsPresenceHysteresis', 'out_of_range_10_10000'],
      ['sths_config', { ...STHS, sthsMotionThreshold: 1001 }, 'sthsMotionThreshold', 'out_of_range_100_1000'],
      ['sths_config', { ...STHS, sthsMotionHysteresis: 9 }, 'sthsMotionHysteresis', 'out_of_range_10_10000'],
      ['device', { ...DEVICE, pir: 2 }, 'pir', 'out_of_range_0_1'],
      ['device', { ...DEVICE, reed2Inv: -1 }, 'reed2Inv', 'out_of_range_0_1'],
      ['device', { ...DEVICE, ext1: undefined }, 'ext1', ''],
    ];
    for (const [dialog, payload, path, message] of refused) {
      const res = await put(w, w.admin, dialog, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
      const field = res.json().details.fields.find((f: { path: string }) => f.path === path);
      expect(field, JSON.stringify(res.json().details)).toBeDefined();
      if (message) expect(field.message).toBe(message);
    }
    const body = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/lora/devices/${w.placed.uuid}/configuration/device`,
        headers: { ...w.admin, 'content-type': 'application/json' },
        payload: '{"pir":',
      })
    ).json();
    expect(body.code).toBe('common/validation_failed');

    for (const [headers, status] of [
      [w.manager, 403],
      [w.controller, 403],
      [w.technician, 403],
      [w.otherManager, 404],
    ] as const) {
      expect((await put(w, headers, 'connection', CONNECTION)).statusCode).toBe(status);
      for (const command of ['clear-alert', 'update-legacy-device', 'update-legacy-healthcheck']) {
        expect((await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.old.uuid}/${command}`, headers })).statusCode, command).toBe(
          status === 404 ? 404 : 403,
        );
      }
    }
    for (const [dialog, values] of [
      ['device', DEVICE],
      ['connection', CONNECTION],
      ['sths_config', STHS],
    ] as const) {
      expect((await put(w, w.otherManager, dialog, values)).statusCode, dialog).toBe(404);
      expect((await put(w, w.manager, dialog, values, w.foreign.uuid)).statusCode, dialog).toBe(404);
      expect((await put(w, w.manager, dialog, values)).statusCode, dialog).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.foreign.uuid}/clear-alert`, headers: w.manager })).statusCode).toBe(404);
    expect(await t.db.loraDownlink.count({ where: { loraDeviceId: { in: [w.placed.id, w.old.id, w.foreign.id] } } })).toBe(0);
    expect(await t.db.loraHistoryEvent.count({ where: { loraDeviceId: { in: [w.placed.id, w.old.id, w.foreign.id] } } })).toBe(0);
    expect((await t.db.loraDevice.findUniqueOrThrow({ where: { id: w.placed.id } })).configuration).toEqual({});
  });

  it('clearing an alert resets the sensor and its device at once and queues the reset', async () => {
    const w = await loraWorld(t);
    await t.db.loraDevice.update({ where: { id: w.placed.id }, data: { detectedValue: true, detectedAt: new Date(), adminDetectedValue: true } });
    await t.db.device.update({ where: { id: w.device.id }, data: { detect: true } });
    const res = await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.placed.uuid}/clear-alert`, headers: w.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      downlink: { kind: 'clear_alert', fPort: 23, data: '01' },
      loraDevice: { detectedValue: false, adminDetectedValue: false },
    });
    expect((await t.db.device.findUniqueOrThrow({ where: { id: w.device.id } })).detect).toBe(false);
    expect((await t.db.loraHistoryEvent.findFirstOrThrow({ where: { loraDeviceId: w.placed.id } })).type).toBe('CLEAR_ALERT');
    expect(await waitForNotice(res.json().downlink.uuid)).toBe(true);
  });

  it('legacy commands go to old sensors only', async () => {
    const w = await loraWorld(t);
    const refused = await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.placed.uuid}/update-legacy-device`, headers: w.admin });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'lora/not_legacy_device']);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.placed.uuid}/update-legacy-healthcheck`, headers: w.admin, payload: { value: 60 } }))
        .statusCode,
    ).toBe(409);

    const legacy = await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.old.uuid}/update-legacy-device`, headers: w.admin });
    expect(legacy.json().downlink).toMatchObject({ kind: 'legacy_device', fPort: 24, data: '01' });
    const healthcheck = await t.app.inject({
      method: 'POST',
      url: `/api/lora/devices/${w.old.uuid}/update-legacy-healthcheck`,
      headers: w.admin,
      payload: { value: 60 },
    });
    expect(healthcheck.json().downlink).toMatchObject({ kind: 'legacy_healthcheck', fPort: 25, data: '003C' });
    const byDefault = await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.old.uuid}/update-legacy-healthcheck`, headers: w.admin });
    expect(byDefault.json().downlink.data).toBe('003C');
    for (const value of [0, 65536, 'x']) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.old.uuid}/update-legacy-healthcheck`, headers: w.admin, payload: { value } }))
          .statusCode,
      ).toBe(400);
    }
    const events = await t.db.loraHistoryEvent.findMany({ where: { loraDeviceId: w.old.id }, orderBy: { id: 'asc' }, select: { type: true, data: true } });
    expect(events.map((e) => [e.type, (e.data as { kind: string }).kind])).toEqual([
      ['CONFIGURATION', 'legacy_device'],
      ['CONFIGURATION', 'legacy_healthcheck'],
      ['CONFIGURATION', 'legacy_healthcheck'],
    ]);
    expect(await t.db.loraDownlink.count({ where: { loraDeviceId: w.old.id } })).toBe(3);
  });

  it('radio settings of a place and of a device queue a radio_setting downlink for each of their sensors', async () => {
    const w = await loraWorld(t);
    const placeSetting = await t.app.inject({
      method: 'POST',
      url: `/places/${w.place.uuid}/radio-settings`,
      headers: w.manager,
      payload: { data: '0e', port: 4 },
    });
    expect(placeSetting.statusCode, placeSetting.body).toBe(201);
    expect(placeSetting.json().status).toBe('pending');
    const queued = await t.db.loraDownlink.findMany({ where: { radioSettingId: placeSetting.json().id }, orderBy: { loraDeviceId: 'asc' } });
    // The place's sensor on its device and the old sensor placed in it; not the company's spare, not the foreign one.
    expect(queued.map((d) => d.loraDeviceId)).toEqual([w.placed.id, w.old.id].sort((a, b) => a - b));
    for (const downlink of queued) {
      expect([downlink.kind, downlink.fPort, downlink.status, [...downlink.data]]).toEqual(['radio_setting', 4, 'PENDING', [14]]);
      expect(await waitForNotice(downlink.uuid)).toBe(true);
    }

    const deviceSetting = await t.app.inject({
      method: 'POST',
      url: `/devices/${w.device.uuid}/radio-setting`,
      headers: w.manager,
      payload: { data: '03', port: 8 },
    });
    expect(deviceSetting.statusCode, deviceSetting.body).toBe(201);
    const forDevice = await t.db.loraDownlink.findMany({ where: { radioSettingId: deviceSetting.json().id } });
    expect(forDevice.map((d) => [d.loraDeviceId, d.fPort, [...d.data]])).toEqual([[w.placed.id, 8, [3]]]);

    // A refused setting queues nothing.
    const before = await t.db.loraDownlink.count();
    expect(
      (await t.app.inject({ method: 'POST', url: `/places/${w.place.uuid}/radio-settings`, headers: w.manager, payload: { data: '0F', port: 4 } })).statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/places/${w.place.uuid}/radio-settings`, headers: w.otherManager, payload: { data: '0E', port: 4 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/devices/${w.device.uuid}/radio-setting`, headers: w.technician, payload: { data: '0E', port: 4 } }))
        .statusCode,
    ).toBe(403);
    expect(await t.db.loraDownlink.count()).toBe(before);
  });
});
