// Uplinks stored in batches: a few statements per batch, however many uplinks it holds, so the
// bridge keeps up with thousands a second. Storing is idempotent on ChirpStack's
// deduplicationId (ON CONFLICT DO NOTHING; only what was really inserted moves a sensor), and
// which detections raise a new alert is decided by the database under a row lock, so two
// bridge replicas never alert twice. Notifications go out right after the commit, before the
// gateways' bookkeeping: an alert has a 1 s budget from the broker to the user.
import { notifyUsers } from '@trapline/notifications/notify';
import type { DbClient } from '@trapline/db/client';
import type { SensorStatus } from '@trapline/lora-codec/uplink';
import type { Logger } from 'pino';
import type { UplinkEvent } from './events.ts';
import type { EventCounters, EventOptions } from './events-handler.ts';

/** An uplink event that parsed and decoded. */
export interface ParsedUplink {
  event: UplinkEvent;
  /** Upper-case hex, as sensors are stored. */
  devEui: string;
  applicationId: string;
  receivedAt: Date;
  status: SensorStatus;
}

const iso = (at: Date) => at.toISOString();

/**
 * A column of numbers or of strings that cannot hold a comma (hex, base64, our ISO times), sent
 * as one comma-separated string and split by the database (string_to_array, '' for null):
 * several times cheaper than an array parameter, whose every element the driver escapes.
 */
const joined = (values: Array<string | number | null>) => values.map((value) => (value === null ? '' : String(value))).join(',');
const HEX_EUI = /^[0-9a-fA-F]{16}$/;

/** The gateway that heard the uplink best. */
const bestGateway = (event: UplinkEvent) => [...(event.rxInfo ?? [])].sort((a, b) => (b.rssi ?? -999) - (a.rssi ?? -999))[0];

/** Stores a batch and waits for what follows the commit (notifications, gateways) too. */
export async function storeUplinks(db: DbClient, uplinks: ParsedUplink[], log: Logger, counters: EventCounters, hooks: EventOptions = {}): Promise<void> {
  const { followUp } = await commitUplinks(db, uplinks, log, counters, hooks);
  await followUp;
}

/**
 * Stores a batch; resolves once it is committed, with the work that follows the commit
 * (notifying the place's users of new alerts, marking gateways seen) still running as followUp,
 * so the next batch need not wait for it.
 */
