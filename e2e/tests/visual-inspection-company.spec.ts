import { type Page } from '@playwright/test';
import { API_URL } from '../playwright.config.ts';
import { signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });

test('a company admin adds its own question, a place picks it, and a question deleted meanwhile is reported', async ({ page, request, tenant }) => {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: tenant.manager.email, password: tenant.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const placeUuid = tenant.place.uuid;

  await signIn(page, tenant.manager.email);
  await nav(page).getByRole('link', { name: 'Moja firma' }).click();
  await page.getByTestId('my-company-table').getByRole('link', { name: tenant.company.name }).click();
  await page.getByTestId('tab-visual-inspection').click();
  const own = 'Czy pomieszczenie socjalne jest czyste?';
  await page.getByTestId('question-add').click();
  await page.getByTestId('question-text').fill(own);
  await page.getByTestId('question-comment').fill('Resztki jedzenia przyciągają gryzonie');
  await page.getByTestId('question-save').click();
  await expect(page.getByText('Dodano pytanie')).toBeVisible();
  // The company's only question.
  await expect(page.getByTestId('question-row')).toHaveCount(1);
  await expect(page.getByTestId('question-row')).toHaveAttribute('data-question', own);

  // The place's screen offers the product-wide questions and the company's own.
  await page.goto(`/app/places/edit/${placeUuid}/visual-inspection`);
  const ownBox = page.getByRole('checkbox', { name: own });
  const checked = page.getByRole('checkbox', { checked: true });
  await expect(ownBox).not.toBeChecked();
  // The tenant's place asks nothing yet.
  await expect(checked).toHaveCount(0);
  await ownBox.check();
  await page.getByTestId('place-questions-save').click();
  await expect(page.getByText('Zapisano pytania obiektu')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: own })).toBeChecked();
  await expect(checked).toHaveCount(1);

  // Another question is ticked, but deleted by someone else before the save: the save is refused and the list refreshed.
  const gone = 'Czy okna mają siatki?';
  const created = await request.post(`${API_URL}/api/visual-inspection/questions`, {
    headers,
    data: { question: gone, comment: 'Siatki przeciw owadom', defaultAnswer: 'YES' },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await page.getByRole('checkbox', { name: gone }).check();
  const { id } = (await created.json()) as { id: number };
  expect((await request.delete(`${API_URL}/api/visual-inspection/questions/${id}`, { headers })).status()).toBe(204);
  await page.getByTestId('place-questions-save').click();
  await expect(page.getByTestId('place-questions-error')).toContainText('zostało w międzyczasie usunięte');
  await expect(page.getByRole('checkbox', { name: gone })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: own })).toBeChecked();
  await expect(checked).toHaveCount(1);
});
