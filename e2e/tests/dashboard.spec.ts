import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';

test('the dashboard shows a place: company cards, widgets from the seeded data, and approval of a recent inspection', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await expect(page.getByTestId('dashboard-show')).toBeDisabled();
  await expect(page.getByTestId('dashboard-place')).toBeDisabled();
  await page.getByTestId('dashboard-company').click();
  await page.getByRole('option', { name: 'Browar Wrocław' }).click();
  await page.getByTestId('dashboard-place').click();
  await page.getByRole('option', { name: 'Browar – warzelnia' }).click();
  await page.getByTestId('dashboard-show').click();
  await expect(page).toHaveURL(/\/app\/dashboard\/company\/[0-9a-f-]{36}\/place\/[0-9a-f-]{36}$/);

  await expect(page.getByTestId('card-parent')).toContainText('Browar Wrocław');
  await expect(page.getByTestId('card-root')).toContainText('Pestex Sp. z o.o.');
  // Browar – warzelnia holds 10 rodent traps, 10 bait stations and 4 insect lamps.
  const types = page.getByTestId('widget-device-types');
  await expect(types.getByRole('listitem')).toHaveCount(3);
  await expect(types.getByRole('progressbar', { name: /: 4$/ })).toHaveCount(1);
  await expect(types.getByRole('progressbar', { name: /: 10$/ })).toHaveCount(2);
  await expect(page.getByTestId('widget-roles')).toContainText('Technik');

  const inspections = page.getByTestId('recent-inspections');
  await expect(inspections.getByRole('row').nth(1)).toBeVisible();
  const rows = await inspections.getByRole('row').count();
  expect(rows).toBeLessThanOrEqual(11);
  const row = inspections
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Zatwierdź', exact: true }) })
    .first();
  const name = (await row.getByRole('cell').first().textContent()) ?? '';
  await row.getByRole('button', { name: 'Zatwierdź', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(name);
  await page.getByTestId('inspection-approval-confirm').click();
  await expect(inspections.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Cofnij zatwierdzenie' })).toBeVisible();

  // A report is generated on demand by the workers: its progress shows in the row, then its
  // download link; closed, the row offers the report for download.
  const first = inspections.getByRole('row').nth(1);
  await expect(first.getByTestId('inspection-report')).toHaveText('Generuj');
  await first.getByTestId('inspection-report').click();
  const progress = first.getByTestId('inspection-report-progress');
  await expect(progress.getByTestId('job-progress')).toHaveAttribute('data-state', 'completed');
  const link = progress.getByTestId('job-progress-download');
  await expect(link).toHaveAttribute('href', /\/files\/reports\//);
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await progress.getByRole('button', { name: 'Zamknij' }).click();
  await expect(first.getByTestId('inspection-report')).toHaveText('Pobierz');
});
