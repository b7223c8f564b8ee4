// The LoRa bridge: a persistent MQTT session with the ChirpStack network server's broker.
// This first version connects, subscribes to the integration events and logs them; parsing
// and storing uplinks follows with the LoRa feature.
import mqtt from 'mqtt';
import pino from 'pino';
import { eventTopicFilter, readConfig } from './env.ts';

const config = readConfig();
const log = pino({ level: config.LOG_LEVEL, base: { service: 'lora-bridge' } });
const filter = eventTopicFilter(config);

// clean: false + a stable client id: the broker keeps QoS 1 events while the bridge is away.
const client = mqtt.connect(config.MQTT_URL, {
  clientId: config.MQTT_CLIENT_ID,
  clean: false,
  protocolVersion: 4,
  reconnectPeriod: 2000,
});

client.on('connect', (packet) => {
  log.info({ sessionPresent: packet.sessionPresent }, 'connected to MQTT');
  client.subscribe(filter, { qos: 1 }, (error) => {
    if (error) log.error({ err: error }, 'subscribe failed');
    else log.info({ filter }, 'subscribed to ChirpStack events');
  });
});
client.on('message', (topic, payload) => {
  log.debug({ topic, bytes: payload.length }, 'event received');
});
client.on('reconnect', () => log.warn('reconnecting to MQTT'));
client.on('error', (error) => log.error({ err: error }, 'MQTT error'));

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'bridge stopping');
  client.end(false, {}, () => process.exit(0));
}
process.once('SIGINT', () => shutdown('SIGINT'));
process.once('SIGTERM', () => shutdown('SIGTERM'));
