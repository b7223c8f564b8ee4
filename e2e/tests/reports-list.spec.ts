import { signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

test('a company without reports sees the list say so inside the table, on both tabs', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email, { at: '/app/reports' });
  const table = page.getByTestId('reports-table');
  await expect(table.getByTestId('reports-empty')).toHaveText('Brak raportów');
  await expect(table.getByTestId('report-row')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Przeglądy' }).click();
  await expect(table.getByTestId('reports-empty')).toHaveText('Brak raportów');
});
