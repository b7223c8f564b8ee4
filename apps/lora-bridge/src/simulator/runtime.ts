// Where the running stack is: `./trapline start` writes DATA_DIR/runtime.json with the broker
// and database it uses (embedded ones listen on free ports), so the simulator and the browser
// tests' helpers find them without being told.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface StackRuntime {
  mqttUrl?: string;
  databaseUrl?: string;
  topicPrefix?: string;
}

export const RUNTIME_FILE = 'runtime.json';
const ROOT = resolve(import.meta.dirname, '../../../..');

/** DATA_DIR as the stack resolves it: relative paths from the repository root, `.data` by default. */
export const dataDir = (env: NodeJS.ProcessEnv = process.env) => resolve(ROOT, env.DATA_DIR || '.data');

export function readRuntime(env: NodeJS.ProcessEnv = process.env): StackRuntime {
  const file = join(dataDir(env), RUNTIME_FILE);
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as StackRuntime;
}
