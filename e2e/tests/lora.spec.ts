import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { DATA_DIR } from '../playwright.config.ts';
import { DEMO, signIn } from './fixtures.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Nawigacja główna' });
const rows = (page: Page) => page.getByTestId('lora-devices-table').getByTestId('lora-device-row');

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// The demo world has 14 sensors: 10 of Piekarnia Złoty Kłos (R1-R6 in the production plant, R1-R4
// in the flour store) and 4 of Logistyka Poznań. Old ones (appEui of zeros): the plant's R1 and R6
// and Poznań's R1; in alert: the plant's R4 and Poznań's R1; silent for 3 hours: the plant's R6.
// The super admin also sees the sensors of the tenants other tests seed meanwhile: its counts are
// those of a demo company.

/** The super admin's list holds the demo world's 14 sensors and those of any tenant seeded meanwhile. */
async function expectAllSensors(page: Page) {
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(14);
}

test('the LoRa list filters by name, version, company and place, and sorts', async ({ page }) => {
  await signIn(page, DEMO.admin.email);
  await nav(page).getByRole('link', { name: 'LoRa' }).click();
  await expect(page).toHaveURL(/\/app\/lora\/devices/);
  await expect(page).toHaveTitle('Urządzenia | Trapline');
  await expectAllSensors(page);

  await choose(page, 'lora-filter-company', 'Piekarnia Złoty Kłos');
  await expect(rows(page)).toHaveCount(10);
  await page.getByTestId('lora-filter-name').fill('czujnik r1');
  await expect(rows(page)).toHaveCount(2);
  await page.getByTestId('lora-filter-name').fill('');
  await expect(rows(page)).toHaveCount(10);

  await choose(page, 'lora-filter-version', 'Stare');
  await expect(rows(page)).toHaveCount(2);
  for (const row of await rows(page).all()) await expect(row.getByText('Stare', { exact: true })).toBeVisible();
  await choose(page, 'lora-filter-version', 'Wszystkie');

  await choose(page, 'lora-filter-company', 'Logistyka Poznań');
  await expect(rows(page)).toHaveCount(4);
  await choose(page, 'lora-filter-place', 'Centrum dystrybucyjne Poznań');
  await expect(rows(page)).toHaveCount(4);
  await expect(page).toHaveURL(/place=/);

  await choose(page, 'lora-filter-company', 'Piekarnia Złoty Kłos');
  await expect(rows(page)).toHaveCount(10);
  await choose(page, 'lora-sort', 'Nazwa');
  await expect(rows(page).first()).toContainText('Czujnik R1');
  await expect(rows(page).last()).toContainText('Czujnik R6');
  await choose(page, 'lora-sort', 'Ostatnia informacja');
  // Newest information first: the sensor silent for three hours comes last.
  await expect(rows(page).last()).toContainText('Czujnik R6');
  await expect(rows(page).first()).not.toContainText('Czujnik R6');

  // The plant's R4 is in alert: a red relative time; the rest are online.
  await page.getByTestId('lora-filter-place').click();
  await page.getByRole('option', { name: 'Piekarnia – zakład produkcyjny', exact: true }).click();
  await expect(rows(page)).toHaveCount(6);
  const alert = rows(page).filter({ hasText: 'Czujnik R4' });
  await expect(alert.getByTestId('lora-detect')).toHaveAttribute('data-state', 'detected');
  await expect(alert.getByTestId('lora-detect')).toContainText(/minut/);
  // R2 is not in alarm: online, or silent once the run has outlasted its signal (15 minutes).
  await expect(rows(page).filter({ hasText: 'Czujnik R2' }).getByTestId('lora-detect')).toHaveAttribute('data-state', /^(online|no_signal)$/);
  // Super admin columns: the DevEUI under the name, and the actions menu.
  await expect(alert.getByTestId('lora-dev-eui')).toHaveText(/^[0-9A-F]{16}$/);
  await expect(alert.getByRole('button', { name: /Czujnik R4/ })).toBeVisible();
  // On a 1440 px screen the super admin's table fits: no column is cut off behind a scroll.
  await page.setViewportSize({ width: 1440, height: 900 });
  const lastColumn = page.getByTestId('lora-devices-table').getByRole('columnheader').last();
  await expect
    .poll(async () => {
      const box = await lastColumn.boundingBox();
      return box ? box.x + box.width : Infinity;
    })
    .toBeLessThanOrEqual(1440);
});

