// Exits 1 and prints the SQL when schema.prisma has changes the migrations do not carry.
//   pnpm db:check-drift [--schema path]
// Uses DATABASE_URL's server for the shadow database, or a throwaway embedded PostgreSQL.
import { diffMigrationsToSchema } from '../migrations.ts';
import { MIGRATIONS_DIR, SCHEMA_PATH } from '../paths.ts';
import { withDatabaseServer } from './throwaway-server.ts';

const schemaFlag = process.argv.indexOf('--schema');
const schemaPath = schemaFlag > 0 ? process.argv[schemaFlag + 1]! : SCHEMA_PATH;

const sql = await withDatabaseServer((url) => diffMigrationsToSchema(url, MIGRATIONS_DIR, schemaPath));
if (sql) {
  console.log(sql);
  console.error('schema.prisma has changes without a migration: run `pnpm db:migration:create <name>`.');
  process.exitCode = 1;
} else {
  console.log('schema.prisma and the migrations agree.');
}
