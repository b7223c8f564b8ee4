// The LoRa bridge: ChirpStack's integration events in over MQTT, stored and acted on
// (events-handler.ts).
import { createPrisma } from '@trapline/db/client';
import pino from 'pino';
import { startBridge } from './bridge.ts';
import { startDownlinkPublisher } from './downlink-publisher.ts';
import { setNotificationWebUrl } from '@trapline/notifications/notify';
import { readConfig } from './env.ts';
import { newCounters } from './events-handler.ts';
import { createIngest } from './ingest.ts';
import { flagSilentSensors } from './silence.ts';
import { forgetOldUnclaimed, importClaimedUplinks } from './claims.ts';

const config = readConfig();
setNotificationWebUrl(config.PUBLIC_WEB_URL);
const log = pino({ level: config.LOG_LEVEL, base: { service: 'lora-bridge' } });
// The ingest lanes, the downlink publisher and notifications.
const db = createPrisma(config.DATABASE_URL, { poolSize: config.LORA_INGEST_LANES + 4 });
const counters = newCounters();
const hooks = { encoding: config.MQTT_EVENT_ENCODING, applicationLearned: () => downlinks.kick() };
const ingest = createIngest({
  db,
  log,
  counters,
  lanes: config.LORA_INGEST_LANES,
  maxBatch: config.LORA_INGEST_BATCH,
  lingerMs: config.LORA_INGEST_LINGER_MS,
  hooks,
});
// What arrived, once a minute: bad messages show up here as well as one by one.
setInterval(() => log.info({ counters }, 'event counters'), 60_000).unref();
// Once an hour, unclaimed uplinks past their retention are forgotten.
if (config.LORA_UNCLAIMED_RETENTION_DAYS > 0) {
  setInterval(() => {
    forgetOldUnclaimed(db, config.LORA_UNCLAIMED_RETENTION_DAYS).then(
      (forgotten) => void (forgotten && log.info({ forgotten }, 'old unclaimed uplinks forgotten')),
      (error: unknown) => log.error({ err: error }, 'forgetting old unclaimed uplinks failed'),
    );
  }, 3_600_000).unref();
}
// Every minute, in the same queue as the events: uplinks from before their sensors were
// registered become the sensors' history, then silent sensors are looked for.
setInterval(() => {
  ingest.run(() => importClaimedUplinks(db, log, counters, hooks)).catch((error: unknown) => log.error({ err: error }, 'importing claimed uplinks failed'));
  ingest
    .run(() => flagSilentSensors(db))
    .then(
      (flagged) => void (flagged && log.warn({ flagged }, 'sensors without signal')),
      (error: unknown) => log.error({ err: error }, 'silence check failed'),
    );
}, 60_000).unref();

const bridge = startBridge({
  url: config.MQTT_URL,
  clientId: config.MQTT_CLIENT_ID,
  topicPrefix: config.MQTT_TOPIC_PREFIX,
  sharedGroup: config.MQTT_SHARED_GROUP,
  log,
  onEvent: (event, payload) => ingest.onEvent(event, payload),
});

// Queued downlinks out to ChirpStack: on NOTIFY lora_downlink, at start, on reconnection, every minute.
const downlinks = startDownlinkPublisher({
  db,
  client: bridge.client,
  databaseUrl: config.DATABASE_URL,
  topicPrefix: config.MQTT_TOPIC_PREFIX,
  defaultApplicationId: config.CHIRPSTACK_APPLICATION_ID,
  encoding: config.MQTT_EVENT_ENCODING,
  timeoutMs: config.LORA_DOWNLINK_TIMEOUT_MINUTES * 60_000,
  sweepMs: 60_000,
  log,
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'bridge stopping');
  setTimeout(() => process.exit(0), 5000).unref();
  await downlinks.stop();
  // Events already received are committed and acknowledged before the session ends; what is
  // not (a stop cut short) the broker delivers again on the next start.
  await bridge.stop(() => ingest.idle());
  await ingest.idle();
  await db.$disconnect();
  log.info('bridge stopped');
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
