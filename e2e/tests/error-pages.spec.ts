import { failApiGets, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

test('a failed account load shows the error with a retry, not a blank page, and the retry brings the shell back', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  const fault = await failApiGets(page, '/api/account/me');
  await page.reload();
  const error = page.getByTestId('route-error');
  await expect(error).toContainText('Nie udało się wyświetlić tej strony');
  // The API's own message, as it sent it.
  await expect(error).toContainText('Serwer chwilowo nie odpowiada.');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);

  fault.heal();
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pulpit' })).toBeVisible();
  await expect(error).toHaveCount(0);
});
