// Serves a holding page on WEB_PORT until the panel's React application is in place.
import { createServer } from 'node:http';

const port = Number(process.env.WEB_PORT ?? 3000);
const apiUrl = process.env.PUBLIC_API_URL ?? 'http://localhost:3001';
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const page = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trapline</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 16px/1.5 system-ui, sans-serif; background: #f4f6f8; color: #1f2933; }
  main { max-width: 34rem; padding: 2.5rem; background: #fff; border-radius: 12px; box-shadow: 0 8px 30px rgba(0,0,0,.08); }
  h1 { margin: 0 0 .5rem; font-size: 1.6rem; color: #2b8a3e; }
  a { color: #1971c2; }
  code { background: #f1f3f5; padding: .1rem .3rem; border-radius: 4px; }
</style></head>
<body><main>
  <h1>Trapline</h1>
  <p>Panel webowy jest w przygotowaniu. / The web panel is being built.</p>
  <p>API: <a href="${escape(apiUrl)}/docs">${escape(apiUrl)}/docs</a> (OpenAPI). Sign in with <code>POST /auth/login</code>
  as <code>admin@trapline.demo</code> / <code>Demo!2345</code>.</p>
</main></body></html>`;

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page);
});
server.listen(port, () => console.log(`web placeholder on http://localhost:${port}`));
const stop = () => server.close(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
