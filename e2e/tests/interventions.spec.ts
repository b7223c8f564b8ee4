import { execFileSync } from 'node:child_process';
import { type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { type Tenant, expect, test } from './tenant.ts';

/** The interventions of the tenant's place, which has none yet. */
async function openInterventions(page: Page, tenant: Tenant) {
  await signIn(page, tenant.manager.email, { at: '/app/places' });
  await page.getByTestId('places-table').getByRole('link', { name: tenant.place.name }).click();
  await expect(page.getByTestId('place-title')).toHaveText(tenant.place.name);
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Interwencje' }).click();
  await expect(page.getByRole('heading', { name: 'Interwencje' })).toBeVisible();
  await expect(page.getByTestId('interventions-empty')).toBeVisible();
}

/** A small JPEG photo made in the browser. */
async function photo(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 200;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#74c0fc';
    g.fillRect(0, 0, 320, 200);
    g.fillStyle = '#495057';
    g.fillRect(100, 60, 120, 80);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a company admin writes a visit protocol with a used product, a photo and a drawn signature, generates its PDF and downloads it', async ({
  page,
  tenant,
}) => {
  // The longest flow of the suite (a form, an upload, a render, a download) on a possibly busy machine.
  test.setTimeout(600_000);
  await openInterventions(page, tenant);
  await page.getByTestId('intervention-create').click();
  const name = page.getByTestId('intervention-name');
  // The name defaults to the visit-protocol title with today's date.
  await expect(name).toHaveValue(/^Protokół z wizyty \d{2}\/\d{2}\/\d{4}$/);
  const title = `Protokół z wizyty – hala ${tenant.label}`;
  await name.fill(title);
  await page.getByTestId('intervention-purpose').fill('Deratyzacja hali');
  await page.getByTestId('intervention-cause').fill('Nieszczelna brama rampy');

  await page.getByTestId('intervention-add-product').click();
  const product = page.getByTestId('intervention-product');
  await product.getByTestId('intervention-product-name').fill('Brodifakum Pasta Żółta');
  await product.getByTestId('intervention-product-substance').fill('brodifakum');
  await product.getByTestId('intervention-product-amount').fill('12,5');
  await product.getByTestId('intervention-product-unit').click();
  await page.getByRole('option', { name: 'mililitr' }).click();

  await page
    .getByTestId('intervention-images-CAUSE')
    .locator('input[type=file]')
    .setInputFiles({ name: 'brama.jpg', mimeType: 'image/jpeg', buffer: await photo(page) });
  await expect(page.getByTestId('intervention-images-CAUSE')).toContainText('brama.jpg');

  // A signature drawn with the mouse.
  const pad = page.getByTestId('intervention-signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 30 + i * 25, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)), { steps: 2 });
  await page.mouse.up();
  await expect(pad).toHaveAttribute('data-drawn', 'true');
  await page.getByTestId('intervention-approved-by').fill('Łucja Śliwińska');
  await page.getByTestId('intervention-signed-by-client').check();

  await page.getByTestId('intervention-save').click();
  await expect(page.getByText('Interwencja została dodana')).toBeVisible();
  const row = page.getByTestId('intervention-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('Deratyzacja hali');

  // No PDF yet: no download entry.
  await row.getByTestId('intervention-menu').click();
  await expect(page.getByTestId('intervention-download')).toHaveCount(0);
  await page.getByTestId('intervention-generate').click();
  const progress = page.getByTestId('intervention-pdf').getByTestId('job-progress');
  await expect(progress).toHaveAttribute('data-state', 'completed');
  await expect(page.getByText('Raport został wygenerowany')).toBeVisible();

  await row.getByTestId('intervention-menu').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('intervention-download').click();
  const file = await downloading;
  const path = test.info().outputPath('protocol.pdf');
  await file.saveAs(path);
  const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
  for (const expected of [title, 'Brodifakum Pasta Żółta', 'brodifakum', '12,50', 'ml', 'Łucja Śliwińska', 'Nieszczelna brama rampy'])
    expect(text).toContain(expected);
  // The photo and the signature are in it.
  expect(execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' }).trim().split('\n').length).toBeGreaterThanOrEqual(4);
});

test('the protocol form refuses saving without a purpose and with an incomplete used product', async ({ page, tenant }) => {
  await openInterventions(page, tenant);
  await page.getByTestId('intervention-create').click();
  await page.getByTestId('intervention-name').fill('');
  await page.getByTestId('intervention-add-product').click();
  await page.getByTestId('intervention-save').click();
  const form = page.getByTestId('intervention-form');
  await expect(form.getByText('To pole jest wymagane')).toHaveCount(4);
  await expect(page).toHaveURL(/\/interventions\/create$/);
  await page.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page).toHaveURL(/\/interventions$/);
  await expect(page.getByTestId('interventions-empty')).toBeVisible();
  await expect(page.getByTestId('intervention-row')).toHaveCount(0);
});
