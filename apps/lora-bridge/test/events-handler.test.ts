import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { handleEvent, newCounters } from '../src/events-handler.ts';
import { encodeStatus, type SensorStatus } from '@trapline/lora-codec/uplink';

const log = pino({ level: 'silent' });
const APP = '0b7f3f6e-4a1c-4c38-9d2e-3f1f2f8c1a55';
const DEV_EUI = 'a1b2c3d4e5f60718';
const GATEWAY = 'aa555a0000000101';
const quiet: SensorStatus = { batteryLevel: 200, detectStatus: 0, detectedByAlgorithm: 0, detectionNumber: 0, detectionsCounter: 5, detectionsCounterNew: 0 };

let sequence = 0;
/** An `up` event as ChirpStack v4.1+ writes it (defaults present). */
function upEvent(status: SensorStatus, overrides: Record<string, unknown> = {}) {
  sequence++;
  return {
    deduplicationId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    time: new Date().toISOString(),
    deviceInfo: { tenantId: 't', tenantName: 'Trapline', applicationId: APP, applicationName: 'sensors', deviceProfileId: 'p', deviceProfileName: 'sensor', deviceName: 'S1', devEui: DEV_EUI, deviceClassEnabled: 'CLASS_A', tags: {} },
    devAddr: '01020304', adr: true, dr: 5, fCnt: sequence, fPort: 2, confirmed: false,
    data: Buffer.from(encodeStatus(status)).toString('base64'),
    rxInfo: [{ gatewayId: GATEWAY, uplinkId: 1, rssi: -70, snr: 9.5, channel: 0, rfChain: 0, context: 'AAAA', crcStatus: 'CRC_OK' }],
    txInfo: { frequency: 868100000, modulation: { lora: { bandwidth: 125000, spreadingFactor: 7, codeRate: 'CR_4_5' } } },
    regionConfigId: 'eu868',
    ...overrides,
  };
}

const topic = (event: string) => ({ applicationId: APP, devEui: DEV_EUI, event });
const buffer = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));

describe('LoRa events', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  let sensorId: number;
  let deviceId: number;
  let userId: number;

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 4 });
    const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
    const place = await db.place.create({ data: { name: 'Bakery', address: 'x', companyId: company.id } });
    const type = await db.deviceType.create({ data: { name: 'Sensor trap', isRadio: true } });
    deviceId = (await db.device.create({ data: { placeId: place.id, uniqueId: 'R1', deviceTypeId: type.id } })).id;
    sensorId = (await db.loraDevice.create({ data: { devEui: DEV_EUI.toUpperCase(), name: 'R1', companyId: company.id, placeId: place.id, deviceId } })).id;
    userId = (await db.user.create({ data: { email: 'tech@example.test', passwordHash: 'x', name: 'Piotr', surname: 'K', role: 'USER', companyId: company.id, notificationEmail: true } })).id;
    await db.placeUser.create({ data: { placeId: place.id, userId } });
  });
  afterAll(async () => {
    await db?.$disconnect();
    await drop?.();
  });

  it('stores an uplink once, updates the sensor and its gateway, and a detection raises one alert with a notification', async () => {
    const counters = newCounters();
    const first = upEvent(quiet);
    await handleEvent(db, topic('up'), buffer(first), log, counters);
    await handleEvent(db, topic('up'), buffer(first), log, counters);
    expect(counters).toMatchObject({ uplinks: 1, duplicates: 1, bad: 0 });
    expect(await db.loraUplink.count({ where: { loraDeviceId: sensorId } })).toBe(1);
    const sensor = await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } });
    expect(sensor).toMatchObject({ batteryLevel: 200, detectionsCounter: 5, detectedValue: false });
    expect((await db.device.findUniqueOrThrow({ where: { id: deviceId } })).lastSignalAt).not.toBeNull();
    expect(await db.loraGateway.findUnique({ where: { devEui: GATEWAY.toUpperCase() } })).toMatchObject({ lastSeenAt: expect.any(Date) });

    // The older form without defaults (no fCnt, no adr...) and a codec's decoded object.
    const detected = { ...quiet, detectStatus: 1, detectedByAlgorithm: 1, detectionNumber: 1, detectionsCounter: 6 };
    const { fCnt: _f, adr: _a, dr: _d, confirmed: _c, ...sparse } = upEvent(detected, { object: { Status: detected } });
    await handleEvent(db, topic('up'), buffer(sparse), log, counters);
    await handleEvent(db, topic('up'), buffer(upEvent({ ...detected, detectionNumber: 2 })), log, counters);
    expect(counters).toMatchObject({ uplinks: 3, alerts: 1 });
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({ detectedValue: true, detectionsCounter: 6 });
    expect((await db.device.findUniqueOrThrow({ where: { id: deviceId } })).detect).toBe(true);
    expect(await db.loraHistoryEvent.count({ where: { loraDeviceId: sensorId, type: 'ALERT' } })).toBe(1);
    expect(await db.notification.findMany({ where: { userId }, select: { notificationKey: true, title: true } })).toEqual([{ notificationKey: 'LORA_DEVICE_ALERT', title: 'Alarm: R1' }]);
    expect(await db.emailMessage.count({ where: { to: 'tech@example.test' } })).toBe(1);
  });

  it('counts and skips bad messages, changing nothing', async () => {
    const counters = newCounters();
    const before = await db.loraUplink.count();
    const sensorBefore = await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } });
    const bad = [
      '{not json',
      { ...upEvent(quiet), data: '###' },
      { ...upEvent(quiet), fPort: 99 },
      { ...upEvent(quiet), data: Buffer.from([1, 2, 3]).toString('base64') },
      { ...upEvent(quiet), deviceInfo: { devEui: 'nothex' } },
      { ...upEvent(quiet), time: 'yesterday' },
    ];
    for (const message of bad) await handleEvent(db, topic('up'), buffer(message), log, counters);
    expect(counters.bad).toBe(bad.length);
    expect(await db.loraUplink.count()).toBe(before);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toEqual(sensorBefore);
  });

  it('keeps uplinks of unknown DevEUIs for claiming and applies status events', async () => {
    const counters = newCounters();
    const stranger = upEvent(quiet, { deviceInfo: { devEui: '0000000000000bad', applicationId: APP } });
    await handleEvent(db, topic('up'), buffer(stranger), log, counters);
    await handleEvent(db, topic('up'), buffer(stranger), log, counters);
    expect(await db.loraUnclaimedUplink.count({ where: { devEui: '0000000000000BAD' } })).toBe(1);
    await handleEvent(db, topic('status'), buffer({ deduplicationId: 'x', time: new Date().toISOString(), deviceInfo: { devEui: DEV_EUI }, margin: 10, externalPowerSource: true, batteryLevelUnavailable: false, batteryLevel: 50 }), log, counters);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({ externalPower: true, batteryLevel: 127 });
    expect(counters).toMatchObject({ unclaimed: 1, statuses: 1 });
  });
});
