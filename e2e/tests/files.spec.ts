import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { PASSWORD, signIn, fillDay } from './fixtures.ts';
import { expect, test } from './tenant.ts';

const API_URL = `http://localhost:${process.env.E2E_API_PORT ?? 38101}`;

/** A small, valid PDF: the server judges uploads by their first bytes. */
const pdf = (title: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${title}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

/** A calendar day `days` from today in the browser's (this machine's) time zone, as YYYY-MM-DD. */
const dayFromToday = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function openPlaceFiles(page: Page, placeName: string) {
  await page.goto(`/app/places?search=${encodeURIComponent(placeName)}`);
  await page.getByTestId('places-table').getByRole('link', { name: placeName }).click();
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Pliki' }).click();
  await expect(page).toHaveTitle(/^Pliki \| Trapline$/);
}

async function chooseFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('upload-choose').click();
  await (await chooser).setFiles(files);
}

test('a company admin adds a category, uploads a PDF, downloads it through a signed URL; a PNG is refused', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  await openPlaceFiles(page, tenant.place.name);
  const categories = page.getByTestId('place-categories');
  await expect(categories).toContainText('Dodaj kategorię, aby dodawać pliki.');
  await expect(page.getByTestId('files-upload')).toBeDisabled();

  await page.getByTestId('place-categories-add').click();
  await page.getByTestId('category-save').click();
  await expect(page.getByRole('dialog').getByText('To pole jest wymagane')).toBeVisible();
  await page.getByTestId('category-name').fill('Umowy');
  await page.getByTestId('category-save').click();
  await expect(categories.getByRole('button', { name: 'Umowy (Plików: 0)' })).toBeVisible();
  await expect(page.getByTestId('files-title')).toHaveText('Umowy');

  const contract = pdf('Umowa serwisowa');
  await page.getByTestId('files-upload').click();
  await chooseFiles(page, [{ name: 'umowa-serwisowa.pdf', mimeType: 'application/pdf', buffer: contract }]);
  await expect(page.getByTestId('upload-name')).toHaveValue('umowa-serwisowa');
  await page.getByTestId('upload-name').fill('Umowa serwisowa 2026');
  await page.getByTestId('upload-submit').click();
  const table = page.getByTestId('place-files-table');
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
  await expect(table).toContainText('Umowa serwisowa 2026');
  await expect(table).toContainText(tenant.manager.name);
  await page.screenshot({ path: 'artifacts/files-place.png', fullPage: true });

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Pobierz: Umowa serwisowa 2026' }).click();
  const file = await download;
  expect(file.url()).toMatch(/\/files\/places\/[0-9a-f-]{36}\/files\/[0-9a-f-]{36}\.pdf\?expires=\d+&name=.+&signature=/);
  expect(file.suggestedFilename()).toBe('Umowa serwisowa 2026.pdf');
  expect((await readFile((await file.path())!)).equals(contract)).toBe(true);

  // The edit form requires a note as well as a name.
  await table.getByRole('button', { name: 'Edytuj: Umowa serwisowa 2026' }).click();
  await page.getByTestId('file-edit-save').click();
  await expect(page.getByRole('dialog').getByText('To pole jest wymagane')).toBeVisible();
  await page.getByTestId('file-edit-note').fill('Aneks nr 1');
  await page.getByTestId('file-edit-save').click();
  await expect(table).toContainText('Aneks nr 1');

  // A PNG is refused by its content, whatever the picker was told.
  await page.getByTestId('files-upload').click();
  await chooseFiles(page, [{ name: 'plan.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByTestId('upload-submit').click();
  await expect(page.getByTestId('upload-error')).toHaveText('Dozwolone są tylko pliki PDF.');
  await expect(page.getByTestId('upload-status')).toHaveText('Błąd');
  await page.screenshot({ path: 'artifacts/files-upload-refused.png' });
  await page.keyboard.press('Escape');
  await expect(table.getByRole('row')).toHaveCount(1 + 1);
});

test('a company file valid for three more days shows the yellow badge', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email, { at: '/app/companies' });
  await page.getByTestId('my-company-table').getByRole('link', { name: tenant.company.name }).click();
  await page.getByTestId('tab-files').click();
  await page.getByTestId('company-categories-add').click();
  await page.getByTestId('category-name').fill('Certyfikaty');
  await page.getByTestId('category-save').click();
  await expect(page.getByTestId('files-title')).toHaveText('Certyfikaty');

  await page.getByTestId('files-upload').click();
  await chooseFiles(page, [
    { name: 'certyfikat-ddd.pdf', mimeType: 'application/pdf', buffer: pdf('Certyfikat DDD') },
    { name: 'polisa-oc.pdf', mimeType: 'application/pdf', buffer: pdf('Polisa OC') },
  ]);
  await fillDay(page.getByTestId('upload-valid-until').first(), dayFromToday(3));
  await fillDay(page.getByTestId('upload-valid-until').last(), dayFromToday(60));
  await page.getByTestId('upload-submit').click();

  const table = page.getByTestId('company-files-table');
  await expect(table.getByRole('row')).toHaveCount(1 + 2);
  const expiring = table.getByRole('row').filter({ hasText: 'certyfikat-ddd' }).getByTestId('validity-badge');
  await expect(expiring).toHaveText('Wygasa wkrótce');
  await expect(expiring).toHaveAttribute('data-validity', 'expiring');
  // The theme's yellow, whatever shade the theme picks for filled badges.
  const yellow = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.backgroundColor = 'var(--mantine-color-yellow-filled)';
    document.body.append(probe);
    const color = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return color;
  });
  await expect(expiring).toHaveCSS('background-color', yellow);
  const valid = table.getByRole('row').filter({ hasText: 'polisa-oc' }).getByTestId('validity-badge');
  await expect(valid).toHaveText('Ważny');
  await page.screenshot({ path: 'artifacts/files-company.png', fullPage: true });

  // Clearing the date turns the badge grey.
  await table.getByRole('button', { name: 'Edytuj: polisa-oc' }).click();
  await fillDay(page.getByTestId('file-edit-valid-until'), '');
  await page.getByTestId('file-edit-save').click();
  await expect(valid).toHaveText('Bez daty');
});

