import { expect, test } from '@playwright/test';

// The web server (apps/web/server.ts, as `./trapline start` and the production image run it),
// asked for paths it cannot decode: a 400 each time, and it goes on serving. It used to crash on
// the first such request, and after three restarts the panel stayed down.
test('a malformed URL answers 400 and the web app keeps serving', async ({ request }) => {
  for (const path of ['/%E0%A4%A', '/%', '/assets/%E0%A4%A', '/%00', '/auth/%ZZlogin', '/%E0%A4%A', '/%']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(400);
    expect(await res.json(), path).toMatchObject({ code: 'common/validation_failed', message: expect.any(String) });
  }
  const page = await request.get('/auth/login');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
  expect((await request.get('/config.js')).status()).toBe(200);
});
