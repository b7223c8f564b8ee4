// Brokers for the tests: the real Mosquitto when one answers (127.0.0.1:1883, or its binary for a
// broker of our own that we may restart), otherwise the embedded aedes broker.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Aedes } from 'aedes';

export interface TestBroker {
  url: string;
  kind: 'mosquitto' | 'aedes';
  close(): Promise<void>;
}

export interface RestartableBroker extends TestBroker {
  /** Stops the broker (clients lose their connections) and starts it again on the same port, sessions kept. */
  restart(downMs?: number): Promise<void>;
}

const answers = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host });
    socket.setTimeout(500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(condition: () => Promise<boolean>, ms = 5000) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('broker did not come up');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Mosquitto on 127.0.0.1:1883 when it answers (left running), else an embedded aedes broker. */
export async function testBroker(): Promise<TestBroker> {
  if (process.env.LORA_TEST_BROKER !== 'aedes' && (await answers(1883))) {
    return { url: 'mqtt://127.0.0.1:1883', kind: 'mosquitto', close: async () => {} };
  }
  return embedded(await freePort());
}

const MOSQUITTO = ['/usr/sbin/mosquitto', '/usr/bin/mosquitto', '/usr/local/sbin/mosquitto'].find((path) => existsSync(path));

/**
 * A broker of our own that can be restarted: Mosquitto with its on-disk persistence when the
 * binary is installed, else aedes, whose sessions live in the broker object across a restart of
 * its listener (what a broker with persistent storage does across a restart of its process).
 */
export async function restartableBroker(): Promise<RestartableBroker> {
  const port = await freePort();
  if (MOSQUITTO && process.env.LORA_TEST_BROKER !== 'aedes') return mosquitto(port);
  return embedded(port);
}

async function mosquitto(port: number): Promise<RestartableBroker> {
  const dir = mkdtempSync(join(tmpdir(), 'trapline-mosquitto-'));
  const config = join(dir, 'mosquitto.conf');
  writeFileSync(
    config,
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      'max_queued_messages 0',
      'max_inflight_messages 10000',
      ...(process.getuid?.() === 0 ? ['user root'] : []),
    ].join('\n') + '\n',
  );
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(MOSQUITTO!, ['-c', config], { stdio: 'ignore' });
    await waitFor(() => answers(port));
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    // SIGTERM: Mosquitto writes its sessions and queued messages to disk before it exits.
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    kind: 'mosquitto',
    async restart(downMs = 300) {
      await stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function embedded(port: number): Promise<RestartableBroker> {
  const broker = await Aedes.createBroker();
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = async () => {
    server = createServer((socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      broker.handle(socket);
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
  };
  const stop = async () => {
    const closed = new Promise((resolve) => server?.close(resolve));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    kind: 'aedes',
    async restart(downMs = 300) {
      await stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await start();
    },
    async close() {
      await stop();
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
