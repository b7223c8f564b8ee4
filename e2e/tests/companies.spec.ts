import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';

test('the super admin sees every company with counts and searches by name', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Firmy' }).click();
  await expect(page).toHaveTitle('Firmy | Trapline');
  const table = page.getByTestId('companies-table');
  await expect(table.getByRole('row')).toHaveCount(1 + 8);
  await page.getByTestId('companies-search').fill('hotel');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Hotel Bałtyk');
  await expect(table).toContainText('hotelbaltyk.demo');
});

test('a company admin sees "My company" with its clients; a technician has no companies area', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Moja firma' }).click();
  await expect(page.getByTestId('my-company-table')).toContainText('Pestex Sp. z o.o.');
  await expect(page.getByTestId('clients-table').getByRole('row')).toHaveCount(1 + 3);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();

  await signIn(page, DEMO.technician.email);
  await expect(page.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: /Firmy|Moja firma/ })).toHaveCount(0);
  await page.goto('/app/companies');
  await expect(page.getByRole('table')).toHaveCount(0);
});
