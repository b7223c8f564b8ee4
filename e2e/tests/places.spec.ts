import type { Page } from '@playwright/test';
import { expect, test } from './tenant.ts';
import { signIn } from './fixtures.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });

test('a company admin filters places, opens one and deletes selected devices', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  await nav(page).getByRole('link', { name: 'Placówki' }).click();
  await expect(page).toHaveTitle('Placówki | Trapline');
  const table = page.getByTestId('places-table');
  // At first the places of all the manager's companies (its own and its client's).
  await expect(page.getByTestId('places-company')).toHaveValue('Wszystkie firmy');
  await expect(table.getByRole('row')).toHaveCount(1 + 2);
  await page.getByTestId('places-search').fill('biuro');
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  await expect(table).toContainText(tenant.ownPlace.name);
  await page.getByTestId('places-search').fill('');
  // The company chosen is remembered.
  await page.getByTestId('places-company').click();
  await page.getByRole('option', { name: tenant.client.name }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  await page.goto('/app/places');
  await expect(page.getByTestId('places-company')).toHaveValue(tenant.client.name);
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  // The place holds the tenant's five devices.
  await expect(table.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('5');
  await table.getByRole('link', { name: tenant.place.name }).click();
  await expect(page.getByTestId('place-title')).toHaveText(tenant.place.name);

  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Urządzenia' }).click();
  const devices = page.getByTestId('devices-table');
  // Alert first, then prefix letters, then number: the rodent traps G1 to G3, then the bait stations S1 and S2.
  await expect(devices.getByRole('row').locator('td:nth-child(2)')).toHaveText(['G1', 'G2', 'G3', 'S1', 'S2']);
  await devices.getByRole('checkbox', { name: 'Zaznacz G1' }).check();
  await devices.getByRole('checkbox', { name: 'Zaznacz G2' }).check();
  await page.getByTestId('devices-delete').click();
  await expect(page.getByRole('dialog')).toContainText('(2)');
  await page.getByTestId('devices-delete-confirm').click();
  await expect(devices.getByRole('row').locator('td:nth-child(2)')).toHaveText(['G3', 'S1', 'S2']);
});

test('a company admin creates a place; required fields are checked first', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email, { at: '/app/places' });
  await page.getByTestId('add-place').click();
  await page.getByTestId('place-save').click();
  await expect(page.getByText('To pole jest wymagane').first()).toBeVisible();
  await expect(page).toHaveURL(/\/app\/places\/create$/);

  await page.getByLabel('Nazwa').fill('Rozlewnia');
  await page.getByLabel('Adres').fill('ul. Chmielna 7, Wrocław');
  await page.getByTestId('place-company').click();
  await page.getByRole('option', { name: tenant.client.name }).click();
  await page.getByTestId('place-save').click();
  await expect(page.getByTestId('place-title')).toHaveText('Rozlewnia');
  await expect(page).toHaveURL(/\/app\/places\/edit\/[0-9a-f-]{36}$/);
  await page.goto('/app/places');
  await expect(page.getByTestId('places-table').getByRole('row')).toHaveCount(1 + 3);
  await expect(page.getByTestId('places-table')).toContainText('Rozlewnia');
});

test('a technician sees an assigned place read-only, without zones or device changes', async ({ page, tenant }) => {
  await signIn(page, tenant.technician.email);
  await nav(page).getByRole('link', { name: 'Placówki' }).click();
  await expect(page.getByTestId('add-place')).toHaveCount(0);
  const table = page.getByTestId('places-table');
  // Only the place the technician is assigned to.
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  await table.getByRole('link', { name: tenant.place.name }).click();
  await expect(page.getByLabel('Nazwa')).toBeDisabled();
  await expect(page.getByTestId('place-save')).toHaveCount(0);
  const menu = page.getByRole('navigation', { name: 'Menu placówki' });
  await expect(menu.getByRole('link', { name: 'Strefy' })).toHaveCount(0);
  await menu.getByRole('link', { name: 'Urządzenia' }).click();
  await expect(page.getByTestId('devices-table').getByRole('row')).toHaveCount(1 + 5);
  await expect(page.getByTestId('devices-add')).toHaveCount(0);
  // Only the open screen is marked in the place menu, not "Details" as well.
  await expect(menu.getByRole('link', { name: 'Urządzenia' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('link', { name: 'Szczegóły' })).not.toHaveAttribute('aria-current', 'page');
});

test("a company admin edits a place user's roles and report options", async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email, { at: `/app/places/edit/${tenant.place.uuid}` });
  const users = page.getByTestId('place-users');
  const row = users.getByRole('row').filter({ hasText: tenant.technician.name });
  await expect(row).toContainText('Tworzenie przeglądów');
  await expect(row).not.toContainText('Zatwierdzanie przeglądów');
  await row.getByTestId('edit-roles').click();
  await page.getByRole('dialog').getByLabel('Zatwierdzanie przeglądów').check();
  await page.getByRole('dialog').getByLabel('Raport PDF z przeglądu e-mailem').check();
  await page.getByTestId('roles-save').click();
  await expect(row).toContainText('Zatwierdzanie przeglądów');
  await expect(row).toContainText('Raport PDF z przeglądu e-mailem');
  // Saved, not only shown: read back after a reload.
  await page.reload();
  await expect(users.getByRole('row').filter({ hasText: tenant.technician.name })).toContainText('Zatwierdzanie przeglądów');
});

