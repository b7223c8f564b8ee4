// The workers process (see workers.ts); any number of replicas may run side by side.
import pino from 'pino';
import { readConfig } from './env.ts';
import { jobRegistryFor } from './jobs/registry.ts';
import { startWorkers } from './workers.ts';

const config = readConfig();
const log = pino({ level: config.LOG_LEVEL, base: { service: 'workers' } });
const workers = await startWorkers(config, log, jobRegistryFor(config.RENDER_CONCURRENCY));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'workers stopping');
  // Work in progress gets a while to finish; after that the process ends anyway.
  setTimeout(() => {
    log.error('work in progress did not finish within 35 s; exiting');
    process.exit(1);
  }, 35_000).unref();
  await workers.stop();
  log.info('workers stopped');
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
