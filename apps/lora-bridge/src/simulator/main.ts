// pnpm lora:simulate [--interval <s>] [--detection-chance <0-1>] [--detect <DEVEUI> [--once]]
//
// Publishes ChirpStack events for the sensors in the database: a status every few minutes per
// sensor, random detections, txack/ack for every downlink it sees on command/down. With
// --detect it publishes one detection of that sensor first; --once stops right after it
// (the browser tests use this to raise one alert on demand).
//
// The broker and the database are MQTT_URL and DATABASE_URL, else those of the running
// `./trapline start` (DATA_DIR/runtime.json). MQTT_TOPIC_PREFIX as for the bridge.
import { parseArgs } from 'node:util';
import mqtt from 'mqtt';
import pino from 'pino';
import { createPrisma } from '@trapline/db/client';
import { eventTopic } from './chirpstack-events.ts';
import { dataDir, readRuntime } from './runtime.ts';
import { newSensorState, sensorUplink, SIMULATED_APPLICATION_ID, startSimulator } from './simulator.ts';

const { values } = parseArgs({
  options: {
    interval: { type: 'string', default: process.env.LORA_SIMULATOR_INTERVAL ?? '180' },
    'detection-chance': { type: 'string', default: '0.03' },
    detect: { type: 'string' },
    once: { type: 'boolean', default: false },
    mqtt: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('pnpm lora:simulate [--interval <seconds>] [--detection-chance <0-1>] [--detect <DEVEUI> [--once]] [--mqtt <url>]');
  process.exit(0);
}

const log = pino({ level: process.env.LOG_LEVEL ?? 'info', base: { service: 'lora-simulator' } });
const runtime = readRuntime();
const mqttUrl = values.mqtt || process.env.MQTT_URL || runtime.mqttUrl;
const topicPrefix = process.env.MQTT_TOPIC_PREFIX || runtime.topicPrefix || 'application';
if (!mqttUrl) {
  console.error(`No broker: set MQTT_URL, pass --mqtt, or start the stack (./trapline start writes ${dataDir()}/runtime.json).`);
  process.exit(2);
}
const interval = Number(values.interval);
const chance = Number(values['detection-chance']);
const devEui = values.detect?.trim().toUpperCase();
if (!(interval > 0) || !(chance >= 0 && chance <= 1) || (devEui !== undefined && !/^[0-9A-F]{16}$/.test(devEui))) {
  console.error('--interval must be a positive number of seconds, --detection-chance from 0 to 1, --detect a DevEUI of 16 hex digits');
  process.exit(2);
}
if (values.once && !devEui) {
  console.error('--once needs --detect <DEVEUI>');
  process.exit(2);
}

const client = await mqtt.connectAsync(mqttUrl, { clientId: `trapline-lora-simulator-${process.pid}`, protocolVersion: 4, connectTimeout: 10_000 });

if (values.once) {
  // One detection and out: no database needed; the bridge learns the application from it.
  const sensor = newSensorState({ devEui: devEui!, applicationId: process.env.CHIRPSTACK_APPLICATION_ID || SIMULATED_APPLICATION_ID });
  await client.publishAsync(eventTopic(topicPrefix, sensor, 'up'), JSON.stringify(sensorUplink(sensor, true)), { qos: 1 });
  log.info({ devEui, broker: mqttUrl }, 'published one detection');
  await client.endAsync();
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL || runtime.databaseUrl;
if (!databaseUrl) {
  console.error('No database: set DATABASE_URL or start the stack (./trapline start).');
  process.exit(2);
}
const db = createPrisma(databaseUrl, { poolSize: 1 });
const simulator = await startSimulator({
  client,
  topicPrefix,
  intervalSeconds: interval,
  detectionChance: chance,
  log,
  loadSensors: () =>
    db.loraDevice
      .findMany({ select: { devEui: true, chirpstackApplicationId: true, batteryLevel: true, detectionsCounter: true } })
      .then((rows) => rows.map((row) => ({ ...row, applicationId: row.chirpstackApplicationId }))),
});
if (devEui) await simulator.report(devEui, true);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  await simulator.stop();
  await client.endAsync();
  await db.$disconnect();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
