// Exits 1 and prints the SQL when schema.prisma has changes the migrations do not carry.
//   pnpm --filter @trapline/db check-drift [--schema path]
// Uses DATABASE_URL's server for the shadow database, or a throwaway embedded PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { diffMigrationsToSchema } from '../migrations.ts';
import { MIGRATIONS_DIR, SCHEMA_PATH } from '../paths.ts';

const schemaFlag = process.argv.indexOf('--schema');
const schemaPath = schemaFlag > 0 ? process.argv[schemaFlag + 1]! : SCHEMA_PATH;

let url = process.env.DATABASE_URL;
let cleanup = async () => {};
if (!url) {
  const dataDir = await mkdtemp(join(tmpdir(), 'trapline-drift-'));
  const server = await startEmbeddedPostgres({ dataDir });
  url = server.url;
  cleanup = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
let exitCode = 0;
try {
  const sql = await diffMigrationsToSchema(url, MIGRATIONS_DIR, schemaPath);
  if (sql) {
    console.log(sql);
    console.error('schema.prisma has changes without a migration: run `pnpm db:migration:create <name>`.');
    exitCode = 1;
  } else {
    console.log('schema.prisma and the migrations agree.');
  }
} finally {
  await cleanup();
}
// The wasm engine leaves timers behind; the work is done.
process.exit(exitCode);
