import { buildApp } from './app.ts';
import { readConfig } from './env.ts';

const config = readConfig();
const app = await buildApp({
  config,
  logger: {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    ...(config.NODE_ENV === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } } : {}),
  },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let the ones in flight finish, then close the database pool.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.API_HOST, port: config.API_PORT });
