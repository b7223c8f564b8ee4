import { DEMO, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

// A LoRa sensor too, for the LoRa list.
test.use({ tenantDevices: { rodent: 3, bait: 2, lora: 1 } });

test('the session survives a reload, no script can read a token, and signing out ends it', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  const readable = async () => page.evaluate(() => ({ cookies: document.cookie, storage: JSON.stringify({ ...localStorage, ...sessionStorage }) }));
  let seen = await readable();
  expect(seen.cookies).not.toMatch(/trapline_|token/i);
  expect(seen.storage).not.toMatch(/eyJ/);

  // The refresh token is the API's cookie: httpOnly, Secure, SameSite=Strict, only for /auth.
  const refresh = (await page.context().cookies()).filter((c) => c.name === 'trapline_refresh');
  expect(refresh).toHaveLength(1);
  expect(refresh[0]).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/auth', domain: 'localhost' });
  expect((await page.context().cookies()).filter((c) => c.name === 'trapline_token')).toHaveLength(0);

  await page.reload();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByTestId('user-type')).toHaveText(DEMO.manager.type);
  seen = await readable();
  expect(seen.cookies).not.toMatch(/trapline_|token/i);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect((await page.context().cookies()).filter((c) => c.name === 'trapline_refresh')).toHaveLength(0);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/auth\/login$/);
});

const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 38101}`;

test('the web app sends its security headers and works under its policy without a violation', async ({ page, tenant }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/content security policy|refused to/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // Reported to the test through the console listener above.
      console.error(`Refused to load (securitypolicyviolation): ${event.violatedDirective} ${event.blockedURI}`);
    });
  });

  const answer = await page.goto('/auth/login');
  const headers = answer!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]+'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${API_URL.replace(/[.:/]/g, '\\$&')}`));
  expect(csp).toMatch(/img-src [^;]*blob:/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  // Each page gets its own nonce.
  const again = (await page.request.get('/auth/login')).headers()['content-security-policy'];
  expect(again).not.toBe(csp);

  // A plan to show, uploaded through the API.
  const login = await page.request.post(`${API_URL}/auth/login`, { data: { email: tenant.manager.email, password: tenant.password } });
  const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const place = tenant.place;
  const jpeg = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 800;
    canvas.height = 600;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f5f5f5';
    g.fillRect(0, 0, 800, 600);
    g.strokeRect(40, 40, 720, 520);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  });
  const upload = await page.request.post(`${API_URL}/places/${place.uuid}/maps`, {
    headers: auth,
    multipart: { name: 'Plan – nagłówki', file: { name: 'plan.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(jpeg, 'base64') } },
  });
  expect(upload.status()).toBe(201);
  const uploaded = (await upload.json()) as { id: number };

  await signIn(page, tenant.manager.email);
  await expect(page.getByTestId('tile-places')).toBeVisible();

  await page.goto(`/app/places/edit/${place.uuid}/map?mapId=${uploaded.id}`);
  const plan = page.getByTestId('plan-map').locator('img.leaflet-image-layer');
  await expect(plan).toBeVisible();
  await expect.poll(() => plan.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(800);
  // A dialog locks the page's scrolling with a <style> tag of its own, admitted by the nonce too.
  await page.getByTestId('map-add').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto(`/app/places/edit/${place.uuid}/devices`);
  await expect(page.getByTestId('devices-table').locator('tbody tr')).toHaveCount(6);
  await page.goto('/app/lora/devices');
  await expect(page.getByTestId('lora-device-row')).toHaveCount(1);
  await expect(page.getByTestId('lora-device-row')).toContainText(`Czujnik ${tenant.sensors[0]!.uniqueId}`);
  // Mantine's run-time styles apply (they would be refused without the nonce).
  const navWidth = await page.getByRole('navigation', { name: 'Nawigacja główna' }).evaluate((nav) => getComputedStyle(nav).width);
  expect(navWidth).toBe('250px');

  expect(violations).toEqual([]);
});
