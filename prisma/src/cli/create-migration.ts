// Creates prisma/migrations/<timestamp>_<name>/migration.sql from the changes in schema.prisma.
// The schema engine replays the existing migrations in a shadow database: on DATABASE_URL's
// server when set, otherwise on a throwaway embedded PostgreSQL.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { createMigration } from '../migrations.ts';

const name = process.argv[2];
if (!name) {
  console.error('Usage: pnpm db:migration:create <name>   (lower-case letters, digits, underscores)');
  process.exit(1);
}

let url = process.env.DATABASE_URL;
let cleanup = async () => {};
if (!url) {
  const dataDir = await mkdtemp(join(tmpdir(), 'trapline-migration-'));
  const server = await startEmbeddedPostgres({ dataDir });
  url = server.url;
  cleanup = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
try {
  const created = await createMigration(name, url);
  console.log(created ? `Created ${created.path}` : 'schema.prisma and the migrations agree: nothing to create.');
} finally {
  await cleanup();
}
// The wasm engine leaves timers behind; the work is done.
process.exit(0);
