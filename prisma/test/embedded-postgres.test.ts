import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/embedded-postgres.ts';

describe('embedded PostgreSQL', () => {
  it('starts on a free port (never the standard one), keeps its data, and stops', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'trapline-embedded-'));
    try {
      const first = await startEmbeddedPostgres({ dataDir });
      expect(first.port).not.toBe(5432);
      await first.createDatabase('kept');
      await first.stop();
      const second = await startEmbeddedPostgres({ dataDir });
      const client = new pg.Client({ connectionString: second.urlFor('kept') });
      await client.connect();
      const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
      await client.end();
      await second.stop();
      expect(rows[0]!.one).toBe(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
