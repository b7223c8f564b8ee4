import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });
const rowQuestions = (page: Page) => page.getByTestId('question-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-question')));
const suffix = () => Date.now().toString(36);

/** Drags a row by its handle onto another row with real pointer moves (dnd-kit starts after 4 px). */
async function dragRow(page: Page, from: Locator, to: Locator) {
  const handle = from.getByTestId('question-drag');
  const start = (await handle.boundingBox())!;
  const target = (await to.getByTestId('question-drag').boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2 - 10, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 - 4, { steps: 20 });
  await page.mouse.up();
}

test('the super admin adds a visual-inspection question, drags it to the top, and the order survives a reload', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await nav(page).getByRole('link', { name: 'Admin: inspekcja wizualna' }).click();
  await expect(page).toHaveTitle('Pytania inspekcji wizualnej | Trapline');
  await expect(page.getByTestId('question-row').first()).toBeVisible();

  await page.getByTestId('question-add').click();
  await expect(page).toHaveURL(/\/app\/admin\/visual-inspection\/create$/);
  // Question and comment are required before anything is sent.
  await page.getByTestId('question-save').click();
  await expect(page.getByText('To pole jest wymagane').first()).toBeVisible();
  const question = `Czy rampa jest czysta? ${suffix()}`;
  await page.getByTestId('question-text').fill(question);
  await page.getByTestId('question-comment').fill('Bez resztek towaru');
  await page.getByTestId('question-default-NO').check();
  await page.getByTestId('question-translation-tab-en').click();
  await page.getByTestId('question-translation-question-en').fill('Is the ramp clean?');
  await page.getByTestId('question-save').click();
  await expect(page).toHaveURL(/\/app\/admin\/visual-inspection\/details\/\d+$/);
  await expect(page.getByTestId('question-title')).toHaveText(question);
  await expect(page.getByTestId('question-default-value')).toHaveText('Nie');
  await expect(page.getByTestId('question-translations')).toContainText('Is the ramp clean?');

  // A new question goes last; drag it to the top.
  await page.getByRole('link', { name: 'Pytania inspekcji wizualnej', exact: true }).click();
  await expect(page.getByTestId('question-row').last()).toHaveAttribute('data-question', question);
  const before = await rowQuestions(page);
  await dragRow(page, page.getByTestId('question-row').last(), page.getByTestId('question-row').first());
  await expect(page.getByText('Zapisano kolejność pytań')).toBeVisible();
  const expected = [question, ...before.filter((q) => q !== question)];
  expect(await rowQuestions(page)).toEqual(expected);

  await page.reload();
  await expect(page.getByTestId('question-row').first()).toHaveAttribute('data-question', question);
  expect(await rowQuestions(page)).toEqual(expected);
});
