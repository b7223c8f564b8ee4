import { readFile } from 'node:fs/promises';
import { fillDay, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

/** The server judges attachments by their first bytes: a JPEG's marker is enough for a link. */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.alloc(200, 1), Buffer.from([0xff, 0xd9])]);

const today = () => {
  const date = new Date();
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

test('a company admin files a recommendation with a free-text owner, attaches a photo, comments, changes the status, sees the changes and exports CSV', async ({
  page,
  tenant,
}) => {
  // A busy machine compiles each screen on its first visit: the bounds only stop a hung test.
  test.setTimeout(600_000);
  await signIn(page, tenant.manager.email);
  await page
    .getByRole('navigation', { name: 'Nawigacja główna' })
    .getByRole('link', { name: /^Zalecenia/ })
    .click();
  await expect(page).toHaveTitle(/^Zalecenia \| Trapline$/);
  await page.getByTestId('facility-search').fill(tenant.label);
  await page.getByTestId('facilities').getByRole('link', { name: tenant.place.name }).click();
  await expect(page.getByTestId('filter-status')).toBeVisible();

  await page.getByTestId('add-recommendation').click();
  // The due date defaults to today, shown as the specification writes days.
  await expect(page.getByTestId('field-due-date')).toHaveValue(today().split('-').reverse().join('/'));
  const text = `Uszczelnić bramę rampy – żółć ${tenant.label}`;
  await page.getByTestId('field-recommendation').fill(text);
  await page.getByText('Nowa osoba (tekst)').click();
  await page.getByTestId('field-owner-text').fill('Łukasz Źdźbło');
  await page.getByTestId('field-owner-email').fill('lukasz@example.test');
  await page.getByTestId('field-priority').click();
  await page.getByRole('option', { name: 'Wysoki' }).click();
  await page.getByTestId('recommendation-save').click();

  await expect(page).toHaveURL(/\/app\/recommendations\/[0-9a-f-]{36}\/details\/\d+$/, { timeout: 180_000 });
  await expect(page.getByTestId('recommendation-text')).toHaveText(text);
  await expect(page.getByTestId('details-owner')).toHaveText('Łukasz Źdźbło (lukasz@example.test)');
  await expect(page.getByTestId('details-status')).toHaveText('Otwarte');

  await page.getByTestId('add-file').click();
  await page.getByTestId('file-name').fill('Brama północna');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('file-input').click();
  await (await chooser).setFiles({ name: 'brama.jpg', mimeType: 'image/jpeg', buffer: JPEG });
  await page.getByTestId('file-save').click();
  await expect(page.getByTestId('attachment').getByRole('link', { name: 'Brama północna' })).toHaveAttribute('href', /\/files\/recommendations\/.+signature=/);

  await page.getByTestId('add-comment').click();
  await page.getByTestId('comment-text').fill('Zgłoszone do działu technicznego');
  await page.getByTestId('comment-save').click();
  await expect(page.getByTestId('timeline-comment')).toContainText('Zgłoszone do działu technicznego');

  await page.getByTestId('edit-recommendation').click();
  await page.getByTestId('field-status').click();
  await page.getByRole('option', { name: 'W trakcie' }).click();
  await page.getByTestId('recommendation-save').click();
  await expect(page).toHaveURL(/\/details\/\d+$/, { timeout: 180_000 });
  await expect(page.getByTestId('details-status')).toHaveText('W trakcie');
  // The timeline: the edit, the comment and the file, newest first, then the creation.
  const timeline = page.getByTestId('timeline');
  await expect(timeline.locator('[data-testid^="timeline-"]')).toHaveCount(4);
  await expect(timeline.locator('[data-testid^="timeline-"]').first()).toHaveAttribute('data-testid', 'timeline-edit');
  await expect(timeline.locator('[data-testid^="timeline-"]').last()).toHaveAttribute('data-testid', 'timeline-created');
  await page.getByTestId('show-changes').click();
  const changes = page.getByTestId('changes');
  await expect(changes.getByRole('row', { name: /Status/ })).toContainText('Otwarte');
  await expect(changes.getByRole('row', { name: /Status/ })).toContainText('W trakcie');
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'artifacts/recommendation-details.png', fullPage: true });

  // The list shows it, the place's only one, and the CSV of today holds it alone with its Polish letters.
  await page.getByRole('link', { name: tenant.place.name }).click();
  await expect(page.getByTestId('recommendations').getByRole('row', { name: new RegExp(text) })).toBeVisible();
  await expect(page.getByTestId('recommendations').getByRole('row')).toHaveCount(1 + 1);
  await page.getByTestId('open-csv').click();
  await expect(page.getByTestId('csv-download')).toBeDisabled();
  await fillDay(page.getByTestId('csv-from'), today());
  await fillDay(page.getByTestId('csv-to'), today());
  const download = page.waitForEvent('download');
  await page.getByTestId('csv-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^zalecenia_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!);
  expect(csv.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
  const lines = csv.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toMatch(/^Nr,Data utworzenia,Zalecenie,Priorytet,Status,Termin realizacji/);
  expect(lines).toHaveLength(2);
  const row = lines[1];
  expect(row).toContain(text);
  expect(row).toContain('Wysoki');
  expect(row).toContain('W trakcie');
  expect(row).toContain('Łukasz Źdźbło');
  expect(row).toContain('lukasz@example.test');
});

test('the form refuses a recommendation without text and an owner e-mail that is not one, and files nothing', async ({ page, tenant, db }) => {
  test.setTimeout(300_000);
  await signIn(page, tenant.manager.email, { at: `/app/recommendations?search=${tenant.label}` });
  await page.getByTestId('facilities').getByRole('link', { name: tenant.place.name }).click();
  await page.getByTestId('add-recommendation').click();
  await page.getByText('Nowa osoba (tekst)').click();
  await page.getByTestId('field-owner-text').fill('Anna');
  await page.getByTestId('field-owner-email').fill('anna-at-example');
  await page.getByTestId('recommendation-save').click();
  await expect(page.getByText('To pole jest wymagane')).toBeVisible();
  await expect(page.getByText('Nieprawidłowy adres e-mail')).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);
  // Nothing was filed: the place still has no recommendation.
  expect(await db.recommendation.count({ where: { placeId: tenant.place.id } })).toBe(0);
});