export async function commitUplinks(db: DbClient, uplinks: ParsedUplink[], log: Logger, counters: EventCounters, hooks: EventOptions = {}): Promise<{ followUp: Promise<void> }> {
  const nothing = { followUp: Promise.resolve() };
  // The same event twice in one batch (a redelivery) is stored once.
  const unique = new Map<string, ParsedUplink>();
  for (const uplink of uplinks) {
    if (unique.has(uplink.event.deduplicationId)) counters.duplicates++;
    else unique.set(uplink.event.deduplicationId, uplink);
  }
  const batch = [...unique.values()];
  if (batch.length === 0) return nothing;

  // One statement each, whatever the batch size; columns travel as columns (a fraction of the
  // bytes of a row per object) and the stored JSON is built by the database.
  const sensors = await db.$queryRaw<Array<{ id: number; devEui: string; name: string; placeId: number | null; deviceId: number | null; chirpstackApplicationId: string | null; devicePlaceId: number | null; uniqueId: string | null }>>`
    SELECT s.id, s."devEui", s.name, s."placeId", s."deviceId", s."chirpstackApplicationId", d."placeId" AS "devicePlaceId", d."uniqueId"
    FROM lora_devices s LEFT JOIN devices d ON d.id = s."deviceId"
    WHERE s."devEui" = ANY(string_to_array(${joined([...new Set(batch.map((u) => u.devEui))])}, ','))`;
  const sensorOf = new Map(sensors.map((sensor) => [sensor.devEui, sensor]));

  const strangers = batch.filter((u) => !sensorOf.has(u.devEui));
  if (strangers.length) {
    const stored = await db.loraUnclaimedUplink.createMany({
      data: strangers.map((u) => ({ devEui: u.devEui, deduplicationId: u.event.deduplicationId, applicationId: u.applicationId, payload: u.event as object, receivedAt: u.receivedAt })),
      skipDuplicates: true,
    });
    counters.unclaimed += stored.count;
  }
  const claimed = batch.filter((u) => sensorOf.has(u.devEui));
  if (claimed.length === 0) return nothing;

  const now = iso(new Date());
  const column = (read: (u: ParsedUplink) => string | number | null) => joined(claimed.map(read));
  const gatewayOf = new Map(claimed.map((u) => [u, bestGateway(u.event)]));
  const { stored, alerts } = await db.$transaction(async (tx) => {
    const inserted = await tx.$queryRaw<Array<{ deduplicationId: string }>>`
      INSERT INTO lora_uplinks (uuid, "loraDeviceId", "deduplicationId", "fCnt", "fPort", "rawData", data, rssi, snr, "gatewayId", "receivedAt", "createdAt")
      SELECT gen_random_uuid(), r.sensor, r.dedup, r.fcnt, r.fport, coalesce(decode(r.raw, 'base64'), ''::bytea),
        jsonb_build_object('Status', jsonb_build_object('batteryLevel', r.battery, 'detectStatus', r.detect, 'detectedByAlgorithm', r.algorithm, 'detectionNumber', r.number, 'detectionsCounter', r.counter, 'detectionsCounterNew', r.fresh)),
        r.rssi, r.snr, r.gateway, r.at, ${now}::timestamp(3)
      FROM unnest(
        string_to_array(${column((u) => sensorOf.get(u.devEui)!.id)}, ',', '')::int[],
        -- Deduplication ids are whatever ChirpStack sent: a real array, escaped element by element.
        ${claimed.map((u) => u.event.deduplicationId)}::text[],
        string_to_array(${column((u) => u.event.fCnt ?? 0)}, ',', '')::int[], string_to_array(${column((u) => u.event.fPort ?? 0)}, ',', '')::int[],
        string_to_array(${column((u) => u.event.data ?? null)}, ',', ''), string_to_array(${column((u) => gatewayOf.get(u)?.rssi ?? null)}, ',', '')::int[],
        string_to_array(${column((u) => gatewayOf.get(u)?.snr ?? null)}, ',', '')::float8[],
        string_to_array(${column((u) => { const id = gatewayOf.get(u)?.gatewayId; return id && HEX_EUI.test(id) ? id : null; })}, ',', ''),
        string_to_array(${column((u) => iso(u.receivedAt))}, ',', '')::timestamp(3)[],
        string_to_array(${column((u) => u.status.batteryLevel)}, ',', '')::int[], string_to_array(${column((u) => u.status.detectStatus)}, ',', '')::int[],
        string_to_array(${column((u) => u.status.detectedByAlgorithm)}, ',', '')::int[], string_to_array(${column((u) => u.status.detectionNumber)}, ',', '')::int[],
        string_to_array(${column((u) => u.status.detectionsCounter)}, ',', '')::int[], string_to_array(${column((u) => u.status.detectionsCounterNew)}, ',', '')::int[]
      ) AS r(sensor, dedup, fcnt, fport, raw, rssi, snr, gateway, at, battery, detect, algorithm, number, counter, fresh)
      ON CONFLICT ("deduplicationId") DO NOTHING
      RETURNING "deduplicationId"`;
    const fresh = new Set(inserted.map((row) => row.deduplicationId));
    const stored = claimed.filter((u) => fresh.has(u.event.deduplicationId));
    if (stored.length === 0) return { stored, alerts: [] };

    // Per sensor: its latest uplink sets the state; its first detection, if any, the alert.
    const perSensor = new Map<number, { latest: ParsedUplink; detection?: ParsedUplink }>();
    for (const uplink of stored) {
      const id = sensorOf.get(uplink.devEui)!.id;
      const entry = perSensor.get(id) ?? { latest: uplink };
      if (uplink.receivedAt >= entry.latest.receivedAt) entry.latest = uplink;
      if (uplink.status.detectStatus === 1 && (!entry.detection || uplink.receivedAt < entry.detection.receivedAt)) entry.detection = uplink;
      perSensor.set(id, entry);
    }
    const ids = [...perSensor.keys()];
    const each = (read: (entry: { latest: ParsedUplink; detection?: ParsedUplink }) => string | number | null) => joined(ids.map((id) => read(perSensor.get(id)!)));
    // The rows are locked first, in id order: prev is each sensor's state as this transaction
    // owns it, so "not in alert yet" is decided by the database and two replicas never both
    // raise one alert. NO KEY UPDATE, as the UPDATE itself takes: it does not wait for the key
    // share locks the uplinks' foreign keys hold, so two replicas cannot deadlock on them.
    const updated = await tx.$queryRaw<Array<{ id: number; newAlert: boolean }>>`
      WITH prev AS (SELECT id, "detectedValue" FROM lora_devices WHERE id = ANY(string_to_array(${joined(ids)}, ',')::int[]) ORDER BY id FOR NO KEY UPDATE)
      UPDATE lora_devices s SET
        -- An uplink older than the sensor's last one (out of order, or in an earlier batch's
        -- shadow) never moves its state back, and the time never goes back.
        "lastUplinkAt" = GREATEST(s."lastUplinkAt", r.at),
        "batteryLevel" = CASE WHEN r.at >= s."lastUplinkAt" IS NOT FALSE THEN r.battery ELSE s."batteryLevel" END,
        "detectionsCounter" = CASE WHEN r.at >= s."lastUplinkAt" IS NOT FALSE THEN r.counter ELSE s."detectionsCounter" END,
        "lastUplinkData" = CASE WHEN r.at >= s."lastUplinkAt" IS NOT FALSE
          THEN jsonb_build_object('Status', jsonb_build_object('batteryLevel', r.battery, 'detectStatus', r.detect, 'detectedByAlgorithm', r.algorithm, 'detectionNumber', r.number, 'detectionsCounter', r.counter, 'detectionsCounterNew', r.fresh))
          ELSE s."lastUplinkData" END,
        "noSignalNotifiedAt" = NULL, "chirpstackApplicationId" = r.app,
        "detectedValue" = prev."detectedValue" OR r."alertAt" IS NOT NULL,
        "detectedAt" = CASE WHEN r."alertAt" IS NOT NULL AND NOT prev."detectedValue" THEN r."alertAt" ELSE s."detectedAt" END,
        "updatedAt" = ${now}::timestamp(3)
      FROM unnest(
        string_to_array(${joined(ids)}, ',')::int[], string_to_array(${each((e) => iso(e.latest.receivedAt))}, ',')::timestamp(3)[],
        ${ids.map((id) => perSensor.get(id)!.latest.applicationId)}::text[],
        string_to_array(${each((e) => (e.detection ? iso(e.detection.receivedAt) : null))}, ',', '')::timestamp(3)[],
        string_to_array(${each((e) => e.latest.status.batteryLevel)}, ',')::int[], string_to_array(${each((e) => e.latest.status.detectStatus)}, ',')::int[],
        string_to_array(${each((e) => e.latest.status.detectedByAlgorithm)}, ',')::int[], string_to_array(${each((e) => e.latest.status.detectionNumber)}, ',')::int[],
        string_to_array(${each((e) => e.latest.status.detectionsCounter)}, ',')::int[], string_to_array(${each((e) => e.latest.status.detectionsCounterNew)}, ',')::int[]
      ) AS r(id, at, app, "alertAt", battery, detect, algorithm, number, counter, fresh)
      JOIN prev ON prev.id = r.id
      WHERE s.id = r.id
      RETURNING s.id, (r."alertAt" IS NOT NULL AND NOT prev."detectedValue") AS "newAlert"`;
    const newAlert = new Set(updated.filter((row) => row.newAlert).map((row) => row.id));

    const devices = sensors.filter((sensor) => sensor.deviceId !== null && perSensor.has(sensor.id));
    if (devices.length) {
      const latestOf = (sensor: (typeof sensors)[number]) => perSensor.get(sensor.id)!.latest;
      await tx.$executeRaw`
        UPDATE devices d SET "lastSignalAt" = GREATEST(d."lastSignalAt", r.at),
          "lastHistoryDetectionCounter" = CASE WHEN r.at >= d."lastSignalAt" IS NOT FALSE THEN r.counter ELSE d."lastHistoryDetectionCounter" END,
          detect = d.detect OR r.alert, "updatedAt" = ${now}::timestamp(3)
        FROM unnest(
          string_to_array(${joined(devices.map((s) => s.deviceId!))}, ',')::int[], string_to_array(${joined(devices.map((s) => iso(latestOf(s).receivedAt)))}, ',')::timestamp(3)[],
          string_to_array(${joined(devices.map((s) => latestOf(s).status.detectionsCounter))}, ',')::int[], string_to_array(${joined(devices.map((s) => String(newAlert.has(s.id))))}, ',')::bool[]
        ) AS r(id, at, counter, alert)
        WHERE d.id = r.id`;
    }
    const alerts = [...newAlert].map((id) => ({ id, detection: perSensor.get(id)!.detection! }));
    if (alerts.length) {
      await tx.loraHistoryEvent.createMany({ data: alerts.map(({ id, detection }) => ({ loraDeviceId: id, type: 'ALERT' as const, data: { ...detection.status, deduplicationId: detection.event.deduplicationId } })) });
    }
    return { stored, alerts };
  });
  counters.uplinks += stored.length;
  counters.duplicates += claimed.length - stored.length;
  counters.alerts += alerts.length;
  const learned = new Set(stored.filter((u) => u.applicationId !== sensorOf.get(u.devEui)!.chirpstackApplicationId).map((u) => u.devEui));
  for (const devEui of learned) hooks.applicationLearned?.(devEui);
  if (stored.length === 0) return nothing;
  return { followUp: afterCommit() };

  async function afterCommit() {
    // Each alert's users at once: the 1 s budget runs from the broker to the notification.
    await Promise.all(alerts.map(async ({ id, detection }) => {
      const sensor = sensors.find((s) => s.id === id)!;
      const placeId = sensor.devicePlaceId ?? sensor.placeId;
      const members = placeId ? await db.placeUser.findMany({ where: { placeId }, select: { userId: true } }) : [];
      const label = sensor.uniqueId ?? sensor.name;
      await notifyUsers(db, {
        userIds: members.map((m) => m.userId),
        key: 'LORA_DEVICE_ALERT',
        title: `Alarm: ${label}`,
        body: `<p>Czujnik <b>${label}</b> (${sensor.devEui}) wykrył szkodnika.</p>`,
        ...(placeId ? { placeId } : {}),
        ...(sensor.deviceId ? { deviceId: sensor.deviceId } : {}),
        metadata: { devEui: sensor.devEui, detectedByAlgorithm: detection.status.detectedByAlgorithm },
      });
      log.info({ devEui: sensor.devEui, placeId }, 'sensor alert raised');
    }));

    // Gateways that heard the stored uplinks: created (at the place of the first sensor they
    // served) or marked seen.
    const gateways = new Map<string, { lastSeenAt: Date; placeId: number | null }>();
    for (const uplink of stored) {
      const sensor = sensorOf.get(uplink.devEui)!;
      for (const rx of uplink.event.rxInfo ?? []) {
        if (!rx.gatewayId || !/^[0-9a-fA-F]{16}$/.test(rx.gatewayId)) continue;
        const devEui = rx.gatewayId.toUpperCase();
        const seen = gateways.get(devEui);
        if (!seen) gateways.set(devEui, { lastSeenAt: uplink.receivedAt, placeId: sensor.devicePlaceId ?? sensor.placeId });
        else if (uplink.receivedAt > seen.lastSeenAt) seen.lastSeenAt = uplink.receivedAt;
      }
    }
    for (const [devEui, { lastSeenAt, placeId }] of gateways) {
      await db.loraGateway.upsert({ where: { devEui }, create: { devEui, name: devEui, lastSeenAt, placeId }, update: { lastSeenAt } });
    }
  }
}
