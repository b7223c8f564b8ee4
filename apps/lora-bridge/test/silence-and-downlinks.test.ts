import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { handleEvent, newCounters } from '../src/events-handler.ts';
import { flagSilentSensors } from '../src/silence.ts';

const log = pino({ level: 'silent' });
const APP = '0b7f3f6e-4a1c-4c38-9d2e-3f1f2f8c1a55';

describe('silent sensors and downlink fates', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  let placeId: number;
  let userId: number;
  let clientUserId: number;

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 4 });
    const company = await db.company.create({ data: { name: 'Pest', email: 'p@example.test', address: 'x' } });
    placeId = (await db.place.create({ data: { name: 'Dairy', address: 'x', companyId: company.id, radioErrorInterval: 30 } })).id;
    userId = (await db.user.create({ data: { email: 'u@example.test', passwordHash: 'x', name: 'Ewa', surname: 'L', role: 'USER', companyId: company.id } }))
      .id;
    await db.placeUser.create({ data: { placeId, userId } });
    const client = await db.company.create({ data: { name: 'Dairy Ltd', email: 'd@example.test', address: 'x', parentCompanyId: company.id } });
    clientUserId = (
      await db.user.create({ data: { email: 'c@example.test', passwordHash: 'x', name: 'Ola', surname: 'K', role: 'CLIENT', companyId: client.id } })
    ).id;
    await db.placeUser.create({ data: { placeId, userId: clientUserId } });
  });
  afterAll(async () => {
    await db?.$disconnect();
    await drop?.();
  });

  it("flags a sensor silent for longer than its place's interval once per silence, and an uplink clears it", async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    const quiet = await db.loraDevice.create({ data: { devEui: '00000000000000A1', name: 'A1', placeId, lastUplinkAt: minutesAgo(45) } });
    await db.loraDevice.create({ data: { devEui: '00000000000000A2', name: 'A2', placeId, lastUplinkAt: minutesAgo(20) } });
    await db.loraDevice.create({ data: { devEui: '00000000000000A3', name: 'A3', placeId } });

    expect(await flagSilentSensors(db, now)).toBe(1);
    expect(await flagSilentSensors(db, now)).toBe(0);
    expect(await db.loraHistoryEvent.count({ where: { loraDeviceId: quiet.id, type: 'NO_SIGNAL' } })).toBe(1);
    expect(await db.notification.findMany({ where: { userId }, select: { notificationKey: true } })).toEqual([{ notificationKey: 'LORA_DEVICE_NO_SIGNAL' }]);
    // Written from the template in the reader's language (Polish by default) and zone (Warsaw), naming the place; its parameters kept.
    const [note] = await db.notification.findMany({
      where: { userId },
      select: { title: true, body: true, metadata: true, place: { select: { name: true } } },
    });
    expect(note!.title).toBe(`Brak sygnału: A1 – ${note!.place!.name}`);
    expect(note!.body).toContain('22.11.2026, 12:15');
    expect(note!.metadata).toMatchObject({ params: { device: 'A1', devEui: '00000000000000A1', lastUplinkAt: minutesAgo(45).toISOString() } });
    // "No signal" is for the provider's staff: the client's user of the place is not told.
    expect(await db.notification.count({ where: { userId: clientUserId } })).toBe(0);

    const up = {
      deduplicationId: 'dedup-a1',
      time: now.toISOString(),
      deviceInfo: { devEui: '00000000000000a1', applicationId: APP },
      fPort: 2,
      data: Buffer.from([200, 0, 0, 0, 1, 0, 0]).toString('base64'),
    };
    await handleEvent(db, { applicationId: APP, devEui: '00000000000000a1', event: 'up' }, Buffer.from(JSON.stringify(up)), log, newCounters());
    expect((await db.loraDevice.findUniqueOrThrow({ where: { id: quiet.id } })).noSignalNotifiedAt).toBeNull();
  });

  it('settles downlinks from txack, ack and log events by our id; radio settings become set on delivery', async () => {
    const sensor = await db.loraDevice.create({ data: { devEui: '00000000000000B1', name: 'B1', placeId } });
    const setting = await db.radioSetting.create({ data: { placeId, type: 'power', port: 4, value: '0A' } });
    const sent = await db.loraDownlink.create({
      data: { loraDeviceId: sensor.id, kind: 'radio_setting', fPort: 4, data: Buffer.from([10]), radioSettingId: setting.id },
    });
    const lost = await db.loraDownlink.create({ data: { loraDeviceId: sensor.id, kind: 'clear_alert', fPort: 5, data: Buffer.from([1]) } });
    const topic = (event: string) => ({ applicationId: APP, devEui: '00000000000000b1', event });
    const send = (event: string, body: unknown) => handleEvent(db, topic(event), Buffer.from(JSON.stringify(body)), log, counters);
    const counters = newCounters();

    await send('txack', {
      downlinkId: 1,
      time: '2026-11-22T12:00:01Z',
      deviceInfo: { devEui: '00000000000000b1' },
      queueItemId: sent.uuid,
      fCntDown: 3,
      gatewayId: 'aa555a0000000101',
    });
    expect(await db.loraDownlink.findUniqueOrThrow({ where: { id: sent.id } })).toMatchObject({ status: 'SENT', sentAt: new Date('2026-11-22T12:00:01Z') });
    // Sent is not received: the confirmed setting is set by the device's acknowledgement.
    expect((await db.radioSetting.findUniqueOrThrow({ where: { id: setting.id } })).receivedAt).toBeNull();
    await send('ack', {
      deduplicationId: 'x',
      time: '2026-11-22T12:00:05Z',
      deviceInfo: { devEui: '00000000000000b1' },
      queueItemId: sent.uuid,
      acknowledged: true,
      fCntDown: 3,
    });
    expect((await db.loraDownlink.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('ACKNOWLEDGED');
    expect((await db.radioSetting.findUniqueOrThrow({ where: { id: setting.id } })).receivedAt).toEqual(new Date('2026-11-22T12:00:05Z'));
    // A late txack leaves a final state alone.
    await send('txack', { queueItemId: sent.uuid, time: '2026-11-22T12:00:09Z' });
    expect((await db.loraDownlink.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe('ACKNOWLEDGED');

    await send('log', {
      time: '2026-11-22T12:01:00Z',
      deviceInfo: { devEui: '00000000000000b1' },
      level: 'ERROR',
      code: 'EXPIRED',
      description: 'queue item expired',
      context: { queue_item_id: lost.uuid },
    });
    expect(await db.loraDownlink.findUniqueOrThrow({ where: { id: lost.id } })).toMatchObject({ status: 'FAILED', error: 'EXPIRED: queue item expired' });
    await send('log', { level: 'INFO', code: 'UPLINK_CODEC', description: 'fine', context: {} });
    await send('ack', { queueItemId: 'not-ours' });
    expect(counters).toMatchObject({ downlinks: 3, bad: 0 });
  });
});
