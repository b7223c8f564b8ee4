// Prints the OpenAPI document to stdout without a database or network: the Prisma client
// connects lazily and no route is called.
import { buildApp } from '../app.ts';
import { configFor } from '../env.ts';

const app = await buildApp({
  config: configFor({ DATABASE_URL: 'postgresql://openapi@127.0.0.1:9/none' }),
  logger: false,
  docsUi: false,
});
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
