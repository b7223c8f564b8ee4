// Prints the gzip size of the JavaScript each entry loads, against the budgets:
// /auth/login at most 200 KB, the shell's first load at most 350 KB.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// WEB_DIST measures a build made elsewhere (vite build --outDir).
const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file))).length;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}
const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) ?? '';
const chunksOf = (fragment: string) => Object.keys(manifest).filter((k) => k.includes(fragment));
const size = (keys: Set<string>) => [...keys].reduce((sum, k) => sum + gz(manifest[k]?.file ?? ''), 0);

const login = size(closure([entry, ...chunksOf('routes/auth/route.tsx'), ...chunksOf('routes/auth/login.tsx')]));
const shell = size(closure([entry, ...chunksOf('routes/app/route.tsx'), ...chunksOf('routes/app/dashboard/index.tsx')]));
const total = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .reduce((s, f) => s + gz(join('assets', f)), 0);
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`JS gzip: /auth/login ${kb(login)} (budget 200 KB), shell first load ${kb(shell)} (budget 350 KB), all chunks ${kb(total)}`);
if (login > 200 * 1024 || shell > 350 * 1024) {
  console.error('bundle budget exceeded');
  process.exit(1);
}
