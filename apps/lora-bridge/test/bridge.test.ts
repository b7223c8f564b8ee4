import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { Aedes, type Client } from 'aedes';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Bridge, startBridge } from '../src/bridge.ts';
import type { EventTopic } from '../src/topics.ts';

const log = pino({ level: 'silent' });
const APP = '0b7f3f6e-4a1c-4c38-9d2e-3f1f2f8c1a55';
const topic = (devEui: string, event: string) => `application/${APP}/device/${devEui}/event/${event}`;

async function until(condition: () => boolean, ms = 5000) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('LoRa bridge MQTT session (in-process broker)', () => {
  let broker: Aedes;
  let server: Server;
  let url: string;
  let publisher: MqttClient;
  const received: Array<EventTopic & { payload: string }> = [];
  const brokerClients = new Map<string, Client>();
  const bridgeOptions = () => ({
    url,
    clientId: 'bridge-under-test',
    topicPrefix: 'application',
    log,
    onEvent: (event: EventTopic, payload: Buffer) => void received.push({ ...event, payload: payload.toString() }),
  });
  /** Connected and, a moment later, subscribed. */
  const connected = (bridge: Bridge) => until(() => bridge.client.connected).then(() => new Promise((resolve) => setTimeout(resolve, 150)));

  beforeAll(async () => {
    broker = await Aedes.createBroker();
    broker.on('client', (client) => brokerClients.set(client.id, client));
    server = createServer(broker.handle);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    url = `mqtt://127.0.0.1:${(server.address() as { port: number }).port}`;
    publisher = await mqtt.connectAsync(url, { clientId: 'chirpstack-stand-in', protocolVersion: 4 });
  });
  afterAll(async () => {
    await publisher.endAsync();
    await new Promise<void>((resolve) => broker.close(() => server.close(() => resolve())));
  });

  it('receives events, skips other topics, and keeps QoS 1 events sent while it was away', async () => {
    const first = startBridge(bridgeOptions());
    await connected(first);
    await publisher.publishAsync(topic('0102030405060708', 'up'), '{"fCnt":1}', { qos: 1 });
    await publisher.publishAsync(`application/${APP}/device/0102030405060708/command/down`, '{}', { qos: 1 });
    await until(() => received.length === 1);
    expect(received[0]).toEqual({ applicationId: APP, devEui: '0102030405060708', event: 'up', payload: '{"fCnt":1}' });

    await first.stop();
    await publisher.publishAsync(topic('0102030405060708', 'status'), '{"batteryLevel":80}', { qos: 1 });

    const second = startBridge(bridgeOptions());
    try {
      await until(() => received.length === 2);
      expect(received[1]).toMatchObject({ event: 'status', payload: '{"batteryLevel":80}' });
    } finally {
      await second.stop();
    }
  });

  it('reconnects after the broker drops the connection', async () => {
    const bridge = startBridge(bridgeOptions());
    try {
      await connected(bridge);
      const before = received.length;
      brokerClients.get('bridge-under-test')!.close();
      await until(() => !bridge.client.connected);
      await until(() => bridge.client.connected, 10_000);
      await publisher.publishAsync(topic('a1b2c3d4e5f60708', 'join'), '{}', { qos: 1 });
      await until(() => received.length === before + 1);
      expect(received.at(-1)).toMatchObject({ devEui: 'a1b2c3d4e5f60708', event: 'join' });
    } finally {
      await bridge.stop();
    }
  });

  it('goes on after a failing event handler', async () => {
    let calls = 0;
    const bridge = startBridge({ ...bridgeOptions(), clientId: 'bridge-failing', onEvent: () => (calls++, Promise.reject(new Error('boom'))) });
    try {
      await connected(bridge);
      await publisher.publishAsync(topic('0102030405060708', 'up'), 'x', { qos: 1 });
      await publisher.publishAsync(topic('0102030405060708', 'up'), 'y', { qos: 1 });
      await until(() => calls === 2);
      expect(bridge.client.connected).toBe(true);
    } finally {
      await bridge.stop();
    }
  });
});