test('bulk configuration needs a company, then saves the selected sensors one by one with "saved N of M"', async ({ page }) => {
  await signIn(page, DEMO.admin.email, { at: '/app/lora/devices' });
  await expectAllSensors(page);
  await expect(page.getByTestId('lora-bulk-connection')).toBeDisabled();
  await expect(page.getByTestId('lora-select-all')).toBeDisabled();

  await choose(page, 'lora-filter-company', 'Logistyka Poznań');
  await expect(rows(page)).toHaveCount(4);
  await expect(page.getByTestId('lora-bulk-connection')).toBeDisabled();
  await page.getByTestId('lora-select-all').check();
  await expect(page.getByTestId('lora-bulk-connection')).toBeEnabled();
  await page.getByTestId('lora-bulk-connection').click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('zaznaczone: 4');
  // Out of range: refused before anything is sent.
  await dialog.getByTestId('lora-config-confirmedStatusPeriod').fill('59');
  await dialog.getByTestId('lora-config-save').click();
  await expect(dialog.getByText('Od 60 do 65535').first()).toBeVisible();
  await expect(dialog.getByTestId('lora-bulk-progress')).toHaveCount(0);

  await dialog.getByTestId('lora-config-confirmedStatusPeriod').fill('120');
  await dialog.getByTestId('lora-config-failedSendRetry').fill('5');
  await dialog.getByTestId('lora-config-save').click();
  await expect(dialog.getByTestId('lora-bulk-progress')).toContainText('Zapisano 4 z 4 urządzeń');
  await expect(page.getByText('Konfiguracja została zmieniona')).toBeVisible();
  await dialog.getByTestId('lora-bulk-close').click();

  // A sensor's own dialog opens with the values it was given.
  await rows(page).first().getByRole('link').first().click();
  await page.getByTestId('lora-configure').click();
  await page.getByRole('menuitem', { name: 'Konfiguracja czasu' }).click();
  await expect(page.getByRole('dialog').getByTestId('lora-config-confirmedStatusPeriod')).toHaveValue('120');
  await expect(page.getByRole('dialog').getByTestId('lora-config-failedSendRetry')).toHaveValue('5');
});

test('a company admin creates a sensor with a random DevEUI; a bad or taken DevEUI is refused', async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/lora/devices' });
  await page.getByTestId('lora-add').click();
  await expect(page).toHaveURL(/\/app\/lora\/devices\/create/);
  const devEui = page.getByTestId('lora-form-dev-eui');
  await expect(devEui).toHaveValue(/^[0-9A-F]{16}$/);
  await expect(page.getByTestId('lora-form-app-eui')).toHaveValue('0101010101010101');

  await devEui.fill('XYZ');
  await page.getByTestId('lora-form-save').click();
  await expect(page.getByText('DevEUI to 16 znaków szesnastkowych')).toBeVisible();
  await expect(page).toHaveURL(/\/create/);

  await page.getByTestId('lora-form-random').click();
  await expect(devEui).toHaveValue(/^[0-9A-F]{16}$/);
  const chosen = await devEui.inputValue();
  await page.getByTestId('lora-form-name').fill('Czujnik e2e');
  await choose(page, 'lora-form-company', 'Piekarnia Złoty Kłos');
  await choose(page, 'lora-form-place', 'Piekarnia – magazyn mąki');
  await page.getByTestId('lora-form-save').click();
  await expect(page.getByText('Dodano urządzenie')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/lora\/devices\/details\//);
  await expect(page.getByTestId('lora-details-title')).toHaveText('Czujnik e2e');
  await expect(page.getByTestId('lora-details-dev-eui')).toHaveText(chosen);

  // The same DevEUI again is refused by the server.
  await page.goto('/app/lora/devices/create');
  await page.getByTestId('lora-form-dev-eui').fill(chosen.toLowerCase());
  await page.getByTestId('lora-form-save').click();
  await expect(page.getByText('Ten sam DevEui jest używany przez inne urządzenie').first()).toBeVisible();
  await expect(page).toHaveURL(/\/create/);
});

test('the details page shows the battery chart and the uplinks in pages of 100', async ({ page }) => {
  await signIn(page, DEMO.controller.email);
  await nav(page).getByRole('link', { name: 'LoRa' }).click();
  await page.getByTestId('lora-filter-name').fill('czujnik r2');
  await expect(rows(page)).toHaveCount(2);
  // No super admin columns or bulk buttons for a controller.
  await expect(page.getByTestId('lora-devices-table').getByRole('columnheader', { name: 'DevEUI' })).toHaveCount(0);
  await expect(page.getByTestId('lora-bulk-connection')).toHaveCount(0);
  await rows(page).first().getByRole('link', { name: 'Czujnik R2' }).click();

  await expect(page.getByTestId('lora-details-title')).toHaveText('Czujnik R2');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).or(page.locator('.mantine-Breadcrumbs-root'))).toContainText('LoRa');
  await expect(page.getByTestId('lora-battery-chart').locator('svg polyline')).toBeVisible();
  const uplinks = page.getByTestId('lora-uplinks-table');
  await expect(uplinks.locator('tbody tr')).toHaveCount(100);
  await expect(uplinks.locator('tbody tr').first()).toContainText(/\d+% · \d\.\d\d V/);
  await expect(uplinks.locator('tbody tr').first()).toContainText('Brak wykrycia');
  await page.getByRole('button', { name: 'Strona 2', exact: true }).click();
  await expect(uplinks.locator('tbody tr')).toHaveCount(20);
  await expect(page.getByTestId('lora-send-alert')).toHaveCount(0);
  await expect(page.getByTestId('lora-delete')).toHaveCount(0);
});

