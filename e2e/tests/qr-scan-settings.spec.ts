import { type APIRequestContext, expect, test } from '@playwright/test';
import { API_URL } from '../playwright.config.ts';
import { DEMO, PASSWORD, signIn } from './fixtures.ts';

/** A batch of two codes of the demo manager's company and a device made for this run with the first code. */
async function setUp(request: APIRequestContext) {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: DEMO.manager.email, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const batch = (await (
    await request.post(`${API_URL}/api/qrcodes/batches`, { headers, data: { name: `Skan ${Date.now().toString(36)}`, amount: 2 } })
  ).json()) as { id: number };
  const codes = (
    (await (await request.get(`${API_URL}/api/qrcodes/batches/${batch.id}/codes`, { headers })).json()) as { rows: Array<{ code: string; url: string }> }
  ).rows;
  const places = ((await (await request.get(`${API_URL}/places`, { headers })).json()) as { rows: Array<{ id: number; uuid: string; name: string }> }).rows;
  for (const place of places) {
    const types = (
      (await (await request.get(`${API_URL}/api/places/${place.uuid}/device-types`, { headers })).json()) as {
        deviceTypes: Array<{ id: number; isRadio: boolean }>;
      }
    ).deviceTypes;
    const type = types.find((t) => !t.isRadio);
    if (!type) continue;
    // Unique ids have at most 4 characters: a letter and a number drawn for this run.
    const first = Math.floor(Math.random() * 450 + 100);
    let next = 0;
    const make = async () => {
      const created = await request.post(`${API_URL}/api/places/${place.uuid}/devices`, {
        headers,
        data: { amountType: 'ONE', uniqueId: `X${first + 450 * next++}`, deviceTypeId: type.id },
      });
      expect(created.status(), await created.text()).toBe(201);
      return (await created.json()) as { uuid: string; uniqueId: string };
    };
    const device = await make();
    const other = await make();
    const assigned = await request.patch(`${API_URL}/api/places/${place.uuid}/devices/${device.uuid}`, { headers, data: { qrCode: codes[0]!.code } });
    expect(assigned.status(), await assigned.text()).toBe(200);
    return { place, device, other, codes };
  }
  throw new Error('no demo place with a device type');
}

