import { type Page, expect, test } from '@playwright/test';
import { DEMO, failApiGets, signIn } from './fixtures.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });

test('a place that does not exist shows the error with a retry inside the shell, not a blank screen', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await page.goto('/app/places/edit/00000000-0000-4000-8000-000000000000/devices');
  const error = page.getByTestId('route-error');
  await expect(error).toContainText('Nie udało się wyświetlić tej strony');
  await expect(page.getByTestId('route-error-retry')).toBeVisible();
  await expect(page.getByTestId('place-title')).toHaveCount(0);
  // The shell stays, with its way elsewhere.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Placówki' })).toBeVisible();
});

test("a failed load of a place's screen is retried by the error's button", async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await page.goto('/app/places');
  await page.getByTestId('places-search').fill('słod');
  await page.getByRole('link', { name: 'Browar – magazyn słodu' }).click();
  await expect(page.getByTestId('place-title')).toHaveText('Browar – magazyn słodu');
  const placeId = /\/app\/places\/edit\/([^/]+)/.exec(page.url())?.[1] ?? '';
  const fault = await failApiGets(page, `/places/${placeId}`);
  await page.reload();
  const error = page.getByTestId('route-error');
  await expect(error).toContainText('Serwer chwilowo nie odpowiada.');
  await expect(page.getByTestId('place-title')).toHaveCount(0);

  fault.heal();
  await page.getByTestId('route-error-retry').click();
  await expect(page.getByTestId('place-title')).toHaveText('Browar – magazyn słodu');
  await expect(error).toHaveCount(0);
});
