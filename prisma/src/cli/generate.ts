// Generates the Prisma client (prisma/generated/client) from schema.prisma. Runs after every
// install, so it is quiet and skips the work when the schema and Prisma's version are those of
// the last generation (`--force` regenerates anyway). It needs no database.
//
// Generating the client needs no native engine, but the Prisma CLI looks for its schema engine
// first and downloads it when missing. Where that download is impossible, or just to keep an
// install fast, PRISMA_SCHEMA_ENGINE_BINARY points at an existing file instead; the `prisma
// migrate` commands fetch the real engine when they run.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DB_PACKAGE_DIR, SCHEMA_PATH } from '../paths.ts';

const require = createRequire(import.meta.url);
const GENERATED_DIR = join(DB_PACKAGE_DIR, 'generated');
const STAMP_FILE = join(GENERATED_DIR, '.schema-hash');
const force = process.argv.includes('--force');

const prismaVersion = (require('prisma/package.json') as { version: string }).version;
const stamp = createHash('sha256').update(prismaVersion).update('\0').update(readFileSync(SCHEMA_PATH)).digest('hex');
const upToDate = existsSync(join(GENERATED_DIR, 'client', 'client.ts')) && readOptional(STAMP_FILE) === stamp;

if (upToDate && !force) {
  console.log('Prisma client is up to date.');
} else {
  const env: NodeJS.ProcessEnv = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1' };
  if (!env.PRISMA_SCHEMA_ENGINE_BINARY && !schemaEngineInstalled()) env.PRISMA_SCHEMA_ENGINE_BINARY = process.execPath;
  const cli = require.resolve('prisma/build/index.js');
  const result = spawnSync(process.execPath, [cli, 'generate'], { cwd: DB_PACKAGE_DIR, env, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    console.error(`prisma generate failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP_FILE, stamp);
  console.log('Prisma client generated.');
}

/** Whether @prisma/engines already holds a native schema engine (downloaded on this machine). */
function schemaEngineInstalled(): boolean {
  try {
    const enginesDir = dirname(createRequire(require.resolve('prisma/package.json')).resolve('@prisma/engines/package.json'));
    return readdirSync(enginesDir).some((name) => name.startsWith('schema-engine-'));
  } catch {
    return false;
  }
}

function readOptional(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
