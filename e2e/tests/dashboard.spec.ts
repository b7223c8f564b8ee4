import { signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

// The place's completed inspection, for the recent inspections' widget.
test.use({ tenantInspection: true });

test('the dashboard shows a place: company cards, widgets from the seeded data, and approval of a recent inspection', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  await expect(page.getByTestId('dashboard-show')).toBeDisabled();
  await expect(page.getByTestId('dashboard-place')).toBeDisabled();
  await page.getByTestId('dashboard-company').click();
  await page.getByRole('option', { name: tenant.client.name }).click();
  await page.getByTestId('dashboard-place').click();
  await page.getByRole('option', { name: tenant.place.name }).click();
  await page.getByTestId('dashboard-show').click();
  await expect(page).toHaveURL(/\/app\/dashboard\/company\/[0-9a-f-]{36}\/place\/[0-9a-f-]{36}$/);

  await expect(page.getByTestId('card-parent')).toContainText(tenant.client.name);
  await expect(page.getByTestId('card-root')).toContainText(tenant.company.name);
  // The tenant's place holds 3 rodent traps and 2 bait stations.
  const types = page.getByTestId('widget-device-types');
  await expect(types.getByRole('listitem')).toHaveCount(2);
  await expect(types.getByRole('progressbar', { name: /Pułapka na gryzonie: 3$/ })).toHaveCount(1);
  await expect(types.getByRole('progressbar', { name: /Stacja deratyzacyjna: 2$/ })).toHaveCount(1);
  await expect(page.getByTestId('widget-roles')).toContainText('Technik');

  // The place's one inspection, completed and waiting for approval.
  const inspections = page.getByTestId('recent-inspections');
  await expect(inspections.getByRole('row')).toHaveCount(1 + 1);
  const row = inspections.getByRole('row').nth(1);
  const name = tenant.inspection!.name;
  await expect(row.getByRole('cell').first()).toHaveText(name);
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