test('a company admin creates 12 devices AB from 5, sees the preview and the sorted list, a taken id refused, and assigns two to a zone', async ({
  page,
  tenant,
}) => {
  await signIn(page, tenant.manager.email, { at: '/app/places/create' });
  await page.getByLabel('Nazwa').fill('Rozlewnia 2');
  await page.getByLabel('Adres').fill('ul. Chmielna 9, Wrocław');
  await page.getByTestId('place-company').click();
  await page.getByRole('option', { name: tenant.client.name }).click();
  await page.getByTestId('place-save').click();
  await expect(page.getByTestId('place-title')).toHaveText('Rozlewnia 2');
  const menu = page.getByRole('navigation', { name: 'Menu placówki' });
  await menu.getByRole('link', { name: 'Strefy' }).click();
  await page.getByTestId('zone-add').click();
  await page.getByTestId('zone-name').fill('Hala rozlewu');
  await page.getByTestId('zone-save').click();
  await expect(page.getByTestId('zones-table')).toContainText('Hala rozlewu');

  await menu.getByRole('link', { name: 'Urządzenia' }).click();
  // The subscription box counts the devices: it must follow the creation without a reload.
  // The tenant's five devices of 500.
  const usage = page.getByTestId('subscription-box').getByText(/^Urządzenia: \d+\/\d+$/);
  await expect(usage).toHaveText('Urządzenia: 5/500');
  await page.getByTestId('devices-add').click();
  await page.getByTestId('device-type').click();
  await page.getByRole('option', { name: 'Pułapka na gryzonie' }).click();
  await page.getByTestId('device-mode').getByText('Wiele').click();
  await page.getByTestId('device-prefix').fill('ab');
  await page.getByTestId('device-amount').fill('12');
  await page.getByRole('combobox', { name: 'Zacznij od numeru' }).click();
  await page.getByRole('option', { name: 'Tak' }).click();
  await page.getByRole('textbox', { name: 'Numer początkowy' }).fill('5');
  // The first 10 ids, then "and N more".
  await expect(page.getByTestId('device-preview')).toHaveText('Podgląd: AB5, AB6, AB7, AB8, AB9, AB10, AB11, AB12, AB13, AB14 i 2 więcej');
  await page.getByTestId('device-save').click();

  const devices = page.getByTestId('devices-table');
  await expect(devices.getByRole('row')).toHaveCount(1 + 12);
  await expect(page.getByText('Dodano 12 urządzeń')).toBeVisible();
  await expect(usage).toHaveText('Urządzenia: 17/500');
  // Sorted by prefix, then by number (AB10 after AB9, not after AB1).
  const ids = await devices.getByRole('row').locator('td:nth-child(2)').allTextContents();
  expect(ids).toEqual(['AB5', 'AB6', 'AB7', 'AB8', 'AB9', 'AB10', 'AB11', 'AB12', 'AB13', 'AB14', 'AB15', 'AB16']);

  // One more with a taken unique id: refused with the specification's message, nothing created.
  await page.getByTestId('devices-add').click();
  await page.getByTestId('device-type').click();
  await page.getByRole('option', { name: 'Pułapka na gryzonie' }).click();
  await page.getByTestId('device-unique-id').fill('AB7');
  await page.getByTestId('device-save').click();
  await expect(page.getByText('Urządzenia o podanym identyfikatorze już istnieje')).toBeVisible();
  await menu.getByRole('link', { name: 'Urządzenia' }).click();
  await expect(devices.getByRole('row')).toHaveCount(1 + 12);

  await devices.getByRole('checkbox', { name: 'Zaznacz AB5' }).check();
  await devices.getByRole('checkbox', { name: 'Zaznacz AB6' }).check();
  await page.getByTestId('devices-zone').click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Strefa' }).click();
  await page.getByRole('option', { name: 'Hala rozlewu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Zapisz' }).click();
  await expect(page.getByText('Strefa została przypisana')).toBeVisible();
  await expect(devices.getByRole('row').filter({ hasText: 'Hala rozlewu' })).toHaveCount(2);

  // Search by unique id or name, and the zone filter, kept in the address.
  await page.getByTestId('devices-search').fill('ab1');
  await expect(devices.getByRole('row')).toHaveCount(1 + 7);
  await expect(page.getByTestId('devices-count')).toHaveText('7 z 12 urządzeń');
  await page.getByTestId('devices-search').fill('');
  await page.getByTestId('devices-filter-zone').click();
  await page.getByRole('option', { name: 'Hala rozlewu' }).click();
  await expect(devices.getByRole('row')).toHaveCount(1 + 2);
  await expect(page).toHaveURL(/zone=/);
  await page.reload();
  await expect(devices.getByRole('row')).toHaveCount(1 + 2);
});
