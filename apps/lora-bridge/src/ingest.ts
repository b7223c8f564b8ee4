// The path of every event from the MQTT session to the database: one at a time, in arrival
// order (a sensor's uplinks must not overtake each other). Other work that touches the same
// rows (the silence check) runs in the same order.
import type { DbClient } from '@trapline/db/client';
import type { Logger } from 'pino';
import { type EventCounters, type EventHooks, handleEvent } from './events-handler.ts';
import type { EventTopic } from './topics.ts';

export interface Ingest {
  onEvent(topic: EventTopic, payload: Buffer): Promise<void>;
  /** Runs a task after the events received so far. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves once everything received so far is committed. */
  idle(): Promise<void>;
}

export function createIngest(options: { db: DbClient; log: Logger; counters: EventCounters; hooks?: EventHooks }): Ingest {
  const { db, log, counters, hooks } = options;
  let queue: Promise<unknown> = Promise.resolve();
  function run<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  }
  return {
    onEvent: (topic, payload) => run(() => handleEvent(db, topic, payload, log, counters, hooks)),
    run,
    idle: () => queue.then(() => undefined),
  };
}
