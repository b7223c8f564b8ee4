// Uplinks stored in batches: one statement per batch, however many uplinks it holds (a prepared
// statement on the pool under Prisma's client: Prisma's interactive transaction cost a round
// trip per step and most of the bridge's time), so the bridge keeps up with thousands a second.
// Storing is idempotent on ChirpStack's deduplicationId (ON CONFLICT DO NOTHING; only what was
// really inserted moves a sensor), and which detections raise a new alert is decided by the
// database under a row lock, so two bridge replicas never alert twice. Notifications go out
// right after the commit, then the pest limits of the places whose devices got detections are
// evaluated (limits.ts), then the gateways' bookkeeping: an alert has a 1 s budget from the
// broker to the user.
import { notifyUsers } from '@trapline/notifications/notify';
import { type DbClient, sqlPoolOf } from '@trapline/db/client';
import type { SensorStatus } from '@trapline/lora-codec/uplink';
import type { Logger } from 'pino';
import type { UplinkEvent } from './events.ts';
import type { EventCounters, EventOptions, Undecoded } from './events-handler.ts';
import { type Detected, evaluateDetections } from './limits.ts';

/** An uplink event that parsed and decoded. */
export interface ParsedUplink {
  event: UplinkEvent;
  /** Upper-case hex, as sensors are stored. */
  devEui: string;
  applicationId: string;
  receivedAt: Date;
  /** null when the payload holds no status the codec reads (stored raw, a sign of life only). */
  status: SensorStatus | null;
  undecoded?: Undecoded | undefined;
}

const iso = (at: Date) => at.toISOString();

/**
 * A column of numbers or of strings that cannot hold a comma (hex, base64, our ISO times), sent
 * as one comma-separated string and split by the database (string_to_array, '' for null):
 * several times cheaper than an array parameter, whose every element the driver escapes.
 */
const joined = (values: Array<string | number | null>) => values.map((value) => (value === null ? '' : String(value))).join(',');
const HEX_EUI = /^[0-9a-fA-F]{16}$/;

/**
 * A named prepared statement from a template, each ${value} a parameter: parsed and planned
 * once per connection instead of once per batch (a batch of one uplink, the usual case when it
 * is quiet, costs the database a fraction of a millisecond instead of more than one).
 */
const prepared =
  (name: string) =>
  (strings: TemplateStringsArray, ...values: unknown[]) => ({ name, text: strings.reduce((text, part, i) => `${text}$${i}${part}`), values });

