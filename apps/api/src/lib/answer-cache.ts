import type { SqlPool } from '@trapline/db/client';

/**
 * Serialized answers of this API process (statistics, an inspection's device table), keyed by the
 * request and by the versions of the place's data and of the catalogue (placeDataVersion, bumped
 * by database triggers in the transaction of every write the answer depends on). A write makes
 * every earlier key unreachable, on every replica at once: each request reads the versions from
 * the database before looking here. The versions are read before the answer is computed, so an
 * answer is never stored under a version newer than the data it was computed from.
 *
 * Least recently used answers go first beyond `maxBytes`; identical requests arriving together
 * share one computation.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The cached answer for `key`, or the one `compute` makes (stored when it fits). */
  async get(key: string, compute: () => Promise<Buffer>): Promise<Buffer> {
    const found = this.entries.get(key);
    if (found) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, found);
      return found;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const started = compute().then(
      (answer) => {
        this.pending.delete(key);
        this.store(key, answer);
        return answer;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, started);
    return started;
  }

  private store(key: string, answer: Buffer) {
    if (answer.length > this.maxBytes / 4) return;
    this.entries.set(key, answer);
    this.bytes += answer.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/**
 * The versions of the place's recorded data and of the catalogue (0 until first bumped): what
 * the triggers of statistics_versions follow (prisma/schema.prisma, model StatisticsVersion).
 */
export async function placeDataVersion(sql: SqlPool, placeId: number): Promise<string> {
  const { rows } = await sql.query<{ place: string; catalogue: string }>({
    name: 'place-data-version',
    text: `SELECT coalesce(max(version) FILTER (WHERE "placeId" = $1), 0)::text AS place, coalesce(max(version) FILTER (WHERE "placeId" = 0), 0)::text AS catalogue
      FROM statistics_versions WHERE "placeId" IN ($1, 0)`,
    values: [placeId],
  });
  return `${rows[0]!.place}.${rows[0]!.catalogue}`;
}

/**
 * One version for the data of several places and the catalogue: the sum of their versions. Every
 * bump raises one of them by one, so the sum changes with every write to any of them.
 */
export async function placesDataVersion(sql: SqlPool, placeIds: number[]): Promise<string> {
  const { rows } = await sql.query<{ version: string }>({
    name: 'places-data-version',
    text: `SELECT coalesce(sum(version), 0)::text AS version FROM statistics_versions WHERE "placeId" = ANY($1::int[]) OR "placeId" = 0`,
    values: [placeIds],
  });
  return rows[0]!.version;
}
