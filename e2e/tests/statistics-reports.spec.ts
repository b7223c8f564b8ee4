import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, fillDay } from './fixtures.ts';

const PLACE = 'Browar – warzelnia';

const day = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
/** A year back to today: the demo inspections (and their records) fall in it. */
const lastYear = () => ({ from: day(new Date(Date.now() - 365 * 86_400_000)), to: day(new Date()) });

async function choosePlace(page: Page, testId: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).fill('warzelnia');
  await page.getByRole('option', { name: PLACE }).click();
}

test('a company admin sees the charts of a place, generates its PDF report with progress and finds it in the list', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.manager.email, { at: '/app/statistics/' });
  // The facility is required (spec 3, section 5).
  await page.getByTestId('statistics-search').click();
  await expect(page.getByText('Wybierz placówkę').last()).toBeVisible();
  await choosePlace(page, 'statistics-place');
  const range = lastYear();
  await fillDay(page.getByTestId('statistics-from'), range.from);
  await fillDay(page.getByTestId('statistics-to'), range.to);
  await page.getByTestId('statistics-search').click();
  await expect(page.getByTestId('statistics-chart').locator('.recharts-bar-rectangle path').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('statistics-totals')).toContainText('Akcje');
  await page.getByTestId('statistics-breakdown').getByText('Typ urządzenia').click();
  await expect(page.getByTestId('statistics-series')).not.toHaveValue('');

  await page.goto('/app/reports/generate');
  await choosePlace(page, 'generate-place');
  await fillDay(page.getByTestId('generate-from'), range.from);
  await fillDay(page.getByTestId('generate-to'), range.to);
  await page.getByTestId('generate-note').fill('Raport roczny – zażółć gęślą jaźń');
  await page.getByTestId('generate-preview').click();
  await expect(page.frameLocator('[data-testid="generate-preview-frame"]').getByText(PLACE).first()).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('generate-pdf').click();
  await expect(page.getByTestId('job-progress')).toHaveAttribute('data-state', 'completed', { timeout: 120_000 });

  await page.goto('/app/reports');
  const row = page.getByTestId('report-row').filter({ hasText: 'Raport roczny' }).first();
  await expect(row).toContainText(PLACE);
  await expect(row.getByTestId('report-download')).toBeVisible({ timeout: 30_000 });
  const response = page.waitForResponse((r) => r.url().includes('/signed-url'));
  const download = page.waitForEvent('download');
  await row.getByTestId('report-download').click();
  expect((await response).status()).toBe(200);
  // The file the signed address serves is the PDF itself.
  const pdf = await (await download).createReadStream();
  const head = await new Promise<Buffer>((resolve, reject) => pdf.once('data', (chunk) => resolve(Buffer.from(chunk))).once('error', reject));
  pdf.destroy();
  expect(head.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('an Excel export of a year with records is a workbook to download', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.manager.email, { at: '/app/reports/generate' });
  await choosePlace(page, 'generate-place');
  const range = lastYear();
  await fillDay(page.getByTestId('generate-from'), range.from);
  await fillDay(page.getByTestId('generate-to'), range.to);
  await expect(page.getByTestId('generate-interval').getByRole('radio', { name: 'Miesiąc', exact: true })).toBeChecked();
  await page.getByTestId('generate-xlsx').click();
  await expect(page.getByTestId('job-progress')).toHaveAttribute('data-state', 'completed', { timeout: 90_000 });
  const link = page.getByTestId('job-progress-download');
  await expect(link).toContainText('.xlsx');
  const file = await page.request.get((await link.getAttribute('href'))!);
  expect(file.status()).toBe(200);
  // An XLSX workbook is a ZIP archive.
  expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
});

test('the zone, device type and device filters narrow the charts and stay in the address', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.manager.email, { at: '/app/statistics/' });
  await choosePlace(page, 'statistics-place');
  const range = lastYear();
  await fillDay(page.getByTestId('statistics-from'), range.from);
  await fillDay(page.getByTestId('statistics-to'), range.to);
  await page.getByTestId('statistics-search').click();
  const totals = page.getByTestId('statistics-totals');
  await expect(page.getByTestId('statistics-chart').locator('.recharts-bar-rectangle path').first()).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/place=/);
  // textContent, as toHaveText compares: innerText follows the layout (line breaks between the figures).
  const before = (await totals.textContent()) ?? '';

  // One device: the place's series now counts that device only.
  const devices = page.getByTestId('statistics-filter-devices');
  await devices.click();
  const option = page.getByRole('option').first();
  const uniqueId = (await option.innerText()).split(' – ')[0]!.trim();
  await option.click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/devices=/);
  await expect(totals).not.toHaveText(before, { timeout: 30_000 });
  const narrowed = (await totals.textContent()) ?? '';
  await page.getByTestId('statistics-breakdown').getByText('Urządzenie').click();
  await expect(page.getByTestId('statistics-series')).toHaveValue(new RegExp(`^${uniqueId}`));

  // The address keeps the filter: a reload shows the same narrowed view.
  await page.reload();
  await expect(page.getByTestId('statistics-filters')).toContainText(uniqueId);
  await expect(totals).toHaveText(narrowed, { timeout: 30_000 });

  // A device type the device is not of as well: nothing is counted, or other totals.
  await page.getByTestId('statistics-filter-types').click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/types=/);
});

test('an Excel export of a range without records says there is no data', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.manager.email, { at: '/app/reports/generate' });
  await choosePlace(page, 'generate-place');
  await fillDay(page.getByTestId('generate-from'), '2001-01-01');
  await fillDay(page.getByTestId('generate-to'), '2001-12-31');
  // Over 35 days only MONTH and YEAR: the interval switched itself.
  await expect(page.getByTestId('generate-interval').getByRole('radio', { name: 'Dzień', exact: true })).toBeDisabled();
  await page.getByTestId('generate-xlsx').click();
  await expect(page.getByTestId('generate-error')).toHaveText('Brak danych w wybranym zakresie');
});
