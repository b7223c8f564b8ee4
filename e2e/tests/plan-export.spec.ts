import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, PASSWORD, signIn } from './fixtures.ts';

const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 38101}`;
const PLACE = 'Browar – warzelnia';
const PLAN_NAME = 'Magazyn eksportu';

/** The demo manager's token for the API calls that set the plan up. */
async function apiToken(page: Page): Promise<string> {
  const login = await page.request.post(`${API_URL}/auth/login`, { data: { email: DEMO.manager.email, password: PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

/** A JPEG plan drawn in the browser. */
async function drawnPlan(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1000;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f1f3f5';
    g.fillRect(0, 0, 1600, 1000);
    g.strokeStyle = '#495057';
    g.lineWidth = 10;
    g.strokeRect(50, 50, 1500, 900);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a company admin exports a plan as a PDF, watches the progress bar move, and downloads the file', async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/places?search=warzelnia' });
  await page.getByTestId('places-table').getByRole('link', { name: PLACE }).click();
  await expect(page.getByTestId('place-title')).toHaveText(PLACE);
  const placeUuid = /\/edit\/([0-9a-f-]{36})/.exec(page.url())![1]!;

  // A plan with the place's devices on it, set up through the API.
  const headers = { authorization: `Bearer ${await apiToken(page)}` };
  const uploaded = await page.request.post(`${API_URL}/places/${placeUuid}/maps`, {
    headers,
    multipart: { name: PLAN_NAME, file: { name: 'plan.jpg', mimeType: 'image/jpeg', buffer: await drawnPlan(page) } },
  });
  expect(uploaded.status()).toBe(201);
  const map = (await uploaded.json()) as { id: number };
  const { rows } = (await (await page.request.get(`${API_URL}/places/${placeUuid}/devices`, { headers })).json()) as { rows: Array<{ uuid: string }> };
  expect(rows.length).toBeGreaterThan(5);
  for (const [i, device] of rows.slice(0, 40).entries()) {
    const placed = await page.request.post(`${API_URL}/places/${placeUuid}/devices/${device.uuid}/set-on-map`, {
      headers,
      data: { mapId: map.id, mapX: 100 + ((i * 137) % 1400), mapY: 100 + ((i * 71) % 800) },
    });
    expect(placed.status()).toBe(200);
  }

  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Plan obiektu' }).click();
  await page.getByTestId('map-tabs').getByRole('tab', { name: PLAN_NAME }).click();
  // Every percent the bar shows is noted by the page itself, however busy the test's machine.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { percentsShown: string[] }).percentsShown = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="map-export"] [data-testid="job-progress-percent"]')?.textContent;
      if (text && !seen.includes(text)) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByTestId('map-download').click();
  await page.getByTestId('map-download-pdf').click();

  const panel = page.getByTestId('map-export');
  await expect(panel).toContainText(PLAN_NAME);
  const progress = panel.getByTestId('job-progress');
  await expect(progress).toHaveAttribute('data-state', 'active');
  await expect(panel.getByTestId('job-progress-phase')).not.toBeEmpty();
  // The bar moved: the workers reported their phases and the screen showed at least two
  // percents short of 100 while the render ran.
  await expect(progress).toHaveAttribute('data-state', 'completed');
  const shown = await page.evaluate(() => (window as unknown as { percentsShown: string[] }).percentsShown);
  expect(shown.filter((percent) => percent !== '100%').length, shown.join(', ')).toBeGreaterThanOrEqual(2);

  const link = panel.getByTestId('job-progress-download');
  await expect(link).toContainText('.pdf');
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/Magazyn-eksportu\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByTestId('map-export-close').click();
  await expect(panel).toHaveCount(0);
});
