// Serves the built panel (dist/) and its runtime configuration (/config.js) on WEB_PORT.
import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { runtimeConfigScript } from './src/config/runtime-script.ts';
import { NONCE_PLACEHOLDER, securityHeaders } from './src/config/security-headers.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = join(root, 'dist');
/** The newest modification time under a folder (to rebuild a stale bundle). */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const built = join(dist, 'index.html');
if (!existsSync(built) || newest(join(root, 'src')) > statSync(built).mtimeMs) {
  console.log('building the web app …');
  // Always a production bundle: the stack runs its services with NODE_ENV=development (verbose
  // logs), and Vite would otherwise put React's development runtime into the served files.
  execSync('node node_modules/vite/bin/vite.js build', { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
const port = Number(process.env.WEB_PORT ?? 3000);
const configScript = runtimeConfigScript(process.env);
/**
 * index.html as last built, read again when a rebuild has replaced it: it names the hashed assets,
 * and a page from the previous build would ask for files the rebuild removed. While a rebuild is
 * writing dist/ the last one read is served.
 */
let index = { mtimeMs: statSync(built).mtimeMs, html: readFileSync(built, 'utf8') };
function indexHtml(): string {
  try {
    const { mtimeMs } = statSync(built);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(built, 'utf8') };
  } catch {
    // Mid-rebuild: the file is briefly gone.
  }
  return index.html;
}
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/** The decoded path of a request, or null when it does not decode (a broken %-escape, a NUL). */
function pathOf(url: string | undefined): string | null {
  try {
    const path = decodeURIComponent(new URL(url ?? '/', 'http://x').pathname);
    return path.includes('\u0000') ? null : path;
  } catch {
    return null;
  }
}

const server = createServer((request, response) => {
  // A fresh nonce per answer; every answer carries the security headers.
  const nonce = randomBytes(16).toString('base64');
  for (const [name, value] of Object.entries(securityHeaders(process.env, nonce))) response.setHeader(name, value);
  const path = pathOf(request.url);
  // A path that does not decode is the client's mistake: answered, never thrown (a throw here
  // ends the process, and with it the panel).
  if (path === null) {
    response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
    return response.end(JSON.stringify({ code: 'common/validation_failed', message: 'Malformed URL' }));
  }
  if (path === '/config.js') {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    return response.end(configScript);
  }
  const file = normalize(join(dist, path));
  const isAsset = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  // Every other path is a route of the single-page app.
  const target = isAsset ? file : built;
  response.writeHead(200, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
    'cache-control': isAsset && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (target === built) return response.end(indexHtml().replaceAll(NONCE_PLACEHOLDER, nonce));
  createReadStream(target)
    .on('error', () => response.destroy())
    .pipe(response);
});
server.listen(port, () => console.log(`web app on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
