// A LISTEN connection that heals itself: it calls back on every NOTIFY of a channel and, once
// (re)connected, so work queued while nobody listened is picked up. Losing it is never fatal:
// the callers also poll, and the connection is retried after a pause.
import pg from 'pg';

const RELISTEN_MS = 5000;

export interface ListenLog {
  debug(message: string): void;
  warn(details: { err: unknown }, message: string): void;
}

export interface Listener {
  stop(): Promise<void>;
}

/** `what` names the listener in log lines ("downlink listener", "outbox listener"). */
export function listenForNotifications(options: { databaseUrl: string; channel: string; what: string; log: ListenLog; onNotify: () => void }): Listener {
  const { log, what } = options;
  let stopped = false;
  let current: pg.Client | undefined;

  function listen() {
    if (stopped) return;
    const client = new pg.Client({ connectionString: options.databaseUrl });
    current = client;
    let lost = false;
    const relisten = (error?: unknown) => {
      if (lost || stopped) return;
      lost = true;
      log.warn({ err: error }, `${what} lost; polling goes on, listening again in ${RELISTEN_MS / 1000} s`);
      client.end().catch(() => {});
      setTimeout(listen, RELISTEN_MS).unref();
    };
    client.on('notification', () => options.onNotify());
    client.on('error', relisten);
    client.on('end', () => relisten());
    client
      .connect()
      .then(() => client.query(`LISTEN ${options.channel}`))
      .then(() => {
        log.debug(`${what}: listening on ${options.channel}`);
        options.onNotify();
      }, relisten);
  }

  listen();
  return {
    async stop() {
      stopped = true;
      await current?.end().catch(() => {});
    },
  };
}
