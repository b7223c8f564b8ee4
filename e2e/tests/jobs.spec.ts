import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';
import { type FlakyJob, startFlakyJob } from './job-fixtures.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });
const jobRow = (page: Page, id: string) => page.locator(`[data-testid="job-row"][data-job-id="${id}"]`);

let job: FlakyJob | undefined;
test.afterEach(async () => {
  await job?.stop();
  job = undefined;
});

test('the super admin sees a failed job with its error and runs it again from the screen', async ({ page }) => {
  // It waits for a worker twice: for the first attempt to fail, and for the retry to complete.
  test.setTimeout(90_000);
  job = await startFlakyJob(DEMO.manager.email, 'Plan image missing for place 42');
  await signIn(page, DEMO.admin.email);
  await nav(page).getByRole('link', { name: 'Administracja: zadania w tle' }).click();
  await expect(page).toHaveURL(/\/app\/admin\/jobs$/);
  await expect(page).toHaveTitle('Zadania w tle | Trapline');

  const row = jobRow(page, job.id);
  // The handler threw: failed, with its error, its attempt and who started it.
  await expect(row.getByTestId('job-state')).toHaveAttribute('data-state', 'failed', { timeout: 15_000 });
  await expect(row.getByTestId('job-state')).toHaveText('Nieudane');
  await expect(row.getByTestId('job-error')).toHaveText('Błąd: Plan image missing for place 42');
  await expect(row.getByTestId('job-attempts')).toHaveText('Próba 1');
  await expect(row).toContainText('e2e-flaky-export');
  await expect(row).toContainText('Marek Wiśniewski');
  await expect(row).toContainText('Pestex Sp. z o.o.');

  // Filtered to failed jobs, it is still there; to completed ones, it is not.
  await page.getByTestId('jobs-state-filter').click();
  await page.getByRole('option', { name: 'Zakończone', exact: true }).click();
  await expect(page).toHaveURL(/state=completed/);
  await expect(jobRow(page, job.id)).toHaveCount(0);
  await page.getByTestId('jobs-state-filter').click();
  await page.getByRole('option', { name: 'Nieudane', exact: true }).click();
  await expect(page).toHaveURL(/state=failed/);
  await expect(row).toBeVisible();
  await page.getByTestId('jobs-state-filter').click();
  await page.getByRole('option', { name: 'Wszystkie stany', exact: true }).click();

  await row.getByTestId('job-retry').click();
  await expect(page.getByText('Zadanie wróciło do kolejki.')).toBeVisible();
  // The screen reads the list again while the job runs, until it has completed.
  await expect(row.getByTestId('job-state')).toHaveAttribute('data-state', 'completed', { timeout: 15_000 });
  await expect(row.getByTestId('job-error')).toHaveCount(0);
  await expect(row.getByTestId('job-retry')).toHaveCount(0);
  await expect(row.getByTestId('job-attempts')).toHaveText('Próba 2');
  expect(job.runs()).toBe(2);
});

test('on a 390 px wide phone the jobs are cards with the error and the retry', async ({ page }) => {
  job = await startFlakyJob(DEMO.admin.email, 'The report template is broken');
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.admin.email, { at: '/app/admin/jobs?state=failed' });
  const card = page.getByTestId('jobs-cards').locator(`[data-job-id="${job.id}"]`);
  await expect(card.getByTestId('job-error')).toHaveText('Błąd: The report template is broken', { timeout: 15_000 });
  await expect(card.getByTestId('job-retry')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('nobody but the super admin can open the background jobs screen', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await expect(nav(page).getByRole('link', { name: 'Administracja: zadania w tle' })).toHaveCount(0);
  await page.goto('/app/admin/jobs');
  // The screen table keeps the screen from mounting: the shell's no-access page instead.
  await expect(page.getByTestId('no-access')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Brak dostępu' })).toBeVisible();
  await expect(page.getByTestId('jobs-table')).toHaveCount(0);
});
