// Applies pending migrations to DATABASE_URL.
import { applyMigrations } from '../migrations.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set. (`./trapline start` runs migrations on its embedded database by itself.)');
  process.exit(1);
}
const { applied } = await applyMigrations(url);
console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.join(', ')}` : 'Database is up to date.');
// The wasm engine leaves timers behind; the work is done.
process.exit(0);
