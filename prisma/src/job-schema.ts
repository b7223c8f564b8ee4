// The job engine's tables. pg-boss keeps its jobs, queues and schedules in a schema of its own
// and creates or upgrades it itself; this runs that step with the migrations (applyMigrations),
// so the schema is there before the API, the workers or the LoRa bridge enqueue anything, on
// `./trapline start`, in the production api container and in the test template database.
import { PgBoss } from 'pg-boss';

/** The PostgreSQL schema of pg-boss's tables. */
export const JOB_SCHEMA = 'pgboss';

/** Creates pg-boss's schema, or brings it to this pg-boss version. Safe to run repeatedly and concurrently (advisory lock). */
export async function installJobSchema(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_SCHEMA,
    max: 2,
    migrate: true,
    supervise: false,
    schedule: false,
    registerInstance: false,
  });
  const errors: Error[] = [];
  boss.on('error', (error) => errors.push(error));
  await boss.start();
  await boss.stop({ graceful: false });
  if (errors.length) throw errors[0];
}
