// The MQTT side of the bridge: a persistent session with the broker of a ChirpStack v4
// network server. clean: false with a stable client id makes the broker keep QoS 1 events
// while the bridge is away; the client reconnects for as long as the process runs.
import mqtt, { type MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import { type EventTopic, eventTopicFilter, parseEventTopic } from './topics.ts';

export interface BridgeOptions {
  url: string;
  clientId: string;
  topicPrefix: string;
  sharedGroup?: string | undefined;
  log: Logger;
  /** Called for every ChirpStack event, in arrival order. */
  onEvent(event: EventTopic, payload: Buffer): void | Promise<void>;
}

export interface Bridge {
  client: MqttClient;
  /** Ends the session politely (the broker keeps it) and waits for messages in progress. */
  stop(): Promise<void>;
}

export function startBridge(options: BridgeOptions): Bridge {
  const { log } = options;
  const filter = eventTopicFilter(options.topicPrefix, options.sharedGroup);
  const client = mqtt.connect(options.url, {
    clientId: options.clientId,
    clean: false,
    // MQTT 3.1.1: what every broker in use speaks (the embedded one speaks nothing newer).
    protocolVersion: 4,
    keepalive: 30,
    connectTimeout: 10_000,
    reconnectPeriod: 2000,
    reconnectOnConnackError: true,
  });

  client.on('connect', (connack) => {
    log.info({ sessionPresent: connack.sessionPresent }, 'connected to MQTT');
    // Also with a session present: the broker may have lost it, and subscribing again is harmless.
    client.subscribe(filter, { qos: 1 }, (error, granted) => {
      if (error) log.error({ err: error }, 'subscribe failed');
      else if (granted?.some((grant) => grant.qos > 2)) log.error({ filter, granted }, 'subscription refused by the broker');
      else log.info({ filter }, 'subscribed to ChirpStack events');
    });
  });
  // mqtt.js handles each received packet on its own tick and writes its PUBACK at once: a
  // system call per event. The socket is corked from the first packet of a read until the
  // packets of that read are handled, so their acknowledgements leave in one write (a tenth
  // of the bridge's CPU under load).
  let corked: { uncork(): void } | undefined;
  client.on('packetreceive', () => {
    if (corked || !client.stream) return;
    const stream = client.stream;
    stream.cork();
    corked = stream;
    setImmediate(() => {
      corked = undefined;
      stream.uncork();
    });
  });
  client.on('message', (topic, payload) => {
    const event = parseEventTopic(options.topicPrefix, topic);
    if (!event) {
      log.warn({ topic }, 'not a ChirpStack event topic; skipped');
      return;
    }
    log.debug({ ...event, bytes: payload.length }, 'event received');
    Promise.resolve()
      .then(() => options.onEvent(event, payload))
      .catch((error: unknown) => log.error({ err: error, topic }, 'event handling failed; skipped'));
  });
  client.on('reconnect', () => log.debug('reconnecting to MQTT'));
  client.on('offline', () => log.warn('MQTT broker unreachable; reconnecting'));
  client.on('error', (error) => log.error({ err: error }, 'MQTT error'));

  return {
    client,
    stop: () => new Promise<void>((resolve) => client.end(false, {}, () => resolve())),
  };
}
