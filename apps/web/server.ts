// Serves the built panel (dist/) and its runtime configuration (/config.js) on WEB_PORT.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execSync } from 'node:child_process';
import { runtimeConfigScript } from './src/config/runtime-script.ts';

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
  execSync('node node_modules/vite/bin/vite.js build', { cwd: root, stdio: 'inherit' });
}
const port = Number(process.env.WEB_PORT ?? 3000);
const configScript = runtimeConfigScript(process.env);
const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json', '.woff2': 'font/woff2' };

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  if (path === '/config.js') {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
    return response.end(configScript);
  }
  const file = normalize(join(dist, path));
  const isAsset = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
  // Every other path is a route of the single-page app.
  const target = isAsset ? file : join(dist, 'index.html');
  response.writeHead(200, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
    'cache-control': isAsset && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(target).pipe(response);
});
server.listen(port, () => console.log(`web app on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
