// `prisma generate` that also works where Prisma cannot download its native schema engine:
// generating the client needs no engine, but the CLI looks for one unless told where it is.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { DB_PACKAGE_DIR } from '../paths.ts';

const require = createRequire(import.meta.url);
const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = '1';
const cli = require.resolve('prisma/build/index.js');
const result = spawnSync(process.execPath, [cli, 'generate'], { cwd: DB_PACKAGE_DIR, env, stdio: ['ignore', 'pipe', 'inherit'] });
if (result.status !== 0) {
  process.stdout.write(result.stdout);
  process.exit(result.status ?? 1);
}
console.log('Prisma client generated.');
