import { readFile } from 'node:fs/promises';
import { DEMO, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

test('a company admin generates a batch of 30 QR codes and downloads its label sheet', async ({ page, tenant }) => {
  const name = `Etykiety ${tenant.label}`;
  await signIn(page, tenant.manager.email);
  await page.getByRole('navigation').getByRole('link', { name: 'Kody QR' }).click();
  await expect(page).toHaveURL(/\/app\/qrcodes(\?.*)?$/);
  // The company column is the super admin's only.
  await expect(page.getByTestId('qr-batches-table').getByRole('columnheader', { name: 'Firma' })).toHaveCount(0);

  await page.getByTestId('qr-generate').click();
  const dialog = page.getByRole('dialog', { name: 'Nowa paczka kodów QR' });
  // The main error: more codes than a batch may hold.
  await dialog.getByTestId('qr-batch-name').fill(name);
  await dialog.getByTestId('qr-batch-amount').fill('501');
  await dialog.getByTestId('qr-batch-submit').click();
  await expect(dialog.getByText('Najwyżej 500 kodów')).toBeVisible();

  await dialog.getByTestId('qr-batch-amount').fill('30');
  await dialog.getByTestId('qr-batch-submit').click();
  await expect(page.getByText('Dodano paczkę kodów QR')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/qrcodes\/batch\/\d+$/);
  await expect(page.getByTestId('qr-batch-title')).toHaveText(name);
  await expect(page.getByTestId('qr-batch-used-amount')).toHaveText('0 / 30');
  await expect(page.getByTestId('qr-code-row')).toHaveCount(30);
  await expect(page.getByTestId('qr-code-row').first()).toContainText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/);

  await page.getByTestId('qr-batch-pdf').click();
  const progress = page.getByTestId('job-progress');
  await expect(progress).toHaveAttribute('data-state', 'completed', { timeout: 90_000 });
  const link = page.getByTestId('job-progress-download');
  await expect(link).toContainText('.pdf');
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^QR-Etykiety-.*\.pdf$/);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  // 30 labels: 21 on the first A4 page, 9 on the second.
  expect(file.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);

  // The list shows the company's one batch with its count and author.
  await page.getByRole('link', { name: 'Kody QR' }).first().click();
  const row = page.getByTestId('qr-batch-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText(tenant.manager.name);
  await expect(row.getByTestId('qr-batch-used')).toHaveText('0 / 30');
});

test('the super admin must choose the company of a batch, and sees it in the list', async ({ page, tenant }) => {
  const name = `Partia ${tenant.label}`;
  await signIn(page, DEMO.admin.email, { at: '/app/qrcodes' });
  await page.getByTestId('qr-generate').click();
  const dialog = page.getByRole('dialog', { name: 'Nowa paczka kodów QR' });
  await dialog.getByTestId('qr-batch-name').fill(name);
  await dialog.getByTestId('qr-batch-amount').fill('3');
  await dialog.getByTestId('qr-batch-submit').click();
  await expect(dialog.getByText('Wybierz firmę')).toBeVisible();
  await dialog.getByTestId('qr-batch-company').fill(tenant.label);
  await page.getByRole('option', { name: tenant.company.name }).click();
  await dialog.getByTestId('qr-batch-submit').click();
  await expect(page).toHaveURL(/\/app\/qrcodes\/batch\/\d+$/);
  await page.goto('/app/qrcodes');
  await expect(page.getByTestId('qr-batch-row').filter({ hasText: name })).toContainText(tenant.company.name);
});
