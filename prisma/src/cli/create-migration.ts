// Creates prisma/migrations/<timestamp>_<name>/migration.sql from the changes in schema.prisma.
// The schema engine replays the existing migrations in a shadow database: on DATABASE_URL's
// server when set, otherwise on a throwaway embedded PostgreSQL.
import { createMigration } from '../migrations.ts';
import { withDatabaseServer } from './throwaway-server.ts';

const name = process.argv[2];
if (!name) {
  console.error('Usage: pnpm db:migration:create <name>   (lower-case letters, digits, underscores)');
  process.exit(1);
}
const created = await withDatabaseServer((url) => createMigration(name, url));
console.log(created ? `Created ${created.path}` : 'schema.prisma and the migrations agree: nothing to create.');
// The wasm engine leaves timers behind; the work is done.
process.exit(0);
