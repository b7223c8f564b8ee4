// A stand-in for ChirpStack and a field of sensors, for development and demos: every sensor
// reports its status every few minutes, now and then one detects a pest, and every downlink
// published on command/down is answered with txack (and ack when confirmed), as ChirpStack
// does once a gateway has sent it and the device has confirmed it.
import { randomUUID } from 'node:crypto';
import type { MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import type { SensorStatus } from '@trapline/lora-codec/uplink';
import { ackEvent, eventTopic, type SimulatedSensor, txAckEvent, upEvent } from './chirpstack-events.ts';

/** The application of simulated sensors that ChirpStack has not named yet. */
export const SIMULATED_APPLICATION_ID = '7d1c3f0e-2b4a-4c6e-9f1a-5e3d2c1b0a99';

export interface SensorState extends SimulatedSensor {
  batteryLevel: number;
  detectionsCounter: number;
  fCnt: number;
  fCntDown: number;
}

export interface SimulatorOptions {
  client: MqttClient;
  topicPrefix: string;
  /** Seconds between two status uplinks of one sensor (each sensor is spread by ±10 %). */
  intervalSeconds: number;
  /** Chance that an uplink is a detection. */
  detectionChance: number;
  /** Reads the sensors to simulate; called at start and every few minutes. */
  loadSensors(): Promise<Array<{ devEui: string; applicationId?: string | null; batteryLevel?: number; detectionsCounter?: number }>>;
  log: Logger;
  random?: () => number;
}

export interface Simulator {
  sensors(): SensorState[];
  /** Publishes one uplink of a sensor now (a detection or a health check). */
  report(devEui: string, detected: boolean): Promise<void>;
  stop(): Promise<void>;
}

function publishJson(client: MqttClient, topic: string, body: unknown) {
  return client.publishAsync(topic, JSON.stringify(body), { qos: 1 });
}

export function newSensorState(sensor: { devEui: string; applicationId?: string | null; batteryLevel?: number; detectionsCounter?: number }): SensorState {
  return {
    devEui: sensor.devEui.toUpperCase(),
    applicationId: sensor.applicationId || SIMULATED_APPLICATION_ID,
    batteryLevel: sensor.batteryLevel !== undefined && sensor.batteryLevel >= 0 ? sensor.batteryLevel : 230,
    detectionsCounter: sensor.detectionsCounter ?? 0,
    fCnt: 0,
    fCntDown: 0,
  };
}

/** A sensor's uplink as ChirpStack publishes it: a detection or a periodic health check. */
export function sensorUplink(sensor: SensorState, detected: boolean, random = Math.random) {
  sensor.fCnt++;
  // The battery drains by a step now and then.
  if (random() < 0.02) sensor.batteryLevel = Math.max(0, sensor.batteryLevel - 1);
  if (detected) sensor.detectionsCounter = (sensor.detectionsCounter + 1) & 0xffff;
  const status: SensorStatus = {
    batteryLevel: sensor.batteryLevel,
    detectStatus: detected ? 1 : 0,
    detectedByAlgorithm: detected ? [1, 2, 4][Math.floor(random() * 3)]! : 0,
    detectionNumber: detected ? 1 : 0,
    detectionsCounter: sensor.detectionsCounter,
    detectionsCounterNew: detected ? 1 : 0,
  };
  return upEvent(sensor, status, { fCnt: sensor.fCnt, rssi: -60 - Math.floor(random() * 50), snr: Math.round((random() * 15 - 5) * 10) / 10 });
}

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const { client, log, topicPrefix } = options;
  const random = options.random ?? Math.random;
  const states = new Map<string, SensorState>();
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;

  const later = (ms: number, task: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) task();
    }, ms);
    timers.add(timer);
  };

  async function report(devEui: string, detected: boolean) {
    const sensor = states.get(devEui.toUpperCase()) ?? newSensorState({ devEui });
    states.set(sensor.devEui, sensor);
    await publishJson(client, eventTopic(topicPrefix, sensor, 'up'), sensorUplink(sensor, detected, random));
    if (detected) log.info({ devEui: sensor.devEui }, 'simulated detection');
  }

  function schedule(sensor: SensorState, first: boolean) {
    const interval = options.intervalSeconds * 1000;
    // The first report falls anywhere in the first interval, so the sensors do not speak at once.
    const delay = first ? random() * interval : interval * (0.9 + random() * 0.2);
    later(delay, () => {
      if (!states.has(sensor.devEui)) return;
      report(sensor.devEui, random() < options.detectionChance).catch((error: unknown) => log.warn({ err: error }, 'simulated uplink not published'));
      schedule(sensor, false);
    });
  }

  async function refresh() {
    const rows = await options.loadSensors();
    const seen = new Set<string>();
    for (const row of rows) {
      const devEui = row.devEui.toUpperCase();
      seen.add(devEui);
      if (states.has(devEui)) continue;
      const sensor = newSensorState(row);
      states.set(devEui, sensor);
      schedule(sensor, true);
    }
    for (const devEui of states.keys()) if (!seen.has(devEui)) states.delete(devEui);
    return rows.length;
  }

  // Downlinks: a gateway sends it (txack) a moment later, the device confirms it (ack) after that.
  const commandFilter = `${topicPrefix}/+/device/+/command/down`;
  client.on('message', (topic, payload) => {
    if (!topic.startsWith(`${topicPrefix}/`) || !topic.endsWith('/command/down')) return;
    let command: { id?: string; devEui?: string; confirmed?: boolean; fPort?: number };
    try {
      command = JSON.parse(payload.toString()) as typeof command;
    } catch {
      log.warn({ topic }, 'downlink command is not JSON; ignored');
      return;
    }
    const applicationId = topic.split('/').at(-4)!;
    const devEui = (command.devEui ?? '').toUpperCase();
    const sensor = states.get(devEui) ?? newSensorState({ devEui, applicationId });
    const queueItemId = command.id || randomUUID();
    const fCntDown = ++sensor.fCntDown;
    log.info({ devEui, fPort: command.fPort, queueItemId }, 'simulated downlink delivery');
    // Answered under the application the command came for, as ChirpStack would.
    const target = { ...sensor, applicationId };
    later(800 + random() * 700, () => {
      void publishJson(client, eventTopic(topicPrefix, target, 'txack'), txAckEvent(target, queueItemId, fCntDown)).catch(() => undefined);
      if (command.confirmed !== false)
        later(
          1000 + random() * 1000,
          () => void publishJson(client, eventTopic(topicPrefix, target, 'ack'), ackEvent(target, queueItemId, fCntDown)).catch(() => undefined),
        );
    });
  });
  await client.subscribeAsync(commandFilter, { qos: 1 });

  const count = await refresh();
  log.info({ sensors: count, intervalSeconds: options.intervalSeconds, detectionChance: options.detectionChance }, 'LoRa simulator running');
  const refresher = setInterval(() => void refresh().catch((error: unknown) => log.warn({ err: error }, 'sensor list not refreshed')), 5 * 60_000);

  return {
    sensors: () => [...states.values()],
    report,
    async stop() {
      stopped = true;
      clearInterval(refresher);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