test('gateways: the list, and a gateway with a bad DevEUI refused, then created', async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/lora/devices' });
  await page.getByTestId('lora-tab-gateways').click();
  await expect(page).toHaveURL(/\/app\/lora\/gateways/);
  await expect(page.getByTestId('lora-gateways-table')).toContainText('Bramka – Piekarnia');
  await expect(page.getByTestId('lora-tab-unclaimed')).toHaveCount(0);

  await page.getByTestId('lora-gateway-add').click();
  await page.getByTestId('lora-gateway-dev-eui').fill('12345');
  await page.getByTestId('lora-gateway-save').click();
  await expect(page.getByText('DevEUI to 16 znaków szesnastkowych')).toBeVisible();
  await page.getByTestId('lora-gateway-dev-eui').fill('a84041ffff1f2e99');
  await page.getByTestId('lora-gateway-name').fill('Bramka – magazyn');
  await page.getByTestId('lora-gateway-save').click();
  await expect(page).toHaveURL(/\/app\/lora\/gateways\/details\//);
  await expect(page.getByTestId('lora-gateway-title')).toHaveText('Bramka – magazyn');
  await expect(page.getByText('A84041FFFF1F2E99')).toBeVisible();
});

test('a simulated detection appears as a red relative time and in the bell', async ({ page }) => {
  // A sensor of Logistyka Poznań (another company's users than the fixtures' notification tests
  // use) that is not in alarm: R2 at first; a retry takes the next one, since the first attempt
  // may have left its sensor in alarm. (Online or silent: the demo sensors fall silent as a run
  // goes on, and a detection is an alarm either way.)
  await signIn(page, 'deratex.manager@trapline.demo');
  // This manager's reach holds only the four sensors of Logistyka Poznań (R1 in alarm).
  await page.goto('/app/lora/devices?name=czujnik');
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).filter({ has: page.locator('[data-testid="lora-detect"][data-state="detected"]') })).not.toHaveCount(4);
  const quiet = rows(page).filter({ hasNot: page.locator('[data-testid="lora-detect"][data-state="detected"]') });
  const name = (await quiet
    .first()
    .getByRole('link', { name: /^Czujnik R\d$/ })
    .textContent())!;
  const uniqueId = name.replace('Czujnik ', '');
  await quiet.first().getByRole('link', { name }).click();
  const devEui = (await page.getByTestId('lora-details-dev-eui').textContent())!;

  // One detection through the broker, as ChirpStack would publish it; the bridge raises the alert.
  const root = fileURLToPath(new URL('../..', import.meta.url));
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/lora-bridge/src/simulator/main.ts', '--detect', devEui, '--once'], {
    cwd: root,
    env: { ...process.env, DATA_DIR, LOG_LEVEL: 'warn' },
  });

  // However long a busy machine takes: the list is read again until the alert is there.
  const search = `/app/lora/devices?name=${encodeURIComponent(name.toLowerCase())}`;
  // (A reload may itself take seconds there: each round waits for the row, then reads its state.)
  await expect(async () => {
    await page.goto(search);
    await expect(rows(page)).toHaveCount(1);
    expect(await rows(page).getByTestId('lora-detect').getAttribute('data-state')).toBe('detected');
  }).toPass({ timeout: 180_000, intervals: [1000, 2000, 5000] });
  const detect = rows(page).getByTestId('lora-detect');
  await expect(detect).toContainText(/sekund|teraz|minut/);
  const [red, green, blue] = (await detect.getByText(/sekund|teraz|minut/).evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
  expect(red! - Math.max(green!, blue!), 'a red relative time').toBeGreaterThan(100);
  // The place's users are told: the alert is in the bell (sensors silent for long may add their own notices).
  await expect(page.getByTestId('bell-badge').locator('.mantine-Indicator-indicator')).toBeVisible();
  await page.getByTestId('bell').click();
  await expect(page.locator('.mantine-Popover-dropdown').filter({ hasText: `Alarm: ${uniqueId}` })).toBeVisible();
});
