import { type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

// The place's LoRa sensor R1 too, for the alarm and the signal a client sees or not.
test.use({ tenantDevices: { rodent: 3, bait: 2, lora: 1 } });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });

/** Every 403 the page receives from now on (a screen a role may not use must not start such calls). */
function collectForbidden(page: Page) {
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) forbidden.push(`${response.request().method()} ${response.url()}`);
  });
  return forbidden;
}

/** The uuid of the first place the signed-in user sees. */
async function firstPlace(page: Page) {
  await nav(page).getByRole('link', { name: 'Placówki' }).click();
  await page.getByTestId('places-table').getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/app\/places\/edit\/[0-9a-f-]{36}$/);
  return page.url().match(/edit\/([0-9a-f-]{36})/)![1]!;
}

async function expectNoAccess(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('no-access'), path).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brak dostępu' })).toBeVisible();
  await expect(page).toHaveTitle('Brak dostępu | Trapline');
}

/** Chooses a language and waits until the account has saved it (after sign-in the account's language wins). */
async function chooseLanguage(page: Page, language: 'pl' | 'en') {
  await page.getByTestId('language-menu').click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/account/me') && response.request().method() === 'PATCH');
  await page.getByTestId(`language-${language}`).click();
  expect((await saved).ok()).toBe(true);
}

const GATED = ['/app/users', '/app/users/create', '/app/companies/create'];

// Each screen is opened by address, a full load of the app each time.
test.describe.configure({ timeout: 150_000 });

for (const role of ['controller', 'technician', 'clientUser'] as const) {
  test(`a ${role === 'clientUser' ? 'client' : role} gets the no-access page for screens of other user types, and no 403`, async ({ page, tenant }) => {
    const forbidden = collectForbidden(page);
    await signIn(page, tenant[role].email);
    await expect(nav(page).getByRole('link', { name: 'Użytkownicy' })).toHaveCount(0);
    await expect(nav(page).getByRole('link', { name: /Firmy|Moja firma/ })).toHaveCount(0);
    const placeId = await firstPlace(page);
    await expect(page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Opcje radiowe' })).toHaveCount(0);

    for (const path of [...GATED, `/app/places/edit/${placeId}/radio-options`]) await expectNoAccess(page, path);
    await page.getByTestId('back-to-dashboard').click();
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
    expect(forbidden).toEqual([]);
  });
}

test('the client has no LoRa section, no subscription box and no radio health; the staff have them', async ({ page, tenant, db }) => {
  // R1 in alarm and silent for three hours.
  await db.device.updateMany({
    where: { placeId: tenant.place.id, uniqueId: 'R1' },
    data: { detect: true, lastSignalAt: new Date(Date.now() - 3 * 3600_000) },
  });
  const forbidden = collectForbidden(page);
  await signIn(page, tenant.clientUser.email);
  await expect(nav(page).getByRole('link', { name: 'Pulpit' })).toBeVisible();
  await expect(page.getByTestId('subscription-box')).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'LoRa' })).toHaveCount(0);
  // Its places' devices show their alarms, not the sensors' signal.
  await firstPlace(page);
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Urządzenia' }).click();
  await expect(page.getByTestId('devices-table')).toBeVisible();
  await expect(page.getByTestId('devices-status')).toContainText('Alarm');
  await expect(page.getByTestId('devices-status')).not.toContainText('Brak sygnału');
  await expect(page.getByTestId('devices-table').getByText('Brak sygnału')).toHaveCount(0);
  // R1 shows its alarm, not its silence.
  await expect(page.getByTestId('device-status-R1')).toHaveAttribute('data-state', 'alert');
  await expect(page.getByTestId('device-status-R1')).toHaveAttribute('data-no-signal', 'false');
  await page.getByTestId('devices-table').getByRole('link', { name: 'R1', exact: true }).click();
  await expect(page.getByTestId('device-title')).toContainText('R1');
  await expect(page.getByTestId('tab-records')).toBeVisible();
  await expect(page.getByTestId('tab-lora')).toHaveCount(0);
  await expectNoAccess(page, '/app/lora/devices');
  expect(forbidden).toEqual([]);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await signIn(page, tenant.technician.email);
  await expect(page.getByTestId('subscription-box')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'LoRa' })).toBeVisible();
  // A technician reads the LoRa lists but opens no sensor form.
  await expectNoAccess(page, '/app/lora/devices/create');
});

test('an unknown address under /app shows the not-found page with a way back', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  for (const path of ['/app/no-such-screen', '/app/places/edit/00000000-0000-4000-8000-000000000000/no-such-tab/1']) {
    await page.goto(path);
    await expect(page.getByTestId('not-found'), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
    await expect(page).toHaveURL(path);
  }
  // Inside the shell: the navigation stays.
  await expect(nav(page).getByRole('link', { name: 'Pulpit' })).toBeVisible();
  await page.getByTestId('back-to-dashboard').click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('the no-access and not-found pages at 390 px, in English', async ({ page, tenant }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, tenant.clientUser.email);
  await chooseLanguage(page, 'en');
  await page.goto('/app/users/create');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await expect(page.getByTestId('back-to-dashboard')).toHaveText('Back to the dashboard');
  await page.screenshot({ path: 'artifacts/access-no-access-390-en.png', fullPage: true });
  await page.goto('/app/no-such-screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/access-not-found-390-en.png', fullPage: true });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByTestId('subscription-box')).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/access-client-menu-390-en.png', fullPage: true });
});