/** How far a gateway's last-seen time may lag (the gateways list shows minutes). */
const GATEWAY_SEEN_STEP_MS = 30_000;
/** Per database client: the last-seen time this process last wrote for each gateway. */
const gatewaysWritten = new WeakMap<DbClient, Map<string, number>>();

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
export async function commitUplinks(
  db: DbClient,
  uplinks: ParsedUplink[],
  log: Logger,
  counters: EventCounters,
  hooks: EventOptions = {},
): Promise<{ followUp: Promise<void> }> {
  const nothing = { followUp: Promise.resolve() };
  // The same event twice in one batch (a redelivery) is stored once.
  const unique = new Map<string, ParsedUplink>();
  for (const uplink of uplinks) {
    if (unique.has(uplink.event.deduplicationId)) counters.duplicates++;
    else unique.set(uplink.event.deduplicationId, uplink);
  }
  const batch = [...unique.values()];
  if (batch.length === 0) return nothing;

  // The whole batch is one statement, so one round trip and its own transaction: the uplinks
  // are inserted, and those really inserted move their sensors and devices and raise alerts.
  // Columns travel as columns (a fraction of the bytes of a row per object) and the stored JSON
  // is built by the database. The rows of uplinks in a batch are numbered (ord) in arrival
  // order, which breaks ties of equal times as arrival would.
  const now = iso(new Date());
  const column = (read: (u: ParsedUplink) => string | number | null) => joined(batch.map(read));
  const statusColumn = (field: keyof SensorStatus) => column((u) => u.status?.[field] ?? null);
  const gatewayOf = batch.map((u) => bestGateway(u.event));
  const {
    rows: [result],
  } = await sqlPoolOf(db).query<{
    stored: number;
    alerts: Array<{
      id: number;
      devEui: string;
      name: string;
      placeId: number | null;
      deviceId: number | null;
      uniqueId: string | null;
      ord: number;
      placeName: string | null;
      placeUuid: string | null;
      deviceUuid: string | null;
    }>;
    detected: Detected[];
    learned: string[];
    strangers: string[];
  }>(prepared('lora-uplinks-batch')`
    WITH r AS MATERIALIZED (
      SELECT * FROM unnest(
        string_to_array(${column((u) => u.devEui)}, ','),
        -- Deduplication and application ids are whatever ChirpStack sent: real arrays, escaped element by element.
        ${batch.map((u) => u.event.deduplicationId)}::text[], ${batch.map((u) => u.applicationId)}::text[],
        string_to_array(${column((u) => u.event.fCnt ?? 0)}, ',', '')::bigint[], string_to_array(${column((u) => u.event.fPort ?? 0)}, ',', '')::int[],
        string_to_array(${column((u) => u.event.data ?? null)}, ',', ''), string_to_array(${joined(gatewayOf.map((g) => g?.rssi ?? null))}, ',', '')::int[],
        string_to_array(${joined(gatewayOf.map((g) => g?.snr ?? null))}, ',', '')::float8[],
        -- Gateway ids upper-case, as lora_gateways holds them.
        string_to_array(${joined(gatewayOf.map((g) => (g?.gatewayId && HEX_EUI.test(g.gatewayId) ? g.gatewayId.toUpperCase() : null)))}, ',', ''),
        string_to_array(${column((u) => iso(u.receivedAt))}, ',', '')::timestamp(3)[],
        string_to_array(${statusColumn('batteryLevel')}, ',', '')::int[], string_to_array(${statusColumn('detectStatus')}, ',', '')::int[],
        string_to_array(${statusColumn('detectedByAlgorithm')}, ',', '')::int[], string_to_array(${statusColumn('detectionNumber')}, ',', '')::int[],
        string_to_array(${statusColumn('detectionsCounter')}, ',', '')::int[], string_to_array(${statusColumn('detectionsCounterNew')}, ',', '')::int[],
        string_to_array(${column((u) => u.undecoded ?? null)}, ',', '')
      ) WITH ORDINALITY AS r(eui, dedup, app, fcnt, fport, raw, rssi, snr, gateway, at, battery, detect, algorithm, number, counter, fresh, undecoded, ord)
    ),
    known AS MATERIALIZED (SELECT id, "devEui" AS eui FROM lora_devices WHERE "devEui" IN (SELECT eui FROM r)),
    ins AS (
      INSERT INTO lora_uplinks (uuid, "loraDeviceId", "deduplicationId", "fCnt", "fPort", "rawData", data, rssi, snr, "gatewayId", "receivedAt", "createdAt")
      SELECT gen_random_uuid(), known.id, r.dedup, r.fcnt, r.fport, coalesce(decode(r.raw, 'base64'), ''::bytea),
        CASE WHEN r.undecoded IS NOT NULL THEN jsonb_build_object('undecoded', r.undecoded)
          ELSE jsonb_build_object('Status', jsonb_build_object('batteryLevel', r.battery, 'detectStatus', r.detect, 'detectedByAlgorithm', r.algorithm, 'detectionNumber', r.number, 'detectionsCounter', r.counter, 'detectionsCounterNew', r.fresh)) END,
        r.rssi, r.snr, r.gateway, r.at, ${now}::timestamp(3)
      FROM r JOIN known USING (eui)
      ON CONFLICT ("deduplicationId") DO NOTHING
      RETURNING "deduplicationId" AS dedup, "loraDeviceId" AS sensor
    ),
    stored AS MATERIALIZED (SELECT r.*, ins.sensor FROM ins JOIN r USING (dedup)),
    -- Per sensor: its latest uplink, read or not, is its sign of life; its latest status sets
    -- the state; its first detection, if any, the alert (none when quiet: uplinks from before
    -- the sensor was registered are history).
    latest AS (SELECT DISTINCT ON (sensor) * FROM stored ORDER BY sensor, at DESC, ord DESC),
    status AS (SELECT DISTINCT ON (sensor) * FROM stored WHERE undecoded IS NULL ORDER BY sensor, at DESC, ord DESC),
    detection AS (SELECT DISTINCT ON (sensor) * FROM stored WHERE detect = 1 AND NOT ${hooks.quiet === true}::boolean ORDER BY sensor, at, ord),
    -- The sensors' rows are locked first, in id order: prev is each sensor's state as this
    -- statement owns it, so "not in alert yet" is decided by the database and two replicas
    -- never both raise one alert. NO KEY UPDATE, as the UPDATE itself takes: it does not wait
    -- for the key share locks the uplinks' foreign keys hold, so replicas cannot deadlock on them.
    prev AS MATERIALIZED (SELECT id, "detectedValue", "chirpstackApplicationId" AS app FROM lora_devices WHERE id IN (SELECT sensor FROM latest) ORDER BY id FOR NO KEY UPDATE),
    sensor AS (
      UPDATE lora_devices s SET
        -- An uplink older than the sensor's last one (out of order, or in an earlier batch's
        -- shadow) never moves its state back, and the time never goes back; nor does one older
        -- than the report the battery comes from (a status event) move the battery.
        "lastUplinkAt" = GREATEST(s."lastUplinkAt", l.at),
        "batteryLevel" = CASE WHEN st.at >= coalesce(s."lastUplinkAt", '-infinity') AND st.at >= coalesce(s."batteryAt", '-infinity') THEN st.battery ELSE s."batteryLevel" END,
        "batteryAt" = CASE WHEN st.at >= coalesce(s."lastUplinkAt", '-infinity') AND st.at >= coalesce(s."batteryAt", '-infinity') THEN st.at ELSE s."batteryAt" END,
        "detectionsCounter" = CASE WHEN st.at >= coalesce(s."lastUplinkAt", '-infinity') THEN st.counter ELSE s."detectionsCounter" END,
        "lastUplinkData" = CASE WHEN st.at >= coalesce(s."lastUplinkAt", '-infinity')
          THEN jsonb_build_object('Status', jsonb_build_object('batteryLevel', st.battery, 'detectStatus', st.detect, 'detectedByAlgorithm', st.algorithm, 'detectionNumber', st.number, 'detectionsCounter', st.counter, 'detectionsCounterNew', st.fresh))
          ELSE s."lastUplinkData" END,
        "noSignalNotifiedAt" = NULL, "chirpstackApplicationId" = l.app,
        "detectedValue" = prev."detectedValue" OR d.at IS NOT NULL,
        "detectedAt" = CASE WHEN d.at IS NOT NULL AND NOT prev."detectedValue" THEN d.at ELSE s."detectedAt" END,
        "updatedAt" = ${now}::timestamp(3)
      -- No status in the batch (st.at null): the state stays, as a comparison with NULL is never true.
      FROM latest l JOIN prev ON prev.id = l.sensor LEFT JOIN status st ON st.sensor = l.sensor LEFT JOIN detection d ON d.sensor = l.sensor
      WHERE s.id = l.sensor
      RETURNING s.id, s."devEui", s.name, s."placeId", s."deviceId", l.at, st.at AS "statusAt", st.counter, d.ord AS "alertOrd",
        (d.at IS NOT NULL AND NOT prev."detectedValue") AS "newAlert", prev.app IS DISTINCT FROM l.app AS learned
    ),
    device AS (
      UPDATE devices v SET "lastSignalAt" = GREATEST(v."lastSignalAt", s.at),
        "lastHistoryDetectionCounter" = CASE WHEN s."statusAt" >= coalesce(v."lastSignalAt", '-infinity') THEN s.counter ELSE v."lastHistoryDetectionCounter" END,
        detect = v.detect OR s."newAlert", "updatedAt" = ${now}::timestamp(3)
      FROM sensor s WHERE v.id = s."deviceId"
      RETURNING v.id, v.uuid, v."placeId", v."uniqueId"
    ),
    history AS (
      INSERT INTO lora_history_events (uuid, "loraDeviceId", type, data)
      SELECT gen_random_uuid(), s.id, 'ALERT', jsonb_build_object('batteryLevel', d.battery, 'detectStatus', d.detect, 'detectedByAlgorithm', d.algorithm, 'detectionNumber', d.number,
        'detectionsCounter', d.counter, 'detectionsCounterNew', d.fresh, 'deduplicationId', d.dedup)
      FROM sensor s JOIN detection d ON d.sensor = s.id WHERE s."newAlert"
    )
    SELECT (SELECT count(*)::int FROM stored) AS stored,
      (SELECT coalesce(json_agg(json_build_object('id', s.id, 'devEui', s."devEui", 'name', s.name, 'placeId', coalesce(v."placeId", s."placeId"), 'deviceId', s."deviceId", 'uniqueId', v."uniqueId", 'ord', s."alertOrd",
          'placeName', p.name, 'placeUuid', p.uuid, 'deviceUuid', v.uuid)), '[]')
        FROM sensor s LEFT JOIN device v ON v.id = s."deviceId" LEFT JOIN places p ON p.id = coalesce(v."placeId", s."placeId") WHERE s."newAlert") AS alerts,
      -- The devices whose sensors stored a detection: their place's limits are evaluated.
      (SELECT coalesce(json_agg(json_build_object('deviceId', v.id, 'placeId', v."placeId")), '[]')
        FROM sensor s JOIN detection d ON d.sensor = s.id JOIN device v ON v.id = s."deviceId") AS detected,
      (SELECT coalesce(array_agg(s."devEui"), '{}') FROM sensor s WHERE s.learned) AS learned,
      (SELECT coalesce(array_agg(DISTINCT r.eui), '{}') FROM r WHERE NOT EXISTS (SELECT FROM known WHERE known.eui = r.eui)) AS strangers`);
  const { stored, alerts, detected, learned } = result!;
  const strangerEuis = new Set(result!.strangers);

  const strangers = batch.filter((u) => strangerEuis.has(u.devEui));
  if (strangers.length) {
    const kept = await db.loraUnclaimedUplink.createMany({
      data: strangers.map((u) => ({
        devEui: u.devEui,
        deduplicationId: u.event.deduplicationId,
        applicationId: u.applicationId,
        payload: u.event as object,
        receivedAt: u.receivedAt,
      })),
      skipDuplicates: true,
    });
    counters.unclaimed += kept.count;
  }
  const claimed = batch.filter((u) => !strangerEuis.has(u.devEui));
  counters.uplinks += stored;
  counters.duplicates += claimed.length - stored;
  counters.alerts += alerts.length;
  for (const devEui of learned) hooks.applicationLearned?.(devEui);
  if (stored === 0) return nothing;
  return { followUp: afterCommit() };

  async function afterCommit() {
    // Each alert's users at once: the 1 s budget runs from the broker to the notification.
    await Promise.all(
      alerts.map(async (sensor) => {
        const detection = batch[sensor.ord - 1]!;
        const { placeId } = sensor;
        const members = placeId ? await db.placeUser.findMany({ where: { placeId }, select: { userId: true } }) : [];
        await notifyUsers(db, {
          userIds: members.map((m) => m.userId),
          key: 'LORA_DEVICE_ALERT',
          params: { device: sensor.uniqueId ?? sensor.name, place: sensor.placeName, devEui: sensor.devEui, at: detection.receivedAt.toISOString() },
          about: { placeUuid: sensor.placeUuid, deviceUuid: sensor.deviceUuid },
          ...(placeId ? { placeId } : {}),
          ...(sensor.deviceId ? { deviceId: sensor.deviceId } : {}),
          metadata: { devEui: sensor.devEui, detectedByAlgorithm: detection.status?.detectedByAlgorithm ?? 0 },
        });
        log.info({ devEui: sensor.devEui, placeId }, 'sensor alert raised');
      }),
    );

    // The detections count towards their places' pest limits: once per place per batch.
    if (detected.length) {
      try {
        // Read after the await: batches' follow-ups run side by side.
        const raised = await evaluateDetections(db, detected, log);
        counters.limitBreaches += raised;
      } catch (error) {
        log.error({ err: error }, 'limit evaluation of detections failed');
      }
    }

    // Gateways that heard the batch's uplinks, in one statement: created (at the place of the
    // first sensor they served) or marked seen. A redelivered uplink carries its first time, so
    // counting it again moves nothing.
    const gateways = new Map<string, { lastSeenAt: Date; sensor: string }>();
    for (const uplink of claimed) {
      for (const rx of uplink.event.rxInfo ?? []) {
        if (!rx.gatewayId || !HEX_EUI.test(rx.gatewayId)) continue;
        const devEui = rx.gatewayId.toUpperCase();
        const seen = gateways.get(devEui);
        if (!seen) gateways.set(devEui, { lastSeenAt: uplink.receivedAt, sensor: uplink.devEui });
        else if (uplink.receivedAt > seen.lastSeenAt) seen.lastSeenAt = uplink.receivedAt;
      }
    }
    // A gateway hears many uplinks a minute: marked seen again once its time moved by more than
    // GATEWAY_SEEN_STEP_MS since this process last wrote it, not by every batch.
    const written = gatewaysWritten.get(db) ?? new Map<string, number>();
    gatewaysWritten.set(db, written);
    // In EUI order: two lanes marking the same gateways lock them in the same order.
    const euis = [...gateways.keys()].filter((eui) => gateways.get(eui)!.lastSeenAt.getTime() - (written.get(eui) ?? -Infinity) > GATEWAY_SEEN_STEP_MS).sort();
    if (euis.length === 0) return;
    await sqlPoolOf(db).query(prepared('lora-gateways-seen')`
      INSERT INTO lora_gateways (uuid, "devEui", name, "lastSeenAt", "placeId", "createdAt", "updatedAt")
      SELECT gen_random_uuid(), g.eui, g.eui, g.at, coalesce(d."placeId", s."placeId"), ${now}::timestamp(3), ${now}::timestamp(3)
      FROM unnest(string_to_array(${joined(euis)}, ','), string_to_array(${joined(euis.map((eui) => iso(gateways.get(eui)!.lastSeenAt)))}, ',')::timestamp(3)[],
        string_to_array(${joined(euis.map((eui) => gateways.get(eui)!.sensor))}, ',')) WITH ORDINALITY AS g(eui, at, sensor, ord)
      LEFT JOIN lora_devices s ON s."devEui" = g.sensor LEFT JOIN devices d ON d.id = s."deviceId"
      ORDER BY g.ord
      ON CONFLICT ("devEui") DO UPDATE SET "lastSeenAt" = GREATEST(lora_gateways."lastSeenAt", excluded."lastSeenAt"), "updatedAt" = excluded."updatedAt"
      WHERE lora_gateways."lastSeenAt" IS NULL OR lora_gateways."lastSeenAt" < excluded."lastSeenAt"`);
    for (const eui of euis) written.set(eui, gateways.get(eui)!.lastSeenAt.getTime());
  }
}
