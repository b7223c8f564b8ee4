// Playwright waits for the API (webServer.url); the web server may still be building its
// bundle then. The tests start once both answer.
import { WEB_URL } from './playwright.config.ts';

export default async function waitForWeb() {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${WEB_URL}/config.js`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the web server at ${WEB_URL} did not start within 3 minutes`);
}
