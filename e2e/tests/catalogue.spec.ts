import type { Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });

/** Opens a Mantine select by its test id and picks an option. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a company admin creates a custom type with translations and a prefix, assigns a pest and an action, and a second refill observation is refused', async ({
  page,
  tenant,
}) => {
  await signIn(page, tenant.manager.email);
  await nav(page).getByRole('link', { name: 'Typy urządzeń' }).click();
  await expect(page).toHaveTitle('Typy urządzeń | Trapline');
  const types = page.getByTestId('device-types-table');
  // The company's catalogue: the provider's global types it uses, with their badge.
  await expect(types.getByRole('row', { name: /Pułapka na gryzonie/ })).toContainText('Globalny');

  await page.getByTestId('device-type-add').click();
  await page.getByTestId('device-type-create').click();
  await expect(page).toHaveURL(/\/app\/device-types\/create$/);
  // The name is required before anything is sent.
  await page.getByTestId('device-type-save').click();
  await expect(page.getByText('To pole jest wymagane')).toBeVisible();
  await page.getByTestId('device-type-name').fill('Pułapka feromonowa');
  await page.getByTestId('device-type-prefix').fill('pf');
  await expect(page.getByTestId('device-type-prefix')).toHaveValue('PF');
  // A colour like a status colour is allowed, with a warning; a colour of the palette is not warned about.
  await page.getByTestId('device-type-color').fill('#e8590c');
  await page.getByTestId('device-type-color').fill('#e03131');
  await expect(page.getByTestId('device-type-color-warning')).toBeVisible();
  await page.getByTestId('device-type-color').fill('#7048e8');
  await expect(page.getByTestId('device-type-color-warning')).toHaveCount(0);
  await page.getByTestId('device-type-translation-tab-en').click();
  await page.getByTestId('device-type-translation-name-en').fill('Pheromone trap');
  await page.getByTestId('device-type-translation-tab-de').click();
  await page.getByTestId('device-type-translation-name-de').fill('Pheromonfalle');
  await page.getByTestId('device-type-save').click();

  // Creating a type opens its edit page.
  await expect(page).toHaveURL(/\/app\/device-types\/edit\/\d+$/);
  await expect(page.getByTestId('device-type-title')).toHaveText('Pułapka feromonowa');
  await expect(page.getByTestId('device-type-prefix')).toHaveValue('PF');
  await page.getByTestId('device-type-translation-tab-en').click();
  await expect(page.getByTestId('device-type-translation-name-en')).toHaveValue('Pheromone trap');

  await page.getByTestId('type-objects-assign').click();
  await choose(page, 'assign-part-select', 'Mól spożywczy');
  await page.getByTestId('assign-part-save').click();
  await expect(page.getByTestId('type-objects-table')).toContainText('Mól spożywczy');
  await page.getByTestId('type-actions-assign').click();
  await choose(page, 'assign-part-select', 'Przegląd');
  await page.getByTestId('assign-part-save').click();
  await expect(page.getByTestId('type-actions-table')).toContainText('Przegląd');
  await page.getByTestId('type-observations-assign').click();
  await choose(page, 'assign-part-select', 'Uzupełnienie przynęty (Uzupełnienie)');
  await page.getByTestId('assign-part-save').click();
  await expect(page.getByTestId('type-observations-table')).toContainText('Uzupełnienie przynęty');

  // A second refill observation for the same type: the server refuses it with its message.
  await page.getByTestId('tab-observations').click();
  await expect(page).toHaveURL(/\/app\/device-types\/observations$/);
  await page.getByTestId('part-add').click();
  await page.getByTestId('part-name').fill('Dolewka');
  await choose(page, 'part-type', 'Uzupełnienie');
  await choose(page, 'part-device-type', 'Pułapka feromonowa');
  await page.getByTestId('part-save').click();
  await expect(page.getByTestId('part-error')).toHaveText(
    'Typ urządzenia ma już obserwację tego rodzaju (dozwolona jest tylko jedna obserwacja pobrania przynęty i jedna uzupełnienia).',
  );
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('parts-table')).not.toContainText('Dolewka');

  // The new type is listed as the company's own.
  await page.getByTestId('tab-device-types').click();
  await expect(types.getByRole('row', { name: /Pułapka feromonowa/ })).toContainText('Własny');
  await expect(types.getByRole('row', { name: /Pułapka feromonowa/ })).toContainText('PF');
});

test('a company admin sees a global type read-only and has no admin area', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email, { at: '/app/device-types' });
  await page.getByTestId('device-types-table').getByRole('link', { name: 'Stacja deratyzacyjna' }).click();
  await expect(page.getByTestId('device-type-title')).toHaveText('Stacja deratyzacyjna');
  await expect(page.getByTestId('device-type-read-only')).toContainText('tylko super administrator');
  await expect(page.getByTestId('device-type-name')).toBeDisabled();
  await expect(page.getByTestId('device-type-prefix')).toBeDisabled();
  await expect(page.getByTestId('device-type-save')).toHaveCount(0);
  await expect(page.getByTestId('device-type-delete')).toHaveCount(0);
  // Its global actions cannot be removed by the company.
  await expect(page.getByTestId('type-actions-table')).toContainText('Wymiana wkładu');
  await expect(page.getByTestId('type-actions-table').getByRole('button')).toHaveCount(0);

  await expect(nav(page).getByRole('link', { name: 'Administracja: urządzenia' })).toHaveCount(0);
  await page.goto('/app/admin/devices/actions');
  await expect(page.getByTestId('parts-table')).toHaveCount(0);
});

test('the super admin edits a global action in the admin area', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await nav(page).getByRole('link', { name: 'Administracja: urządzenia' }).click();
  // The devices area opens on its actions tab.
  await expect(page).toHaveURL(/\/app\/admin\/devices\/actions$/);
  const table = page.getByTestId('parts-table');
  await expect(table.getByRole('row', { name: /Montaż/ })).toBeVisible();
  await table.getByRole('button', { name: 'Edytuj Montaż' }).click();
  await page.getByTestId('part-name').fill('');
  await page.getByTestId('part-save').click();
  await expect(page.getByRole('dialog').getByText('To pole jest wymagane')).toBeVisible();
  await page.getByTestId('part-name').fill('Montaż urządzenia');
  await page.getByTestId('part-translation-tab-en').click();
  await page.getByTestId('part-translation-name-en').fill('Device installation');
  await page.getByTestId('part-auto').check();
  await page.getByTestId('part-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = table.getByRole('row', { name: /Montaż urządzenia/ });
  await expect(row).toBeVisible();
  // Clean, inspection, automatic on installation.
  await expect(row.getByRole('cell').nth(4)).toHaveText('Tak');

  // The other tabs list the global catalogue.
  await page.getByTestId('admin-tab-objects').click();
  await expect(table).toContainText('Szczur');
  await page.getByTestId('admin-tab-device-types').click();
  await expect(page.getByTestId('device-types-table')).toContainText('Pułapka z czujnikiem LoRa');
});
