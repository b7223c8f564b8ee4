// The MQTT side of the bridge: a persistent session with the broker of a ChirpStack v4 network
// server. clean: false with a stable client id makes the broker keep QoS 1 events while the
// bridge is away; the client reconnects for as long as the process runs.
//
// An event is acknowledged (PUBACK) only once it is committed (or known to be bad): until then the
// broker holds it for the session, so a bridge that dies, however it dies, gets it again on its
// next connection, and the idempotent insert absorbs what was stored twice.
import mqtt, { type MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import { type EventTopic, eventTopicFilter, parseEventTopic } from './topics.ts';

export interface BridgeOptions {
  url: string;
  clientId: string;
  topicPrefix: string;
  sharedGroup?: string | undefined;
  log: Logger;
  /**
   * Called for every ChirpStack event, in arrival order. The event is acknowledged to the broker
   * when the promise resolves, and not at all when it rejects (the broker delivers it again on
   * the session's next connection).
   */
  onEvent(event: EventTopic, payload: Buffer): void | Promise<void>;
}

export interface Bridge {
  client: MqttClient;
  /**
   * Ends the session politely (the broker keeps it): stops reading events, waits for `drained`
   * (the events received so far committed), sends their acknowledgements, then disconnects.
   */
  stop(drained?: () => Promise<void>): Promise<void>;
}

/** How often the bridge reconnects while events whose handling failed wait for redelivery. */
const REDELIVERY_MS = 60_000;

type SendPacket = (packet: { cmd: string; messageId?: number }, cb?: (error?: Error) => void, ...rest: unknown[]) => void;

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

  // Acknowledgements after the commit. mqtt.js handles one received packet at a time and writes
  // its PUBACK before it reads the next, so answering from the message handler would stall the
  // session at one event per commit. MQTT 3.1.1 has no manual acknowledgement (mqtt.js's
  // customHandleAcks is MQTT 5 only, and answers before the next packet too), so the bridge
  // takes the PUBACK mqtt.js is about to write for an event it received, lets mqtt.js go on
  // with the next packet, and writes the PUBACK itself once the event is committed. Each event
  // is keyed by its message id (unique among the unacknowledged ones of a connection) with a
  // token of its own; a new connection forgets the old one's tokens, since the broker sends
  // those events again.
  const awaiting = new Map<number, object>();
  const sendPacket = (client as unknown as { _sendPacket: SendPacket })._sendPacket.bind(client);
  (client as unknown as { _sendPacket: SendPacket })._sendPacket = (packet, cb, ...rest) => {
    if (packet.cmd === 'puback' && packet.messageId !== undefined && awaiting.has(packet.messageId)) {
      cb?.();
      return;
    }
    sendPacket(packet, cb, ...rest);
  };
  // The PUBACKs of a batch leave in one write (the socket is corked until the turn's callbacks
  // have run): a write per event cost a tenth of the bridge's CPU under load.
  let due: number[] = [];
  const flush = () => {
    const ids = due;
    due = [];
    if (!client.connected || !client.stream) return;
    const stream = client.stream;
    stream.cork();
    for (const messageId of ids) sendPacket({ cmd: 'puback', messageId });
    stream.uncork();
  };
  const acknowledge = (messageId: number, token: object) => {
    if (awaiting.get(messageId) !== token) return;
    awaiting.delete(messageId);
    if (due.length === 0) setImmediate(flush);
    due.push(messageId);
  };
  let failed = 0;
  client.on('close', () => {
    awaiting.clear();
    due = [];
    failed = 0;
  });
  // Events whose handling failed (the database away) stay unacknowledged; a broker sends them
  // again only on a new connection, so the bridge reconnects for them, at most once a minute.
  const redelivery = setInterval(() => {
    if (failed === 0 || !client.connected) return;
    log.warn({ failed }, 'reconnecting to MQTT for the redelivery of events not stored');
    client.stream?.destroy();
  }, REDELIVERY_MS);
  redelivery.unref();

  client.on('message', (topic, payload, packet) => {
    const messageId = packet.qos > 0 ? packet.messageId : undefined;
    const token = {};
    if (messageId !== undefined) awaiting.set(messageId, token);
    const event = parseEventTopic(options.topicPrefix, topic);
    if (!event) {
      log.warn({ topic }, 'not a ChirpStack event topic; skipped');
      if (messageId !== undefined) acknowledge(messageId, token);
      return;
    }
    log.debug({ ...event, bytes: payload.length }, 'event received');
    Promise.resolve()
      .then(() => options.onEvent(event, payload))
      .then(
        () => messageId !== undefined && acknowledge(messageId, token),
        (error: unknown) => {
          if (awaiting.get(messageId!) === token) failed++;
          log.error({ err: error, topic }, 'event handling failed; left unacknowledged for redelivery');
        },
      );
  });
  client.on('reconnect', () => log.debug('reconnecting to MQTT'));
  client.on('offline', () => log.warn('MQTT broker unreachable; reconnecting'));
  client.on('error', (error) => log.error({ err: error }, 'MQTT error'));

  return {
    client,
    async stop(drained) {
      clearInterval(redelivery);
      // No more events are read; those already read are committed and acknowledged first.
      if (drained && client.connected) {
        client.stream?.unpipe();
        await drained();
        await new Promise((resolve) => setImmediate(resolve));
        flush();
      }
      await new Promise<void>((resolve) => client.end(false, {}, () => resolve()));
    },
  };
}
