import { type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { type Tenant, expect, test } from './tenant.ts';

async function openPlaceInspections(page: Page, tenant: Tenant) {
  await page.goto('/app/places');
  await page.getByTestId('places-table').getByRole('link', { name: tenant.place.name }).click();
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Przeglądy' }).click();
  await expect(page).toHaveURL(/\/inspections$/);
  await expect(page.getByTestId('inspections-table')).toBeVisible();
}

test('an inspection of a place: started, recorded device by device, completed and approved; a second start offers the running one', async ({
  page,
  tenant,
}) => {
  // About thirty steps, each a round trip and a render: on a loaded 2-core machine that has taken
  // over four minutes, beyond the default bound for one test.
  test.setTimeout(600_000);
  await signIn(page, tenant.manager.email);
  await openPlaceInspections(page, tenant);
  // Completed inspections are listed by default, with checked of total devices: the tenant's place has none yet.
  await expect(page.getByTestId('inspections-status-filter')).toHaveValue('Zakończony');
  await expect(page.getByTestId('inspections-table')).toContainText('Brak danych');
  await expect(page.getByTestId('inspections-table').locator('[data-testid^="inspection-row-"]')).toHaveCount(0);

  const name = `Przegląd ${tenant.label}`;
  await page.getByTestId('inspection-start').click();
  await page.getByTestId('inspection-start-name').fill(name);
  await page.getByTestId('inspection-start-submit').click();
  await expect(page).toHaveURL(/\/inspections\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('inspection-name')).toHaveText(name);
  await expect(page.getByTestId('inspection-status')).toHaveText('W trakcie');
  await expect(page.getByTestId('inspection-approved')).toHaveText('Niezatwierdzony');

  // Every device of the place is in it; record on the first one.
  const table = page.getByTestId('inspection-devices');
  await expect(table.locator('tbody tr')).toHaveCount(5);
  const row = table.locator('tbody tr').first();
  const testId = (await row.getAttribute('data-testid'))!;
  const uniqueId = testId.replace('inspection-device-', '');
  const device = page.getByTestId(testId);

  await page.getByTestId(`device-menu-${uniqueId}`).click();
  await page.getByRole('menuitem', { name: 'Dodaj akcję' }).click();
  await page.getByTestId('record-part').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('record-amount').fill('2');
  await page.getByTestId('record-save').click();
  await expect(device.getByTestId('cell-actions')).toContainText('× 2');

  // A pest: the amount must be a whole number from 1 to 1,000,000, and the message says both bounds.
  await page.getByTestId(`device-menu-${uniqueId}`).click();
  await page.getByRole('menuitem', { name: 'Dodaj szkodnika' }).click();
  await page.getByTestId('record-part').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('record-amount').fill('0');
  await page.getByTestId('record-save').click();
  await expect(page.getByRole('dialog')).toContainText(/Ilość musi być liczbą całkowitą od 1 do 1\s000\s000/);
  await page.getByTestId('record-amount').fill('3');
  await page.getByTestId('record-save').click();
  await expect(device.getByTestId('cell-objects')).toContainText('× 3');

  await page.getByTestId(`device-menu-${uniqueId}`).click();
  await page.getByRole('menuitem', { name: 'Oznacz jako sprawdzone' }).click();
  await expect(device.getByTestId('cell-status').getByText('Sprawdzone', { exact: true })).toBeVisible();

  // The main error: a second start by the same user is refused and offers the running inspection.
  const url = page.url();
  await page.getByRole('link', { name: /Wróć do listy przeglądów/ }).click();
  await page.getByTestId('inspection-start').click();
  await page.getByTestId('inspection-start-submit').click();
  await expect(page.getByText('Masz już rozpoczęty przegląd tej placówki')).toBeVisible();
  await page.getByTestId('inspection-open-running').click();
  await expect(page).toHaveURL(url);

  await page.getByTestId('inspection-complete').click();
  await page.getByTestId('inspection-finish-confirm').click();
  await expect(page.getByTestId('inspection-status')).toHaveText('Zakończony');
  await page.getByTestId('inspection-approve').click();
  await page.getByTestId('inspection-approval-confirm').click();
  await expect(page.getByTestId('inspection-approved')).toHaveText('Zatwierdzony');
  await expect(page.getByTestId('inspection-approved-by')).not.toHaveText('—');
  // Approved, it takes no more records.
  await expect(page.getByTestId(`device-menu-${uniqueId}`)).toHaveCount(0);

  // Back in the list (completed by default), the only one: one device of five checked, and the report to generate.
  await page.getByRole('link', { name: /Wróć do listy przeglądów/ }).click();
  const listed = page.getByTestId('inspections-table').locator('[data-testid^="inspection-row-"]');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(name);
  await expect(listed.getByTestId('inspection-checked')).toHaveText('1/5');
  await expect(listed.getByTestId('inspection-report')).toHaveText('Generuj');
});
