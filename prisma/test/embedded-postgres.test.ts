import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { findRunningEmbeddedPostgres, startEmbeddedPostgres } from '../src/embedded-postgres.ts';

describe('embedded PostgreSQL', () => {
  it('starts on a free port (never the standard one), keeps its data, survives a stale pid file, and stops', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'trapline-embedded-'));
    try {
      const first = await startEmbeddedPostgres({ dataDir });
      expect(first.port).not.toBe(5432);
      expect((await findRunningEmbeddedPostgres(dataDir))?.port).toBe(first.port);
      await first.createDatabase('kept');
      const pidFile = await readFile(join(dataDir, 'postmaster.pid'), 'utf8');
      await first.stop();
      expect(await findRunningEmbeddedPostgres(dataDir)).toBeNull();

      // What a killed run leaves behind: the pid file of a process that is gone.
      const gonePid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout;
      await writeFile(join(dataDir, 'postmaster.pid'), pidFile.replace(/^\d+/, gonePid));

      const second = await startEmbeddedPostgres({ dataDir });
      try {
        const client = new pg.Client({ connectionString: second.urlFor('kept') });
        await client.connect();
        const { rows } = await client.query<{ encoding: string }>(
          'SELECT pg_encoding_to_char(encoding) AS encoding FROM pg_database WHERE datname = current_database()',
        );
        await client.end();
        expect(rows[0]!.encoding).toBe('UTF8');
      } finally {
        await second.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
