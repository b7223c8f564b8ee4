import { type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

async function chooseLanguage(page: Page, language: 'pl' | 'en') {
  await page.getByTestId('language-menu').click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/account/me') && response.request().method() === 'PATCH');
  await page.getByTestId(`language-${language}`).click();
  expect((await saved).ok()).toBe(true);
}

const POLISH_TYPES = ['Pułapka na gryzonie', 'Stacja deratyzacyjna', 'Lampa owadobójcza', 'Pułapka lepowa', 'Pułapka z czujnikiem LoRa'];
const ENGLISH_TYPES = ['Rodent trap', 'Bait station', 'Insect light trap', 'Sticky trap', 'LoRa sensor trap'];

test('device types show their English names in English, on the devices list and a device', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  await chooseLanguage(page, 'en');
  // The tenant's place: three rodent traps and two bait stations.
  await page.goto(`/app/places/edit/${tenant.place.uuid}/devices`);
  const table = page.getByTestId('devices-table');
  await expect(table.getByText('Rodent trap', { exact: true })).toHaveCount(3);
  await expect(table.getByText('Bait station', { exact: true })).toHaveCount(2);
  for (const polish of POLISH_TYPES) await expect(table.getByText(polish, { exact: true })).toHaveCount(0);

  await table.getByRole('link', { name: 'G1', exact: true }).click();
  await expect(page.getByTestId('device-title')).toContainText('G1');
  await expect(page.getByText(/Rodent trap/).first()).toBeVisible();
  await expect(page.getByText('Pułapka na gryzonie', { exact: true })).toHaveCount(0);

  // Back in Polish, the same list asks again and names the types in Polish.
  await chooseLanguage(page, 'pl');
  await page.goto(`/app/places/edit/${tenant.place.uuid}/devices`);
  await expect(table.getByText('Pułapka na gryzonie', { exact: true })).toHaveCount(3);
  await expect(table.getByText('Stacja deratyzacyjna', { exact: true })).toHaveCount(2);
  for (const english of ENGLISH_TYPES) await expect(table.getByText(english, { exact: true })).toHaveCount(0);
});
