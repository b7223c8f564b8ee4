// Applies pending migrations: to DATABASE_URL when set, otherwise to the local embedded
// database of `./trapline start` (DATA_DIR/postgres, database `trapline`).
import { applyMigrations } from '../migrations.ts';
import { withLocalDatabase } from './local-database.ts';

try {
  const { applied } = await withLocalDatabase(async (url) => {
    console.log(`Applying migrations to ${redact(url)} …`);
    return applyMigrations(url);
  });
  console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
} catch (error) {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}

function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
