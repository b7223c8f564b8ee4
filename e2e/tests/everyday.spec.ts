import { type Page, expect, test } from '@playwright/test';
import { API_URL } from '../playwright.config.ts';
import { DEMO, PASSWORD, signIn } from './fixtures.ts';

async function chooseLanguage(page: Page, language: 'pl' | 'en') {
  await page.getByTestId('language-menu').click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/account/me') && response.request().method() === 'PATCH');
  await page.getByTestId(`language-${language}`).click();
  expect((await saved).ok()).toBe(true);
}

const POLISH_TYPES = ['Pułapka na gryzonie', 'Stacja deratyzacyjna', 'Lampa owadobójcza', 'Pułapka lepowa', 'Pułapka z czujnikiem LoRa'];
const ENGLISH_TYPES = /Rodent trap|Bait station|Insect light trap|Sticky trap|LoRa sensor trap/;

test('device types show their English names in English, on the devices list and a device', async ({ page, request }) => {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: DEMO.manager.email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const places = (await (await request.get(`${API_URL}/places`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    rows: Array<{ uuid: string; devicesCount: number }>;
  };
  const place = places.rows.find((p) => p.devicesCount > 0)!;

  await signIn(page, DEMO.manager.email);
  await chooseLanguage(page, 'en');
  try {
    await page.goto(`/app/places/edit/${place.uuid}/devices`);
    const table = page.locator('table');
    await expect(table.getByText(ENGLISH_TYPES).first()).toBeVisible();
    for (const polish of POLISH_TYPES) await expect(table.getByText(polish, { exact: true })).toHaveCount(0);
    const typeName = (await table.getByText(ENGLISH_TYPES).first().textContent())!.trim();

    await table.locator('tbody a').first().click();
    await expect(page.getByTestId('device-title')).toBeVisible();
    await expect(page.getByText(ENGLISH_TYPES).first()).toBeVisible();

    // Back in Polish, the same list asks again and names the types in Polish.
    await chooseLanguage(page, 'pl');
    await page.goto(`/app/places/edit/${place.uuid}/devices`);
    await expect(
      page
        .locator('table')
        .getByText(new RegExp(POLISH_TYPES.join('|')))
        .first(),
    ).toBeVisible();
    await expect(page.locator('table').getByText(typeName, { exact: true })).toHaveCount(0);
  } finally {
    if ((await page.locator('html').getAttribute('lang')) !== 'pl') await chooseLanguage(page, 'pl');
  }
});