test('a scanned label opens its device after sign-in; a free code can be assigned; an unknown code is named', async ({ page, request }) => {
  test.setTimeout(120_000);
  const w = await setUp(request);
  const [assigned, free] = w.codes;
  // Signed out, the label's address leads to sign-in, which returns to it.
  await page.goto(`/app?qr=${assigned!.code}`);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
  await page.getByLabel('E-mail').fill(DEMO.manager.email);
  await page.getByLabel('Hasło', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj', exact: true }).click();
  // The device opens under its place's uuid.
  await expect(page).toHaveURL(new RegExp(`/app/places/edit/${w.place.uuid}/devices/${w.device.uuid}$`));
  await expect(page.getByTestId('device-title')).toContainText(w.device.uniqueId);
  // Without Web NFC (a desktop browser) there is no NFC button.
  await expect(page.getByTestId('device-nfc-write')).toHaveCount(0);

  // A free code: the manager gives it to another device, which then opens.
  await page.goto(`/app?qr=${free!.code}`);
  await expect(page.getByTestId('qr-open-free')).toBeVisible();
  await page.getByTestId('qr-open-assign').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('qr-assign-place').click();
  await page.getByRole('option', { name: w.place.name, exact: true }).click();
  await dialog.getByTestId('qr-assign-device').click();
  await page.getByRole('option', { name: w.other.uniqueId, exact: true }).click();
  await dialog.getByTestId('qr-assign-save').click();
  await expect(page).toHaveURL(new RegExp(`/devices/${w.other.uuid}$`));

  // Unknown codes are named as such.
  await page.goto('/app?qr=ZZZZZZZZZZZZ');
  await expect(page.getByTestId('qr-open-unknown')).toBeVisible();

  // The scan dialog (the header's; the unknown-code page offers one too): no camera in this
  // browser is explained; the printed code typed opens the device.
  await page.getByRole('banner').getByTestId('qr-scan').click();
  await expect(page.getByTestId('qr-scan-problem')).toBeVisible();
  await page.getByTestId('qr-scan-typed').fill(assigned!.code.match(/.{4}/g)!.join('-').toLowerCase());
  await page.getByTestId('qr-scan-open').click();
  await expect(page).toHaveURL(new RegExp(`/devices/${w.device.uuid}$`));
});

test('the device form takes a code from the scanner', async ({ page, request }) => {
  const w = await setUp(request);
  const free = w.codes[1]!.code;
  await signIn(page, DEMO.manager.email);
  // The screens take the numeric id too; the address moves to the uuid form.
  await page.goto(`/app/places/edit/${w.place.id}/devices/${w.other.uuid}/edit`);
  await expect(page).toHaveURL(new RegExp(`/app/places/edit/${w.place.uuid}/devices/${w.other.uuid}/edit$`));
  await expect(page.getByTestId('device-qr-code')).toHaveValue('');
  await page.getByTestId('device-qr-scan').click();
  // No camera in this browser: the printed code is typed in the scanner instead.
  await expect(page.getByTestId('qr-scan-problem')).toBeVisible();
  await page.getByTestId('qr-scan-typed').fill(free);
  await page.getByTestId('qr-scan-open').click();
  await expect(page.getByTestId('device-qr-code')).toHaveValue(free);
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByTestId('device-edit-save').click();
  await expect(page).toHaveURL(new RegExp(`/devices/${w.other.uuid}$`));
  await expect(page.getByText(free, { exact: true })).toBeVisible();
});

test('a phone with Web NFC writes the device\u2019s address to a tag, the device keeps the tag, the manager takes it away', async ({ page, request }) => {
  const w = await setUp(request);
  const serial = `04:${Date.now().toString(16).slice(-8).match(/../g)!.join(':')}:7c`;
  // Chrome on Android offers NDEFReader; here a stand-in tag is "held" as soon as the page scans.
  await page.addInitScript((tagSerial) => {
    class NDEFReader {
      private listeners = new Map<string, (event: unknown) => void>();
      addEventListener(type: string, listener: (event: unknown) => void) {
        this.listeners.set(type, listener);
      }
      async scan() {
        setTimeout(() => this.listeners.get('reading')?.({ serialNumber: tagSerial, message: { records: [] } }), 50);
      }
      async write(message: unknown) {
        (window as unknown as { nfcWritten: unknown[] }).nfcWritten.push(message);
      }
    }
    (window as unknown as { nfcWritten: unknown[] }).nfcWritten = [];
    (window as unknown as { NDEFReader: unknown }).NDEFReader = NDEFReader;
  }, serial);
  await signIn(page, DEMO.manager.email, { at: `/app/places/edit/${w.place.id}/devices/${w.device.uuid}` });
  await expect(page.getByTestId('device-nfc')).toContainText('Nie');
  await page.getByTestId('device-nfc-write').click();
  await expect(page.getByText('Zapisano adres urządzenia na tagu NFC.')).toBeVisible();
  await expect(page.getByTestId('device-nfc')).toContainText(`Przypisany (${serial})`);
  expect(await page.evaluate(() => (window as unknown as { nfcWritten: unknown[] }).nfcWritten)).toEqual([
    { records: [{ recordType: 'url', data: expect.stringContaining(`/app?qr=${w.codes[0]!.code}`) }] },
  ]);
  await page.reload();
  await expect(page.getByTestId('device-nfc')).toContainText(serial);

  // A device without a QR code has nothing to write, and no tag to take away.
  await page.goto(`/app/places/edit/${w.place.id}/devices/${w.other.uuid}`);
  await expect(page.getByTestId('device-nfc-write')).toBeDisabled();
  await expect(page.getByTestId('device-nfc-remove')).toHaveCount(0);
  await page.goto(`/app/places/edit/${w.place.id}/devices/${w.device.uuid}`);
  await page.getByTestId('device-nfc-remove').click();
  await expect(page.getByTestId('device-nfc')).toContainText('Nie');
});

test('the super admin changes product settings: they stay, the name titles the pages; a company admin has no access', async ({ page, browser }) => {
  await signIn(page, DEMO.admin.email, { at: '/app/admin/settings' });
  await expect(page.getByRole('heading', { name: 'Ustawienia produktu' })).toBeVisible();
  await expect(page.getByTestId('settings-sign-in')).toContainText('15 min');
  const url = `https://etykiety-${Date.now().toString(36)}.example.test`;
  const field = page.getByTestId('settings-qr-url');
  await field.fill('ftp://zly-adres');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Podaj adres http(s) bez parametrów')).toBeVisible();
  await field.fill(url);
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Zapisano ustawienia')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('settings-qr-url')).toHaveValue(url);
  // Back to the server's own address, so other tests' labels are unchanged.
  await page.getByTestId('settings-qr-url').fill('');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Zapisano ustawienia').first()).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('settings-qr-url')).toHaveValue('');

  // The product's name titles the pages at once; a sender that is no address is refused at its field.
  await page.getByTestId('settings-mail-from').fill('biuro pest panel');
  await page.getByTestId('settings-save').click();
  await expect(page.getByText('Podaj adres e-mail lub „Nazwa <adres>”')).toBeVisible();
  await page.getByTestId('settings-mail-from').fill('');
  await page.getByTestId('settings-product-name').fill('PestPanel');
  await page.getByTestId('settings-save').click();
  await expect(page).toHaveTitle(/ \| PestPanel$/);
  // Back to Trapline: other tests read the titles.
  await page.getByTestId('settings-product-name').fill('Trapline');
  await page.getByTestId('settings-save').click();
  await expect(page).toHaveTitle(/ \| Trapline$/);

  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, DEMO.manager.email);
  await expect(manager.getByRole('navigation', { name: 'Nawigacja główna' }).getByRole('link', { name: 'Admin: ustawienia' })).toHaveCount(0);
  await manager.goto('/app/admin/settings');
  await expect(manager.getByTestId('no-access')).toBeVisible();
});
