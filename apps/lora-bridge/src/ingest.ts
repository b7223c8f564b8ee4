// The path of every event from the MQTT session to the database. Events go to lanes by DevEUI,
// and each lane keeps arrival order (a sensor's uplinks never overtake each other), while the
// lanes write in parallel: the database has more than one core, and one lane's statements
// leave it idle between round trips. Uplinks that arrive while a lane's batch is being written
// wait for its next one, so under load a batch holds hundreds of uplinks (a few statements in
// all) and when it is quiet a single uplink goes at once. Other events run in their lane between
// batches; other work (the silence check) after what was received before it.
import type { DbClient } from '@trapline/db/client';
import type { Logger } from 'pino';
import { BadMessage, countBad, type EventCounters, type EventOptions, handleEvent, parseUplink } from './events-handler.ts';
import type { EventTopic } from './topics.ts';
import { commitUplinks, type ParsedUplink, storeUplinks } from './uplinks.ts';

export interface Ingest {
  /** Resolves once the event is committed (or counted as bad). */
  onEvent(topic: EventTopic, payload: Buffer): Promise<void>;
  /** Runs a task after the events received so far. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Resolves once everything received so far is committed. */
  idle(): Promise<void>;
}

export interface IngestOptions {
  db: DbClient;
  log: Logger;
  counters: EventCounters;
  hooks?: EventOptions;
  /** Most uplinks written in one batch. */
  maxBatch?: number;
  /** Batches written at the same time (each by its own connection). */
  lanes?: number;
  /** How long a trickle of uplinks is gathered before its batch goes (0: at once). */
  lingerMs?: number;
}

/** Waiting uplinks that make a batch worth writing without gathering more. */
const GO_AT_ONCE = 50;

interface Item {
  topic?: EventTopic;
  payload?: Buffer;
  task?: () => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export function createIngest(options: IngestOptions): Ingest {
  const lanes = Array.from({ length: Math.max(1, options.lanes ?? 2) }, () => createLane(options));
  const laneOf = (devEui: string) => {
    let hash = 0;
    for (let i = 0; i < devEui.length; i++) hash = (hash * 31 + devEui.charCodeAt(i)) | 0;
    return lanes[Math.abs(hash) % lanes.length]!;
  };
  const idle = async () => {
    await Promise.all(lanes.map((lane) => lane.idle()));
  };
  return {
    onEvent: (topic, payload) => laneOf(topic.devEui.toLowerCase()).onEvent(topic, payload),
    run: async <T>(task: () => Promise<T>) => {
      await idle();
      return lanes[0]!.run(task);
    },
    idle,
  };
}

function createLane(options: IngestOptions): Ingest {
  const { db, log, counters, hooks } = options;
  const maxBatch = options.maxBatch ?? 5000;
  const waiting: Item[] = [];
  let draining: Promise<void> | undefined;
  // Notifications and gateway bookkeeping of committed batches, running beside the next batch.
  const followUps = new Set<Promise<void>>();
  const follow = (followUp: Promise<void>) => {
    const tracked = followUp
      .catch((error: unknown) => log.error({ err: error }, 'alert notification or gateway update failed'))
      .finally(() => followUps.delete(tracked));
    followUps.add(tracked);
  };

  // Events of one socket read arrive in the same turn; a trickle of them (fewer than a batch's
  // worth already waiting) is gathered for lingerMs more, so that a steady few thousand a second
  // cost a statement per several uplinks, not one each, for a few milliseconds of latency.
  const lingerMs = options.lingerMs ?? 5;
  const gather = () => new Promise<void>((resolve) => (lingerMs > 0 && waiting.length < GO_AT_ONCE ? setTimeout(resolve, lingerMs) : setImmediate(resolve)));

  function drain() {
    draining ??= gather()
      .then(async () => {
        while (waiting.length) {
          await next();
          if (waiting.length) await gather();
        }
      })
      .finally(() => {
        draining = undefined;
        if (waiting.length) drain();
      });
  }

  async function next() {
    const first = waiting[0]!;
    if (first.task || first.topic!.event !== 'up') {
      waiting.shift();
      try {
        first.resolve(await (first.task ? first.task() : handleEvent(db, first.topic!, first.payload!, log, counters, hooks)));
      } catch (error) {
        first.reject(error);
      }
      return;
    }
    // The uplinks at the head of the queue, up to the batch size.
    let count = 0;
    while (count < waiting.length && count < maxBatch && !waiting[count]!.task && waiting[count]!.topic!.event === 'up') count++;
    const items = waiting.splice(0, count);
    const parsed: Array<{ item: Item; uplink: ParsedUplink }> = [];
    for (const item of items) {
      try {
        parsed.push({ item, uplink: parseUplink(item.topic!, item.payload!, hooks?.encoding) });
      } catch (error) {
        if (!(error instanceof BadMessage)) {
          item.reject(error);
          continue;
        }
        countBad(item.topic!, error, log, counters);
        item.resolve(undefined);
      }
    }
    try {
      follow(
        (
          await commitUplinks(
            db,
            parsed.map((p) => p.uplink),
            log,
            counters,
            hooks,
          )
        ).followUp,
      );
      for (const { item } of parsed) item.resolve(undefined);
    } catch (error) {
      if (parsed.length === 1) {
        parsed[0]!.item.reject(error);
        return;
      }
      // One uplink the database refuses must not take the batch with it: one by one.
      log.warn({ err: error, uplinks: parsed.length }, 'uplink batch failed; storing its uplinks one by one');
      for (const { item, uplink } of parsed) {
        await storeUplinks(db, [uplink], log, counters, hooks).then(item.resolve, item.reject);
      }
    }
  }

  function push(item: Omit<Item, 'resolve' | 'reject'>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      waiting.push({ ...item, resolve, reject });
      drain();
    });
  }

  return {
    onEvent: (topic, payload) => push({ topic, payload }).then(() => undefined),
    run: <T>(task: () => Promise<T>) => push({ task }) as Promise<T>,
    idle: async () => {
      while (draining || followUps.size) await (draining ?? Promise.all(followUps));
    },
  };
}
