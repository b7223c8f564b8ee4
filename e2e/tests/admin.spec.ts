import { expect, test, type Locator, type Page } from '@playwright/test';
import { API_URL } from '../playwright.config.ts';
import { DEMO, PASSWORD, signIn } from './fixtures.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });
const rowNames = (page: Page) => page.getByTestId('mixture-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-name')));

/** Drags a row by its handle onto another row with real pointer moves (dnd-kit starts after 4 px). */
async function dragRow(page: Page, from: Locator, to: Locator) {
  const handle = from.getByTestId('mixture-drag');
  const start = (await handle.boundingBox())!;
  const target = (await to.getByTestId('mixture-drag').boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 - 4, { steps: 20 });
  await page.mouse.up();
}

test('the super admin creates a recommendation category with translations, and one in use cannot be deleted', async ({ page, request }) => {
  await signIn(page, DEMO.admin.email);
  await nav(page).getByRole('link', { name: 'Admin: kategorie zaleceń' }).click();
  await expect(page).toHaveTitle('Kategorie zaleceń | Trapline');
  await page.getByTestId('category-add').click();
  await expect(page).toHaveURL(/\/app\/admin\/recommendations\/create$/);
  // The name is required before anything is sent.
  await page.getByTestId('category-save').click();
  await expect(page.getByText('To pole jest wymagane')).toBeVisible();
  const name = `Dezynsekcja ${Date.now().toString(36)}`;
  await page.getByTestId('category-name').fill(name);
  await page.getByTestId('category-translation-tab-en').click();
  await page.getByTestId('category-translation-name-en').fill('Insect control');
  await page.getByTestId('category-save').click();

  await expect(page).toHaveURL(/\/app\/admin\/recommendations\/details\/\d+$/);
  await expect(page.getByTestId('category-title')).toHaveText(name);
  await expect(page.getByTestId('translations-table')).toContainText('Insect control');
  await page.getByRole('link', { name: 'Kategorie zaleceń', exact: true }).click();
  await page.getByTestId('category-search').fill(name);
  await expect(page.getByTestId('category-row')).toHaveCount(1);
  await expect(page.getByTestId('category-row')).toContainText(name);

  // A category recommendations use is kept, with the reason shown.
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: DEMO.admin.email, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const list = (await (
    await request.get(`${API_URL}/api/admin/recommendations/categories?limit=500`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { rows: Array<{ id: number; name: string; recommendationsCount: number }> };
  const used = list.rows.find((c) => c.recommendationsCount > 0)!;
  await page.goto(`/app/admin/recommendations/details/${used.id}`);
  await page.getByTestId('category-delete').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('delete-error')).toHaveText('Kategoria jest przypisana do zaleceń i nie może zostać usunięta.');
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByTestId('category-title')).toHaveText(used.name);
});

test('the super admin creates a mixture, reorders the mixtures by dragging, and the order survives a reload', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await nav(page).getByRole('link', { name: 'Admin: mieszanki' }).click();
  await expect(page).toHaveTitle('Mieszanki | Trapline');
  await expect(page.getByTestId('mixture-row').first()).toBeVisible();

  await page.getByTestId('mixture-add').click();
  const name = `Żel ${Date.now().toString(36)}`;
  await page.getByTestId('mixture-name').fill(name);
  await page.getByTestId('mixture-grammage').fill('0');
  await page.getByTestId('mixture-save').click();
  await expect(page.getByText('Gramatura musi wynosić co najmniej 1 g')).toBeVisible();
  await page.getByTestId('mixture-grammage').fill('12');
  await page.getByTestId('mixture-description').fill('Żel w strzykawce');
  await page.getByTestId('mixture-translation-tab-en').click();
  await page.getByTestId('mixture-translation-name-en').fill('Gel');
  await page.getByTestId('mixture-save').click();
  await expect(page).toHaveURL(/\/app\/admin\/mixtures\/details\/\d+$/);
  await expect(page.getByTestId('mixture-title')).toHaveText(name);
  await expect(page.getByTestId('mixture-grammage-value')).toHaveText('12 g');

  // A new mixture goes last; drag it to the top.
  await page.getByRole('link', { name: 'Mieszanki', exact: true }).click();
  await expect(page.getByTestId('mixture-row').last()).toHaveAttribute('data-name', name);
  const before = await rowNames(page);
  await dragRow(page, page.getByTestId('mixture-row').last(), page.getByTestId('mixture-row').first());
  await expect(page.getByText('Zapisano kolejność mieszanek')).toBeVisible();
  const expected = [name, ...before.filter((n) => n !== name)];
  expect(await rowNames(page)).toEqual(expected);

  await page.reload();
  await expect(page.getByTestId('mixture-row').first()).toHaveAttribute('data-name', name);
  expect(await rowNames(page)).toEqual(expected);
  await expect(page.getByTestId('mixture-row').first()).toContainText('1');
});

for (const who of ['manager', 'controller', 'technician'] as const) {
  test(`a ${who} gets the no-access page for the admin lists`, async ({ page }) => {
    await signIn(page, DEMO[who].email);
    await expect(nav(page).getByRole('link', { name: 'Admin: mieszanki' })).toHaveCount(0);
    for (const path of ['/app/admin/mixtures', '/app/admin/recommendations', '/app/admin/mixtures/create', '/app/admin/recommendations/details/1']) {
      await page.goto(path);
      await expect(page.getByTestId('no-access'), path).toBeVisible();
    }
  });
}
