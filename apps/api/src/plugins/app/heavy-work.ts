import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    heavyWork: HeavyWork;
  }
}

export interface HeavyWorkLimits {
  /** Renders one user may have running at once. */
  perUser: number;
  /** Renders the whole API may have running at once. */
  total: number;
}

/** Seconds a refused caller is told to wait (Retry-After): about one render. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Bounds the heavy work done inside a request (inspection PDF reports, plan PDF/JPG exports):
 * each user may run `perUser` renders at once and the API `total`; beyond that the answer is
 * 429 `reports/too_many_requests`. A render asked for again while it is still being made (same
 * key: the same inspection, or the same plan with the same options) is shared, not started twice.
 *
 * Every heavy route goes through `run`, after its access check; the key must name only what
 * decides the result. A job engine will replace this in-process bound later.
 */
export class HeavyWork {
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly runningByUser = new Map<number, number>();
  private running = 0;
  private peak = 0;
  private started = 0;

  constructor(readonly limits: HeavyWorkLimits) {}

  run<T>(userId: number, key: string, render: () => Promise<T>): Promise<T> {
    const shared = this.inFlight.get(key);
    if (shared) return shared as Promise<T>;
    const mine = this.runningByUser.get(userId) ?? 0;
    if (mine >= this.limits.perUser || this.running >= this.limits.total) {
      throw new AppError('reports/too_many_requests', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) }, details: { retryAfterSeconds: RETRY_AFTER_SECONDS } });
    }
    this.runningByUser.set(userId, mine + 1);
    this.running += 1;
    this.started += 1;
    this.peak = Math.max(this.peak, this.running);
    const work = (async () => {
      try {
        return await render();
      } finally {
        this.inFlight.delete(key);
        this.running -= 1;
        const left = (this.runningByUser.get(userId) ?? 1) - 1;
        if (left > 0) this.runningByUser.set(userId, left);
        else this.runningByUser.delete(userId);
      }
    })();
    this.inFlight.set(key, work);
    return work;
  }

  /** Counters since the start: renders running now, the most ever at once, renders started. */
  stats() {
    return { running: this.running, peak: this.peak, started: this.started };
  }
}

export default fp<{ limits: HeavyWorkLimits }>(
  async (app, opts) => {
    app.decorate('heavyWork', new HeavyWork(opts.limits));
  },
  { name: 'heavy-work' },
);
