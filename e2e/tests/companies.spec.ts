import { DEMO, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

test('the super admin sees every company with counts and searches by name', async ({ page, tenant }) => {
  await signIn(page, DEMO.admin.email);
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Firmy' }).click();
  await expect(page).toHaveTitle('Firmy | Trapline');
  const table = page.getByTestId('companies-table');
  // Providers and their clients are told apart by the parent column.
  await expect(
    table
      .getByRole('row', { name: /Pestex Sp. z o.o./ })
      .first()
      .getByTestId('company-parent'),
  ).toHaveText('Dostawca usług');
  // The tenant's provider and its client: the client's parent links to the provider.
  await page.getByTestId('companies-search').fill(tenant.label);
  await expect(table.getByRole('row')).toHaveCount(1 + 2);
  await expect(
    table
      .getByRole('row', { name: new RegExp(tenant.company.name) })
      .first()
      .getByTestId('company-parent'),
  ).toHaveText('Dostawca usług');
  await expect(
    table
      .getByRole('row', { name: new RegExp(tenant.client.name) })
      .getByTestId('company-parent')
      .getByRole('link'),
  ).toHaveText(tenant.company.name);
  await page.getByTestId('companies-search').fill('hotel');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Hotel Bałtyk');
  await expect(table.getByTestId('company-parent').getByRole('link')).toBeVisible();
  await expect(table).toContainText('hotelbaltyk.demo');
});

test('a company admin sees "My company" with its clients; a technician has no companies area', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Moja firma' }).click();
  await expect(page.getByTestId('my-company-table')).toContainText(tenant.company.name);
  await expect(page.getByTestId('clients-table').getByRole('row')).toHaveCount(1 + 1);
  await expect(page.getByTestId('clients-table')).toContainText(tenant.client.name);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();

  await signIn(page, tenant.technician.email);
  await expect(page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: /Firmy|Moja firma/ })).toHaveCount(0);
  await page.goto('/app/companies');
  await expect(page.getByRole('table')).toHaveCount(0);
});

// A 1×1 PNG; the server crops and stores it as JPEG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

test('a company admin creates a client company and uploads its logo; other files are refused', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email, { at: '/app/companies' });
  await page.getByTestId('add-client').click();
  await page.getByTestId('company-save').click();
  await expect(page.getByText('To pole jest wymagane').first()).toBeVisible();
  await page.getByTestId('company-name').fill('Zakład Chłodniczy Nord');
  await page.getByTestId('company-email').fill('biuro@nord.demo');
  await page.getByTestId('company-address').fill('ul. Zimna 4, Gdańsk');
  await page.getByTestId('company-save').click();
  await expect(page.getByTestId('company-title')).toHaveText('Zakład Chłodniczy Nord');

  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('logo-upload').click();
  await (await chooser).setFiles({ name: 'logo.gif', mimeType: 'image/png', buffer: Buffer.from('GIF89a not a png') });
  await expect(page.getByTestId('logo-error')).toHaveText('Dozwolone są tylko pliki PNG i JPEG');

  const again = page.waitForEvent('filechooser');
  await page.getByTestId('logo-upload').click();
  await (await again).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  const logo = page.getByTestId('company-logo').locator('img');
  await expect(logo).toHaveAttribute('src', /\/files\/companies\/.+\.jpg\?expires=/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

  await page.goto('/app/companies');
  await expect(page.getByTestId('clients-table').getByRole('row')).toHaveCount(1 + 2);
  await expect(page.getByTestId('clients-table')).toContainText('Zakład Chłodniczy Nord');
});

test('the super admin adds a subscription and sees the one-active rule', async ({ page, tenant }) => {
  await signIn(page, DEMO.admin.email, { at: `/app/companies?search=${tenant.label}` });
  // The provider's name links from its own row and from its client's parent column.
  await page.getByTestId('companies-table').getByRole('link', { name: tenant.company.name }).first().click();
  await page.getByTestId('tab-subscriptions').click();
  const table = page.getByTestId('subscriptions-table');
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  await page.getByTestId('subscription-add').click();
  await page.getByTestId('subscription-name').fill('Pakiet Enterprise');
  await page.getByTestId('subscription-save').click();
  await expect(page.getByTestId('subscription-error')).toHaveText('Firma może mieć tylko jedną aktywną subskrypcję');
  await page.getByLabel('Aktywna').uncheck();
  await page.getByTestId('subscription-save').click();
  await expect(table.getByRole('row')).toHaveCount(1 + 2);
  await expect(table).toContainText('Pakiet Enterprise');
});

test("the navigation's subscription box shows the active subscription with used and limit counts", async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  const box = page.getByTestId('subscription-box');
  await expect(box).toContainText('Pakiet testowy');
  await expect(box).toContainText('Urządzenia: 5/500');
  await expect(box).toContainText(/Użytkownicy: \d+\/20/);
});

test('the super admin cannot delete a company that still has places or users', async ({ page, tenant }) => {
  await signIn(page, DEMO.admin.email, { at: `/app/companies?search=${tenant.label}` });
  await page.getByTestId('companies-table').getByRole('link', { name: tenant.client.name }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('company-delete').click();
  await expect(page.getByText('Nie można usunąć firmy, która ma placówki, użytkowników lub klientów')).toBeVisible();
  await expect(page.getByTestId('company-title')).toHaveText(tenant.client.name);
});
