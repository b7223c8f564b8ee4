import type { Page } from '@playwright/test';
import { DEMO, PASSWORD, signIn, signInWithForm } from './fixtures.ts';
import { expect, test } from './tenant.ts';

/** Opens a user by exact e-mail (a search for technician@ also finds deratex.technician@). */
async function openUser(page: Page, email: string) {
  await page.goto(`/app/users?search=${email}`);
  await page
    .getByTestId('users-table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) })
    .getByRole('link')
    .click();
}

test('a company admin creates users until the subscription limit; a taken e-mail is a field error', async ({ page, browser, tenant }) => {
  // The super admin lowers the tenant's user limit to one more than it uses.
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin.email, { at: `/app/companies?search=${tenant.label}` });
  await admin.getByTestId('companies-table').getByRole('link', { name: tenant.company.name }).first().click();
  await admin.getByTestId('tab-subscriptions').click();
  await admin
    .getByTestId('subscriptions-table')
    .getByRole('row', { name: /Pakiet testowy/ })
    .getByRole('button', { name: 'Edytuj' })
    .click();
  await signIn(page, tenant.manager.email);
  const used = Number(
    (await page
      .getByTestId('subscription-box')
      .getByText(/Użytkownicy: \d+\/20/)
      .textContent())!.match(/(\d+)\/20/)![1],
  );
  await admin.getByTestId('subscription-users-limit').fill(String(used + 1));
  await admin.getByTestId('subscription-save').click();
  await expect(admin.getByTestId('subscriptions-table')).toContainText(String(used + 1));
  await admin.close();

  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Użytkownicy' }).click();
  await page.getByTestId('add-user').click();
  await expect(page.getByRole('combobox', { name: 'Typ' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Typ' }).click();
  await expect(page.getByRole('option', { name: 'Użytkownik placówki' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Technik' }).click();

  await page.getByTestId('user-name').fill('Ewa');
  await page.getByTestId('user-surname').fill('Lis');
  await page.getByTestId('user-email').fill(tenant.controller.email);
  await page.getByTestId('places-select-all').click();
  await page.getByTestId('user-save').click();
  await expect(page.getByText('Ten adres e-mail jest już zajęty')).toBeVisible();

  await page.getByTestId('user-email').fill(`ewa.lis.${tenant.label.toLowerCase()}@trapline.test`);
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('users-table').locator('tr[data-highlighted]')).toContainText('Ewa Lis');

  await page.goto('/app/users/create');
  await page.getByTestId('user-name').fill('Olga');
  await page.getByTestId('user-surname').fill('Kot');
  await page.getByTestId('user-email').fill(`olga.kot.${tenant.label.toLowerCase()}@trapline.test`);
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-error')).toHaveText('Osiągnięto limit użytkowników w subskrypcji');
  await page.goto(`/app/users?search=${tenant.label}`);
  await expect(page.getByTestId('users-table')).toContainText('Ewa Lis');
  await expect(page.getByTestId('users-table')).not.toContainText('Olga Kot');
});

test('the super admin blocks a user, who is signed out at once and cannot sign in; a set password works', async ({ page, browser, tenant }) => {
  const technician = await browser.newPage();
  await signIn(technician, tenant.technician.email);

  await signIn(page, DEMO.admin.email);
  await openUser(page, tenant.technician.email);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Nieaktywny' }).click();
  await page.getByTestId('user-save').click();
  await expect(page.getByText('Zmiany zostały zapisane')).toBeVisible();

  // The technician's next call is refused: the app signs out.
  await technician.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Placówki' }).click();
  await expect(technician).toHaveURL(/\/auth\/login$/);
  await technician.getByLabel('E-mail').fill(tenant.technician.email);
  await technician.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await technician.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  await expect(technician.getByTestId('login-error')).toHaveText('Konto jest zablokowane.');
  // Active again: the technician signs in.
  await openUser(page, tenant.technician.email);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Aktywny', exact: true }).click();
  await page.getByTestId('user-save').click();
  await expect(page.getByText('Zmiany zostały zapisane')).toBeVisible();
  await signInWithForm(technician, tenant.technician.email);
  await technician.getByTestId('user-menu').click();
  await technician.getByTestId('sign-out').click();

  // The super admin sets a generated password for the controller, who signs in with it.
  await openUser(page, tenant.controller.email);
  await page.getByTestId('set-password').click();
  const generated = await page.getByTestId('generated-password').inputValue();
  expect(generated).toHaveLength(12);
  await page.getByTestId('set-password-save').click();
  await expect(page.getByText('Hasło zostało ustawione')).toBeVisible();
  await signInWithForm(technician, tenant.controller.email, generated);
  await technician.close();
});
