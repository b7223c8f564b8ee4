// The benchmark's stand-in for the network server's publisher, made as cheap as it can be: the
// PUBLISH packets are encoded before the clock starts and written to the socket as they are,
// PUBACKs are only counted. ChirpStack publishes from its own process, usually on its own
// machine; on a two-core machine every cycle a full MQTT client spends per message (about a
// fifth of the CPU of a run) would be taken from the broker, the bridge and the database.
import { once } from 'node:events';
import { connect } from 'node:net';
import mqttPacket from 'mqtt-packet';

export interface RawPublisher {
  /** A QoS 1 PUBLISH packet, ready to write. */
  encode(topic: string, body: string): Buffer;
  /** Writes packets (several at once: one write); resolves once the socket takes more. */
  send(packets: Buffer[]): Promise<void>;
  /** Resolves once the broker acknowledged everything sent. */
  acknowledged(): Promise<void>;
  end(): Promise<void>;
}

export async function rawPublisher(url: string, clientId: string): Promise<RawPublisher> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port || 1883) });
  socket.setNoDelay(true);
  await once(socket, 'connect');
  const parser = mqttPacket.parser({ protocolVersion: 4 });
  const connected = new Promise<void>((resolve, reject) => {
    parser.once('packet', (packet) =>
      packet.cmd === 'connack' && packet.returnCode === 0 ? resolve() : reject(new Error(`broker refused the publisher: ${JSON.stringify(packet)}`)),
    );
  });
  socket.on('data', (chunk) => parser.parse(chunk));
  socket.write(mqttPacket.generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clientId, clean: true, keepalive: 0 }));
  await connected;

  // Message ids 1-65535 in turn: fewer than that are ever in flight.
  let nextId = 0;
  let unacknowledged = 0;
  let settled: (() => void) | undefined;
  parser.on('packet', (packet) => {
    if (packet.cmd !== 'puback') return;
    unacknowledged--;
    if (unacknowledged === 0) settled?.();
  });
  socket.on('error', (error) => console.error('publisher:', error));
  return {
    encode: (topic, body) => {
      nextId = (nextId % 65535) + 1;
      return mqttPacket.generate({ cmd: 'publish', topic, payload: body, qos: 1, messageId: nextId, dup: false, retain: false });
    },
    send: async (packets) => {
      unacknowledged += packets.length;
      if (!socket.write(packets.length === 1 ? packets[0]! : Buffer.concat(packets))) await once(socket, 'drain');
    },
    acknowledged: () => (unacknowledged === 0 ? Promise.resolve() : new Promise<void>((resolve) => (settled = resolve))),
    end: async () => {
      socket.end(mqttPacket.generate({ cmd: 'disconnect' }));
      await once(socket, 'close');
    },
  };
}
