import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations, migrationChecksum } from '../src/migrations.ts';
import { MIGRATIONS_DIR } from '../src/paths.ts';
import { useTestDatabase } from '../src/test-database.ts';

const databases: Array<{ drop(): Promise<void> }> = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
});

async function freshDatabase() {
  const db = await useTestDatabase();
  databases.push(db);
  return db.url;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

// The schema engine's diff runs in a child process: its wasm build does not run inside the
// test runner's module loader.
function checkDrift(databaseUrl: string, schemaPath?: string) {
  const args = ['--import', 'tsx', fileURLToPath(new URL('../src/cli/check-drift.ts', import.meta.url)), ...(schemaPath ? ['--schema', schemaPath] : [])];
  const result = spawnSync(process.execPath, args, { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('migrations', () => {
  it('schema.prisma and the migrations folder agree (create a migration after changing the schema)', async () => {
    const drift = checkDrift(await freshDatabase());
    expect(drift.status, drift.output).toBe(0);
  });

  it('a changed schema is detected as drift', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'trapline-drift-'));
    try {
      const schema = await readFile(new URL('../schema.prisma', import.meta.url), 'utf8');
      const changed = join(dir, 'schema.prisma');
      await writeFile(changed, `${schema}\nmodel DriftProbe {\n  id Int @id\n}\n`);
      const drift = checkDrift(await freshDatabase(), changed);
      expect(drift.status).toBe(1);
      expect(drift.output).toContain('CREATE TABLE "DriftProbe"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('apply to an empty database records Prisma history with sha256 checksums, and is idempotent', async () => {
    const { url: server } = { url: await freshDatabase() };
    // useTestDatabase clones the migrated template; build an empty one beside it instead.
    const emptyName = `trapline_empty_${Date.now()}`;
    await query(server, `CREATE DATABASE ${emptyName}`);
    const emptyUrl = server.replace(/\/[^/]+$/, `/${emptyName}`);
    try {
      const names = (await readdir(MIGRATIONS_DIR, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name).sort();
      const first = await applyMigrations(emptyUrl);
      expect(first.applied).toEqual(names);
      const second = await applyMigrations(emptyUrl);
      expect(second.applied).toEqual([]);
      const history = await query<{ migration_name: string; checksum: string; finished_at: Date | null }>(emptyUrl, 'SELECT migration_name, checksum, finished_at FROM _prisma_migrations ORDER BY migration_name');
      expect(history.map((h) => h.migration_name)).toEqual(names);
      const sql = await readFile(join(MIGRATIONS_DIR, names[0]!, 'migration.sql'), 'utf8');
      expect(history[0]!.checksum).toBe(migrationChecksum(sql));
      expect(history.every((h) => h.finished_at !== null)).toBe(true);
      const tables = await query<{ count: string }>(emptyUrl, "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'");
      expect(Number(tables[0]!.count)).toBeGreaterThan(50);
    } finally {
      await query(server, `DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`);
    }
  });
});
