// Creates prisma/migrations/<timestamp>_<name>/migration.sql from the changes in schema.prisma.
//   pnpm db:migration:create <name>
// The schema engine replays the existing migrations in a shadow database: on DATABASE_URL's
// server when set, otherwise on a throwaway embedded PostgreSQL.
import { relative } from 'node:path';
import { createMigration } from '../migrations.ts';
import { withDatabaseServer } from './throwaway-server.ts';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: pnpm db:migration:create <name>   (lower-case letters, digits and underscores)');
  process.exit(1);
}
console.log(
  process.env.DATABASE_URL
    ? 'Comparing the migrations with schema.prisma (shadow database on DATABASE_URL) …'
    : 'Comparing the migrations with schema.prisma (throwaway embedded PostgreSQL) …',
);
const created = await withDatabaseServer((url) => createMigration(name, url));
if (created) {
  console.log(`Created ${relative(process.cwd(), created.path) || created.path}/migration.sql — review it, then apply it with \`pnpm db:migrate\`.`);
} else {
  console.error('schema.prisma and the migrations agree: no migration created.');
  process.exitCode = 1;
}
