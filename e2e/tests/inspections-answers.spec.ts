import { type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { type Tenant, expect, test } from './tenant.ts';
/** A 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Signs the tenant's manager in and starts an inspection of the tenant's place; answers its name. */
async function startInspection(page: Page, tenant: Tenant, prefix: string) {
  await signIn(page, tenant.manager.email, { at: '/app/places' });
  await page.getByTestId('places-table').getByRole('link', { name: tenant.place.name }).click();
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Przeglądy' }).click();
  await expect(page.getByTestId('inspections-table')).toBeVisible();
  const name = `${prefix} ${tenant.label}`;
  await page.getByTestId('inspection-start').click();
  await page.getByTestId('inspection-start-name').fill(name);
  await page.getByTestId('inspection-start-submit').click();
  await expect(page.getByTestId('inspection-name')).toHaveText(name);
  return name;
}

/** Cancels the open inspection: nothing stays running for later tests. */
async function cancelInspection(page: Page) {
  await page.getByTestId('inspection-cancel').click();
  await page.getByTestId('inspection-finish-confirm').click();
  await expect(page.getByTestId('inspection-status')).toHaveText('Anulowany');
}

/** Three questions of the tenant's company, which its place asks. */
const QUESTIONS = ['Czy drzwi są szczelne?', 'Czy rampa jest czysta?', 'Czy odpady są zamknięte?'];

test('visual-inspection answers: recorded for the place questions in a dialog, shown with dashes for what is empty', async ({ page, tenant, db }) => {
  test.setTimeout(600_000);
  for (const [order, question] of QUESTIONS.entries()) {
    const row = await db.visualInspectionQuestion.create({ data: { companyId: tenant.company.id, question, comment: '', order }, select: { id: true } });
    await db.placeVisualInspectionQuestion.create({ data: { placeId: tenant.place.id, questionId: row.id } });
  }
  await startInspection(page, tenant, 'Inspekcja wizualna');
  const block = page.getByTestId('inspection-visual');
  await expect(block).toContainText('Brak odpowiedzi w tym przeglądzie');

  // The dialog lists the three questions the place asks, in their order; answer two of them.
  await block.getByTestId('inspection-edit-visual').click();
  const dialog = page.getByRole('dialog', { name: 'Odpowiedzi inspekcji wizualnej' });
  await expect(dialog.locator('[data-testid^="visual-answer-"]')).toHaveCount(3);
  for (const [n, question] of QUESTIONS.entries()) await expect(dialog.getByTestId(`visual-answer-${n}`).locator('p').first()).toHaveText(question);
  const first = dialog.getByTestId('visual-answer-0');
  const question = QUESTIONS[0]!;
  await first.getByText('Tak', { exact: true }).click();
  await first.getByLabel('Notatka').fill('Drzwi zamknięte, uszczelki w porządku');
  await dialog.getByTestId('visual-answer-1').getByText('Nie', { exact: true }).click();
  await dialog.getByTestId('visual-answer-1').getByLabel('Zalecenie').fill('Uszczelnić bramę rozładunkową');
  await dialog.getByTestId('visual-answers-save').click();
  await expect(page.getByText('Odpowiedzi zostały zapisane')).toBeVisible();
  await expect(dialog).toBeHidden();

  const rows = block.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(question);
  // Question, answer, note, recommendation, then the answer's photos (none yet: the add button).
  await expect(rows.nth(0).locator('td')).toHaveText([question, 'Tak', 'Drzwi zamknięte, uszczelki w porządku', '—', 'Dodaj zdjęcie']);
  await expect(rows.nth(1).locator('td').nth(0)).toHaveText(QUESTIONS[1]!);
  await expect(rows.nth(1).locator('td').nth(1)).toHaveText('Nie');
  await expect(rows.nth(1).locator('td').nth(2)).toHaveText('—');
  await expect(rows.nth(1).locator('td').nth(3)).toHaveText('Uszczelnić bramę rozładunkową');

  // Reopened, the dialog holds the saved answers; taking both back leaves no answer.
  await block.getByTestId('inspection-edit-visual').click();
  await expect(dialog.getByTestId('visual-answer-0').getByLabel('Notatka')).toHaveValue('Drzwi zamknięte, uszczelki w porządku');
  await dialog.getByTestId('visual-answer-0').getByText('Brak odpowiedzi', { exact: true }).click();
  await dialog.getByTestId('visual-answer-1').getByText('Brak odpowiedzi', { exact: true }).click();
  await dialog.getByTestId('visual-answers-save').click();
  await expect(block).toContainText('Brak odpowiedzi w tym przeglądzie');

  await cancelInspection(page);
});

test('photos of an inspection device added and deleted in their dialog; an observation corrected with the form that adds it', async ({ page, tenant }) => {
  test.setTimeout(600_000);
  await startInspection(page, tenant, 'Zdjęcia');
  // Photos of the first device: added in the photos dialog, then deleted (the manager is an admin).
  const row = page.getByTestId('inspection-devices').locator('tbody tr').first();
  const uniqueId = (await row.getAttribute('data-testid'))!.replace('inspection-device-', '');
  await row.getByTestId('cell-photos').getByRole('button', { name: 'Zdjęcia (0)' }).click();
  const photos = page.getByTestId('photos-dialog');
  await expect(photos).toContainText('Brak zdjęć');
  await photos.locator('input[type=file]').setInputFiles({ name: 'pulapka.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  await expect(photos.getByTestId('photo-item')).toHaveCount(1);
  await expect(row.getByTestId('cell-photos')).toContainText('Zdjęcia (1)');
  await photos.getByRole('button', { name: 'Usuń zdjęcie 1' }).click();
  await expect(photos).toContainText('Brak zdjęć');
  await page.keyboard.press('Escape');
  await expect(row.getByTestId('cell-photos')).toContainText('Zdjęcia (0)');

  // An observation recorded, then corrected with the same form.
  await page.getByTestId(`device-menu-${uniqueId}`).click();
  await page.getByRole('menuitem', { name: 'Dodaj obserwację' }).click();
  await page.getByTestId('record-part').click();
  await page.getByRole('option', { name: 'Uszkodzenie' }).click();
  await page.getByTestId('record-form').getByLabel('Notatka').fill('Pęknięta pokrywa');
  await page.getByTestId('record-save').click();
  const observation = row.getByTestId('cell-observations').getByRole('button', { name: 'Uszkodzenie' });
  await expect(observation).toHaveAttribute('title', 'Pęknięta pokrywa');
  await observation.click();
  await expect(page.getByTestId('record-form').getByLabel('Notatka')).toHaveValue('Pęknięta pokrywa');
  await page.getByTestId('record-form').getByLabel('Notatka').fill('Pokrywa wymieniona');
  await page.getByTestId('record-save').click();
  await expect(observation).toHaveAttribute('title', 'Pokrywa wymieniona');

  await cancelInspection(page);
});
