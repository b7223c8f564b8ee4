import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { handleEvent, newCounters } from '../src/events-handler.ts';
import { createIngest } from '../src/ingest.ts';
import { forgetOldUnclaimed, importClaimedUplinks } from '../src/claims.ts';
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
    deviceInfo: {
      tenantId: 't',
      tenantName: 'Trapline',
      applicationId: APP,
      applicationName: 'sensors',
      deviceProfileId: 'p',
      deviceProfileName: 'sensor',
      deviceName: 'S1',
      devEui: DEV_EUI,
      deviceClassEnabled: 'CLASS_A',
      tags: {},
    },
    devAddr: '01020304',
    adr: true,
    dr: 5,
    fCnt: sequence,
    fPort: 2,
    confirmed: false,
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
  let databaseUrl: string;
  let drop: () => Promise<void>;
  let sensorId: number;
  let deviceId: number;
  let userId: number;
  let placeId: number;

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    databaseUrl = database.url;
    db = createPrisma(database.url, { poolSize: 4 });
    const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
    const place = await db.place.create({ data: { name: 'Bakery', address: 'x', companyId: company.id } });
    placeId = place.id;
    const type = await db.deviceType.create({ data: { name: 'Sensor trap', isRadio: true } });
    deviceId = (await db.device.create({ data: { placeId: place.id, uniqueId: 'R1', deviceTypeId: type.id } })).id;
    sensorId = (await db.loraDevice.create({ data: { devEui: DEV_EUI.toUpperCase(), name: 'R1', companyId: company.id, placeId: place.id, deviceId } })).id;
    userId = (
      await db.user.create({
        data: { email: 'tech@example.test', passwordHash: 'x', name: 'Piotr', surname: 'K', role: 'USER', companyId: company.id, notificationEmail: true },
      })
    ).id;
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
    expect(sensor).toMatchObject({
      batteryLevel: 200,
      detectionsCounter: 5,
      detectedValue: false,
      lastUplinkAt: new Date(first.time),
      chirpstackApplicationId: APP,
    });
    expect(await db.loraUplink.findUniqueOrThrow({ where: { deduplicationId: first.deduplicationId } })).toMatchObject({
      receivedAt: new Date(first.time),
      fCnt: BigInt(first.fCnt),
      fPort: 2,
      rssi: -70,
      snr: 9.5,
      gatewayId: GATEWAY.toUpperCase(),
      rawData: new Uint8Array(Buffer.from(first.data, 'base64')),
    });
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
    expect(await db.notification.findMany({ where: { userId }, select: { notificationKey: true, title: true } })).toEqual([
      { notificationKey: 'LORA_DEVICE_ALERT', title: 'Alarm: R1 – Bakery' },
    ]);
    expect(await db.emailMessage.count({ where: { to: 'tech@example.test' } })).toBe(1);
  });

  it('counts and skips bad messages, changing nothing', async () => {
    const counters = newCounters();
    const before = await db.loraUplink.count();
    const sensorBefore = await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } });
    const bad = [
      '{not json',
      { ...upEvent(quiet), data: '###' },
      { ...upEvent(quiet), fPort: 256 },
      { ...upEvent(quiet), fCnt: 4_294_967_296 },
      { ...upEvent(quiet), deviceInfo: { devEui: 'nothex' } },
      { ...upEvent(quiet), time: 'yesterday' },
    ];
    for (const message of bad) await handleEvent(db, topic('up'), buffer(message), log, counters);
    expect(counters.bad).toBe(bad.length);
    expect(await db.loraUplink.count()).toBe(before);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toEqual(sensorBefore);
  });

  it("stores an uplink the codec cannot read raw, as a sign of life that moves no state; a stranger's is kept unclaimed", async () => {
    // After every uplink the earlier tests stored (at the time they ran): an older one would rightly move nothing.
    const base = Math.ceil(Date.now() / 1000) * 1000 + 3600_000;
    const t = (seconds: number) => new Date(base + seconds * 1000).toISOString();
    await handleEvent(db, topic('up'), buffer(upEvent({ ...quiet, batteryLevel: 190, detectionsCounter: 11 }, { time: t(0) })), log, newCounters());
    const counters = newCounters();
    const macOnly = upEvent(quiet, { time: t(10), fPort: 0, data: Buffer.from([0x06, 0xfe, 0x1f]).toString('base64') });
    const { data: _data, ...empty } = upEvent(quiet, { time: t(20), fPort: 0 });
    const otherPort = upEvent(quiet, { time: t(30), fPort: 99, data: Buffer.from([0xde, 0xad]).toString('base64') });
    const truncated = upEvent(quiet, { time: t(40), data: Buffer.from([1, 2, 3]).toString('base64') });
    for (const event of [macOnly, empty, otherPort, truncated]) await handleEvent(db, topic('up'), buffer(event), log, counters);
    expect(counters).toMatchObject({ uplinks: 4, bad: 0 });
    const stored = async (deduplicationId: string) =>
      db.loraUplink.findUniqueOrThrow({ where: { deduplicationId }, select: { fPort: true, rawData: true, data: true, rssi: true, gatewayId: true } });
    expect(await stored(macOnly.deduplicationId)).toEqual({
      fPort: 0,
      rawData: new Uint8Array([0x06, 0xfe, 0x1f]),
      data: { undecoded: 'mac_only' },
      rssi: -70,
      gatewayId: GATEWAY.toUpperCase(),
    });
    expect(await stored(empty.deduplicationId)).toMatchObject({ fPort: 0, rawData: new Uint8Array([]), data: { undecoded: 'mac_only' } });
    expect(await stored(otherPort.deduplicationId)).toMatchObject({ fPort: 99, rawData: new Uint8Array([0xde, 0xad]), data: { undecoded: 'unknown_port' } });
    expect(await stored(truncated.deduplicationId)).toMatchObject({ fPort: 2, data: { undecoded: 'invalid_payload' } });
    // Signs of life: the times move (and a silence ends); the battery, counters and status stay.
    const sensor = await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } });
    expect(sensor).toMatchObject({ lastUplinkAt: new Date(t(40)), batteryLevel: 190, detectionsCounter: 11, noSignalNotifiedAt: null });
    expect(sensor.lastUplinkData).toMatchObject({ Status: { batteryLevel: 190, detectionsCounter: 11 } });
    expect((await db.device.findUniqueOrThrow({ where: { id: deviceId } })).lastSignalAt).toEqual(new Date(t(40)));

    const stranger = upEvent(quiet, { fPort: 0, data: '', deviceInfo: { devEui: '0000000000000a0a', applicationId: APP } });
    await handleEvent(db, topic('up'), buffer(stranger), log, counters);
    expect(await db.loraUnclaimedUplink.count({ where: { devEui: '0000000000000A0A' } })).toBe(1);
    expect(counters).toMatchObject({ unclaimed: 1, bad: 0 });
  });

  it('stores 32-bit frame counters and upper-case gateway ids; a late status event never overwrites a newer battery', async () => {
    const counters = newCounters();
    const high = upEvent(quiet, { fCnt: 4_294_967_295 });
    await handleEvent(db, topic('up'), buffer(high), log, counters);
    expect(counters).toMatchObject({ uplinks: 1, bad: 0 });
    expect(await db.loraUplink.findUniqueOrThrow({ where: { deduplicationId: high.deduplicationId } })).toMatchObject({
      fCnt: 4_294_967_295n,
      gatewayId: GATEWAY.toUpperCase(),
    });

    // Later than everything stored before, whenever the test runs (the previous test's uplinks are an hour ahead).
    const later = Math.ceil(Date.now() / 1000) * 1000 + 2 * 3600_000;
    const t = (seconds: number) => new Date(later + seconds * 1000).toISOString();
    const status = (time: string, batteryLevel: number, externalPowerSource: boolean) =>
      buffer({ deduplicationId: 'x', time, deviceInfo: { devEui: DEV_EUI }, margin: 10, externalPowerSource, batteryLevelUnavailable: false, batteryLevel });
    await handleEvent(db, topic('status'), status(t(20), 50, true), log, counters);
    await handleEvent(db, topic('status'), status(t(10), 100, false), log, counters);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({
      batteryLevel: 127,
      externalPower: true,
      batteryAt: new Date(t(20)),
    });
    // Nor does an uplink older than the status event; a newer one does.
    await handleEvent(db, topic('up'), buffer(upEvent({ ...quiet, batteryLevel: 30 }, { time: t(15) })), log, counters);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({ batteryLevel: 127 });
    await handleEvent(db, topic('up'), buffer(upEvent({ ...quiet, batteryLevel: 40 }, { time: t(30) })), log, counters);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({ batteryLevel: 40, batteryAt: new Date(t(30)) });
    await handleEvent(db, topic('status'), status(t(25), 100, false), log, counters);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({ batteryLevel: 40, externalPower: true });
    // The times above are in the future of the tests that follow.
    await db.loraDevice.update({ where: { id: sensorId }, data: { lastUplinkAt: null, batteryAt: null } });
  });

  it('keeps uplinks of unknown DevEUIs for claiming and applies status events', async () => {
    const counters = newCounters();
    const stranger = upEvent(quiet, { deviceInfo: { devEui: '0000000000000bad', applicationId: APP } });
    await handleEvent(db, topic('up'), buffer(stranger), log, counters);
    await handleEvent(db, topic('up'), buffer(stranger), log, counters);
    expect(await db.loraUnclaimedUplink.count({ where: { devEui: '0000000000000BAD' } })).toBe(1);
    await handleEvent(
      db,
      topic('status'),
      buffer({
        deduplicationId: 'x',
        time: new Date().toISOString(),
        deviceInfo: { devEui: DEV_EUI },
        margin: 10,
        externalPowerSource: true,
        batteryLevelUnavailable: false,
        batteryLevel: 50,
      }),
      log,
      counters,
    );
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({ externalPower: true, batteryLevel: 127 });
    expect(counters).toMatchObject({ unclaimed: 1, statuses: 1 });
  });

  it('writes a burst of uplinks as one batch with the same outcome as one by one', async () => {
    // A second sensor without a device, and the first one out of alert again.
    const other = await db.loraDevice.create({ data: { devEui: 'A1B2C3D4E5F60719', name: 'R2' } });
    // The earlier tests' uplinks are newer than this burst's (fixed) times: start from no uplink.
    await db.loraDevice.update({ where: { id: sensorId }, data: { detectedValue: false, detectedAt: null, lastUplinkAt: null, batteryAt: null } });
    await db.device.update({ where: { id: deviceId }, data: { lastSignalAt: null } });
    await db.notification.deleteMany({});
    const counters = newCounters();
    const ingest = createIngest({ db, log, counters });
    const t = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, seconds)).toISOString();
    const otherTopic = { applicationId: APP, devEui: 'a1b2c3d4e5f60719', event: 'up' };
    const forOther = (status: SensorStatus, time: string) => upEvent(status, { time, deviceInfo: { devEui: 'a1b2c3d4e5f60719', applicationId: APP } });
    const detection = { ...quiet, detectStatus: 1, detectedByAlgorithm: 2, detectionNumber: 1 };
    const firstDetection = upEvent({ ...detection, detectionsCounter: 40 }, { time: t(10) });
    const events: Array<[typeof otherTopic, unknown]> = [
      // Out of order: the latest (t 30) sets the state, the earliest detection (t 10) the alert.
      [topic('up'), upEvent({ ...quiet, detectionsCounter: 42, batteryLevel: 180 }, { time: t(30) })],
      [topic('up'), upEvent({ ...detection, detectionsCounter: 41 }, { time: t(20) })],
      [topic('up'), firstDetection],
      [topic('up'), firstDetection],
      [topic('up'), '{broken'],
      [otherTopic, forOther({ ...quiet, detectionsCounter: 7 }, t(5))],
      [topic('up'), upEvent(quiet, { deviceInfo: { devEui: '0000000000000bee', applicationId: APP } })],
    ];
    await Promise.all(events.map(([where, body]) => ingest.onEvent(where, buffer(body))));
    expect(counters).toMatchObject({ uplinks: 4, duplicates: 1, bad: 1, unclaimed: 1, alerts: 1 });
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({
      detectedValue: true,
      detectedAt: new Date(t(10)),
      lastUplinkAt: new Date(t(30)),
      detectionsCounter: 42,
      batteryLevel: 180,
    });
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({
      detectedValue: false,
      lastUplinkAt: new Date(t(5)),
      detectionsCounter: 7,
      chirpstackApplicationId: APP,
    });
    expect((await db.device.findUniqueOrThrow({ where: { id: deviceId } })).lastHistoryDetectionCounter).toBe(42);
    // One ALERT event more (the first test raised the other), for the earliest detection.
    const history = await db.loraHistoryEvent.findMany({ where: { loraDeviceId: sensorId, type: 'ALERT' }, orderBy: { id: 'asc' }, select: { data: true } });
    expect(history).toHaveLength(2);
    expect(history[1]!.data).toMatchObject({ deduplicationId: firstDetection.deduplicationId, detectedByAlgorithm: 2 });
    // The notification follows the batch's commit: wait for it rather than for the clock.
    await ingest.idle();
    expect(await db.notification.count({ where: { userId, notificationKey: 'LORA_DEVICE_ALERT' } })).toBe(1);

    // The same burst again: nothing new, no second alert.
    const again = newCounters();
    const replay = createIngest({ db, log, counters: again });
    await Promise.all(events.map(([where, body]) => replay.onEvent(where, buffer(body))));
    expect(again).toMatchObject({ uplinks: 0, duplicates: 5, alerts: 0 });
    expect(await db.notification.count({ where: { userId } })).toBe(1);
  });

  it('an uplink older than the last one stored, in a later batch, never moves the sensor back', async () => {
    const t = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 13, 0, seconds)).toISOString();
    await db.loraDevice.update({ where: { id: sensorId }, data: { lastUplinkAt: null, batteryAt: null } });
    await db.device.update({ where: { id: deviceId }, data: { lastSignalAt: null } });
    await handleEvent(db, topic('up'), buffer(upEvent({ ...quiet, detectionsCounter: 90, batteryLevel: 170 }, { time: t(30) })), log, newCounters());
    const late = newCounters();
    await handleEvent(db, topic('up'), buffer(upEvent({ ...quiet, detectionsCounter: 80, batteryLevel: 250 }, { time: t(10) })), log, late);
    expect(late.uplinks).toBe(1);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensorId } })).toMatchObject({
      lastUplinkAt: new Date(t(30)),
      detectionsCounter: 90,
      batteryLevel: 170,
    });
    expect(await db.device.findUniqueOrThrow({ where: { id: deviceId } })).toMatchObject({ lastSignalAt: new Date(t(30)), lastHistoryDetectionCounter: 90 });
  });

  it("creates a new gateway at its first sensor's place and marks it seen again only once its time moved by more than 30 s", async () => {
    const gateway = 'AA555A0000000202';
    const t = (seconds: number) => new Date(Date.UTC(2026, 10, 21, 9, 0, seconds)).toISOString();
    const heardBy = (time: string) =>
      upEvent(quiet, {
        time,
        rxInfo: [
          { gatewayId: gateway.toLowerCase(), rssi: -90, snr: 2 },
          { gatewayId: 'not-an-eui', rssi: -50 },
        ],
      });
    const seen = async () => (await db.loraGateway.findUniqueOrThrow({ where: { devEui: gateway } })).lastSeenAt?.toISOString();

    await handleEvent(db, topic('up'), buffer(heardBy(t(0))), log, newCounters());
    expect(await db.loraGateway.findUniqueOrThrow({ where: { devEui: gateway } })).toMatchObject({ name: gateway, placeId, lastSeenAt: new Date(t(0)) });
    await handleEvent(db, topic('up'), buffer(heardBy(t(20))), log, newCounters());
    expect(await seen()).toBe(t(0));
    await handleEvent(db, topic('up'), buffer(heardBy(t(45))), log, newCounters());
    expect(await seen()).toBe(t(45));
    // An older uplink (a broker's replay) never moves it back.
    await db.loraGateway.update({ where: { devEui: gateway }, data: { lastSeenAt: new Date(t(500)) } });
    await handleEvent(db, topic('up'), buffer(heardBy(t(400))), log, newCounters());
    expect(await seen()).toBe(t(500));
  });

  it("imports the uplinks a DevEUI sent before it was registered as its sensor's history, raising no alert", async () => {
    const early = 'FFEEDDCCBBAA0001';
    const t = (seconds: number) => new Date(Date.UTC(2026, 10, 20, 8, 0, seconds)).toISOString();
    const sent = (status: SensorStatus, time: string) => buffer(upEvent(status, { time, deviceInfo: { devEui: early.toLowerCase(), applicationId: APP } }));
    const counters = newCounters();
    await handleEvent(db, topic('up'), sent(quiet, t(0)), log, counters);
    await handleEvent(
      db,
      topic('up'),
      sent({ ...quiet, detectStatus: 1, detectedByAlgorithm: 1, detectionNumber: 1, detectionsCounter: 6 }, t(10)),
      log,
      counters,
    );
    await handleEvent(db, topic('up'), sent({ ...quiet, detectionsCounter: 7, batteryLevel: 150 }, t(20)), log, counters);
    await db.loraUnclaimedUplink.create({
      data: { devEui: early, deduplicationId: 'not-an-event', payload: { deviceInfo: 'garbage' }, receivedAt: new Date(t(5)) },
    });
    expect(counters.unclaimed).toBe(3);
    // Nothing to import while the DevEUI is no sensor.
    expect(await importClaimedUplinks(db, log, newCounters())).toBe(0);
    expect(await db.loraUnclaimedUplink.count({ where: { devEui: early } })).toBe(4);

    const device = await db.device.create({
      data: { placeId, uniqueId: 'R9', deviceTypeId: (await db.device.findUniqueOrThrow({ where: { id: deviceId } })).deviceTypeId },
    });
    const sensor = await db.loraDevice.create({ data: { devEui: early, name: 'R9', placeId, deviceId: device.id } });
    const notificationsBefore = await db.notification.count();
    const imported = newCounters();
    expect(await importClaimedUplinks(db, log, imported)).toBe(3);
    expect(imported).toMatchObject({ uplinks: 3, alerts: 0 });
    expect(await db.loraUnclaimedUplink.count({ where: { devEui: early } })).toBe(0);
    expect(await db.loraUplink.count({ where: { loraDeviceId: sensor.id } })).toBe(3);
    expect(await db.loraDevice.findUniqueOrThrow({ where: { id: sensor.id } })).toMatchObject({
      lastUplinkAt: new Date(t(20)),
      batteryLevel: 150,
      detectionsCounter: 7,
      detectedValue: false,
      chirpstackApplicationId: APP,
    });
    expect((await db.device.findUniqueOrThrow({ where: { id: device.id } })).lastSignalAt).toEqual(new Date(t(20)));
    expect(await db.loraHistoryEvent.count({ where: { loraDeviceId: sensor.id, type: 'ALERT' } })).toBe(0);
    expect(await db.notification.count()).toBe(notificationsBefore);
    expect(await importClaimedUplinks(db, log, newCounters())).toBe(0);

    // Unclaimed uplinks nobody claims are forgotten after the retention, the recent ones kept.
    const now = new Date(Date.UTC(2026, 10, 23, 12));
    const neighbour = 'FFEEDDCCBBAA0002';
    await db.loraUnclaimedUplink.createMany({
      data: [40, 29].map((days) => ({
        devEui: neighbour,
        deduplicationId: `neighbour-${days}`,
        payload: {},
        receivedAt: new Date(now.getTime() - days * 86_400_000),
      })),
    });
    expect(await forgetOldUnclaimed(db, 30, now)).toBe(1);
    expect(await db.loraUnclaimedUplink.findMany({ where: { devEui: neighbour }, select: { deduplicationId: true } })).toEqual([
      { deduplicationId: 'neighbour-29' },
    ]);
  });

  it('raises one alert when two bridges store detections of one sensor at the same time', async () => {
    await db.loraDevice.update({ where: { id: sensorId }, data: { detectedValue: false } });
    await db.notification.deleteMany({});
    const alertsBefore = await db.loraHistoryEvent.count({ where: { loraDeviceId: sensorId, type: 'ALERT' } });
    const other = createPrisma(databaseUrl, { poolSize: 2 });
    try {
      const detection = { ...quiet, detectStatus: 1, detectedByAlgorithm: 4, detectionNumber: 1 };
      const a = newCounters();
      const b = newCounters();
      // Different detections (both new uplinks), one per replica, many times over.
      for (let round = 0; round < 5; round++) {
        await db.loraDevice.update({ where: { id: sensorId }, data: { detectedValue: false } });
        await Promise.all([
          handleEvent(db, topic('up'), buffer(upEvent(detection)), log, a),
          handleEvent(other, topic('up'), buffer(upEvent(detection)), log, b),
        ]);
      }
      expect(a.uplinks + b.uplinks).toBe(10);
      expect(a.alerts + b.alerts).toBe(5);
      expect(await db.loraHistoryEvent.count({ where: { loraDeviceId: sensorId, type: 'ALERT' } })).toBe(alertsBefore + 5);
      expect(await db.notification.count({ where: { userId } })).toBe(5);
    } finally {
      await other.$disconnect();
    }
  });
});