/** Signs in through the API for setting up data the screen then shows. */
async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return { authorization: `Bearer ${(await login.json()).token}` };
}

test('a technician sees the files of its place and the company files read-only, and downloads them', async ({ page, request, tenant }) => {
  const manager = await apiAs(request, tenant.manager.email);
  const placeUuid = tenant.place.uuid;
  const category = await (await request.post(`${API_URL}/places/${placeUuid}/files-categories`, { headers: manager, data: { name: 'Protokoły' } })).json();
  const uploaded = await request.post(`${API_URL}/places/${placeUuid}/files`, {
    headers: manager,
    multipart: {
      name: 'Protokół z przeglądu',
      note: 'Marzec',
      fileCategoryId: String(category.id),
      file: { name: 'protokol.pdf', mimeType: 'application/pdf', buffer: pdf('Protokół') },
    },
  });
  expect(uploaded.status()).toBe(201);
  const { company } = await (await request.get(`${API_URL}/places/${placeUuid}/files-categories`, { headers: manager })).json();
  const companyCategory = await (
    await request.post(`${API_URL}/companies/${company.uuid}/files/categories`, { headers: manager, data: { name: 'Uprawnienia' } })
  ).json();
  const companyFile = await request.post(`${API_URL}/companies/${company.uuid}/files`, {
    headers: manager,
    multipart: {
      name: 'Zezwolenie na biocydy',
      categoryId: String(companyCategory.id),
      validUntil: dayFromToday(-1),
      file: { name: 'zezwolenie.pdf', mimeType: 'application/pdf', buffer: pdf('Zezwolenie') },
    },
  });
  expect(companyFile.status()).toBe(201);

  await signIn(page, tenant.technician.email);
  await openPlaceFiles(page, tenant.place.name);
  await expect(page.getByTestId('files-title')).toHaveText('Protokoły');
  const table = page.getByTestId('place-files-table');
  await expect(table.getByRole('row').filter({ hasText: 'Protokół z przeglądu' })).toBeVisible();
  // No category, upload, edit or delete controls for someone else's file.
  await expect(page.getByTestId('place-categories-add')).toHaveCount(0);
  await expect(page.getByTestId('files-upload')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edytuj/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Usuń/ })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Pobierz: Protokół z przeglądu' }).click();
  expect((await readFile((await (await download).path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  const companyCategories = page.getByTestId('company-categories');
  await expect(companyCategories).toContainText(`Pliki firmy ${company.name}`);
  await expect(companyCategories).toContainText('tylko do odczytu');
  await companyCategories.getByRole('button', { name: 'Uprawnienia (Plików: 1)' }).click();
  const companyTable = page.getByTestId('company-files-table');
  const row = companyTable.getByRole('row').filter({ hasText: 'Zezwolenie na biocydy' });
  await expect(row.getByTestId('validity-badge')).toHaveText('Wygasł');
  await expect(row.getByRole('button', { name: 'Pobierz: Zezwolenie na biocydy' })).toBeVisible();
  await expect(companyTable.getByRole('button', { name: /^(Edytuj|Usuń)/ })).toHaveCount(0);
  await page.screenshot({ path: 'artifacts/files-technician.png', fullPage: true });
});
