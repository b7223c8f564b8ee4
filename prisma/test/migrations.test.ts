import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, createMigration, diffMigrationsToSchema, migrationChecksum } from '../src/migrations.ts';
import { MIGRATIONS_DIR, SCHEMA_PATH } from '../src/paths.ts';
import { useTestDatabase } from '../src/test-database.ts';

let serverDb: { url: string; drop(): Promise<void> };
let scratch: string;
beforeAll(async () => {
  serverDb = await useTestDatabase();
  scratch = await mkdtemp(join(tmpdir(), 'trapline-migrations-'));
});
afterAll(async () => {
  await serverDb.drop();
  await rm(scratch, { recursive: true, force: true });
});

async function query<T extends pg.QueryResultRow>(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function migrationNames(dir: string) {
  return (await readdir(dir, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** schema.prisma with one more model, written to the scratch folder. */
async function changedSchema() {
  const path = join(scratch, 'schema.prisma');
  await writeFile(path, `${await readFile(SCHEMA_PATH, 'utf8')}\nmodel DriftProbe {\n  id Int @id\n}\n`);
  return path;
}

describe('migrations', () => {
  it('schema.prisma and the migrations folder agree (after changing the schema, run `pnpm db:migration:create <name>`)', async () => {
    const sql = await diffMigrationsToSchema(serverDb.url);
    expect(sql, `schema.prisma has changes no migration carries:\n${sql}`).toBe('');
  });

  it('apply to an empty database records Prisma history with sha256 checksums, and is idempotent', async () => {
    const emptyName = `trapline_empty_${process.pid}_${Date.now()}`;
    await query(serverDb.url, `CREATE DATABASE ${emptyName}`);
    const emptyUrl = serverDb.url.replace(/\/[^/]+$/, `/${emptyName}`);
    try {
      const names = await migrationNames(MIGRATIONS_DIR);
      expect((await applyMigrations(emptyUrl)).applied).toEqual(names);
      expect((await applyMigrations(emptyUrl)).applied).toEqual([]);
      const history = await query<{ migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null }>(
        emptyUrl,
        'SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY migration_name',
      );
      expect(history.map((h) => h.migration_name)).toEqual(names);
      for (const [i, name] of names.entries()) {
        expect(history[i]!.checksum).toBe(migrationChecksum(await readFile(join(MIGRATIONS_DIR, name, 'migration.sql'), 'utf8')));
      }
      expect(history.every((h) => h.finished_at !== null && h.rolled_back_at === null)).toBe(true);
      const tables = await query<{ count: string }>(emptyUrl, "SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'");
      expect(Number(tables[0]!.count)).toBeGreaterThan(50);
      // The job engine's schema comes with the migrations, so nothing enqueues into a database without it.
      const jobTables = await query<{ table_name: string }>(emptyUrl, "SELECT table_name FROM information_schema.tables WHERE table_schema = 'pgboss'");
      expect(jobTables.map((t) => t.table_name)).toEqual(expect.arrayContaining(['job', 'queue', 'version']));
    } finally {
      await query(serverDb.url, `DROP DATABASE IF EXISTS ${emptyName} WITH (FORCE)`);
    }
  });

  it('creates a migration for a changed schema, after which the two agree; refuses when nothing changed', async () => {
    const dir = join(scratch, 'migrations');
    await cp(MIGRATIONS_DIR, dir, { recursive: true });
    const schema = await changedSchema();
    const created = await createMigration('drift_probe', serverDb.url, dir, schema);
    expect(created?.path).toMatch(/\/\d{14}_drift_probe$/);
    expect(await readFile(join(created!.path, 'migration.sql'), 'utf8')).toContain('CREATE TABLE "DriftProbe"');
    expect(await diffMigrationsToSchema(serverDb.url, dir, schema)).toBe('');
    expect(await createMigration('again', serverDb.url, dir, schema)).toBeNull();
    expect(await migrationNames(dir)).toHaveLength((await migrationNames(MIGRATIONS_DIR)).length + 1);
  });

  it('the drift check command exits 1 and prints the missing SQL when the schema has changed', async () => {
    const cli = fileURLToPath(new URL('../src/cli/check-drift.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', cli, '--schema', await changedSchema()], {
      env: { ...process.env, DATABASE_URL: serverDb.url },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(1);
    expect(result.stdout).toContain('CREATE TABLE "DriftProbe"');
  });
});
