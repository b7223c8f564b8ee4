import { type Page } from '@playwright/test';
import { seedTenant } from '@trapline/db/seed/tenant';
import { failApiGets, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });

/** Counts the GET requests the page sends to the API for `pathname`. */
function countApiGets(page: Page, pathname: string) {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith(pathname)) seen.count += 1;
  });
  return seen;
}

test('a place that does not exist shows the not-found page inside the shell at once, asked for once', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  const unknown = '00000000-0000-4000-8000-000000000000';
  const asked = countApiGets(page, `/places/${unknown}`);
  await page.goto(`/app/places/edit/${unknown}/devices`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByTestId('place-title')).toHaveCount(0);
  // Shown on the first answer: a 404 is not retried (the retry would wait a second for the same answer).
  expect(asked.count).toBe(1);
  // The shell stays, with its way elsewhere.
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Placówki' })).toBeVisible();
});

test("another company's place is not found for a company admin, as an unknown one", async ({ page, tenant, db }) => {
  // A second provider with its client's place, which the tenant's manager has nothing to do with.
  const other = await seedTenant(db, { label: `${tenant.label}x`, devices: {} });
  const foreignId = other.place.uuid;

  await signIn(page, tenant.manager.email);
  const asked = countApiGets(page, `/places/${foreignId}`);
  await page.goto(`/app/places/edit/${foreignId}`);
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('route-error')).toHaveCount(0);
  await expect(page.getByText(other.place.name)).toHaveCount(0);
  expect(asked.count).toBe(1);
});

test("a place's screen asks for the place once: its loader's answer serves the screen", async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  await page.goto('/app/places');
  await page.getByTestId('places-search').fill('hala');
  const link = page.getByRole('link', { name: tenant.place.name });
  const placeId = /\/app\/places\/edit\/([^/?]+)/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  const asked = countApiGets(page, `/places/${placeId}`);
  await link.click();
  await expect(page.getByTestId('place-title')).toHaveText(tenant.place.name);
  // A second request would leave as the screen mounts; give it the time to show up.
  await page.waitForTimeout(1_000);
  expect(asked.count).toBe(1);
});

test("a failed load of a place's screen is retried by the error's button", async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  await page.goto('/app/places');
  await page.getByTestId('places-search').fill('hala');
  await page.getByRole('link', { name: tenant.place.name }).click();
  await expect(page.getByTestId('place-title')).toHaveText(tenant.place.name);
  const placeId = /\/app\/places\/edit\/([^/]+)/.exec(page.url())?.[1] ?? '';
  const fault = await failApiGets(page, `/places/${placeId}`);
  await page.reload();
  const error = page.getByTestId('route-error');
  await expect(error).toContainText('Serwer chwilowo nie odpowiada.');
  await expect(page.getByTestId('place-title')).toHaveCount(0);

  fault.heal();
  await page.getByTestId('route-error-retry').click();
  await expect(page.getByTestId('place-title')).toHaveText(tenant.place.name);
  await expect(error).toHaveCount(0);
});
