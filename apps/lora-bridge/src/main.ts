// The LoRa bridge: ChirpStack's integration events in over MQTT. This first version logs
// each event; parsing and storing them follows with the LoRa feature.
import pino from 'pino';
import { startBridge } from './bridge.ts';
import { readConfig } from './env.ts';

const config = readConfig();
const log = pino({ level: config.LOG_LEVEL, base: { service: 'lora-bridge' } });

const bridge = startBridge({
  url: config.MQTT_URL,
  clientId: config.MQTT_CLIENT_ID,
  topicPrefix: config.MQTT_TOPIC_PREFIX,
  sharedGroup: config.MQTT_SHARED_GROUP,
  log,
  onEvent: () => {},
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'bridge stopping');
  setTimeout(() => process.exit(0), 5000).unref();
  await bridge.stop();
  log.info('bridge stopped');
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
