import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';

// The devices of the demo places, with their records, radio settings and LoRa sensors.

test('a company admin edits a device: a taken unique id is refused, the type cannot change, records are listed', async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/places?search=warzelnia' });
  await page.getByTestId('places-table').getByRole('link', { name: 'Browar – warzelnia' }).click();
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Urządzenia' }).click();
  await page.getByTestId('devices-table').getByRole('link', { name: 'G3', exact: true }).click();
  await expect(page.getByTestId('device-title')).toContainText('G3');
  await page.getByTestId('tab-records').click();
  await expect(page.getByTestId('records-actions').getByRole('row').nth(1)).toBeVisible();

  await page.getByTestId('device-edit').click();
  await expect(page.getByLabel('Typ urządzenia')).toBeDisabled();
  await page.getByTestId('device-unique-id').fill('G4');
  await page.getByTestId('device-edit-save').click();
  await expect(page.getByTestId('device-edit-error')).toHaveText('Urządzenia o podanym identyfikatorze już istnieje');
  await page.getByTestId('device-unique-id').fill('G33');
  await page.getByLabel('Nazwa').fill('Wejście główne');
  await page.getByTestId('device-edit-save').click();
  await expect(page.getByTestId('device-title')).toHaveText('Wejście główne G33');
});

test('an admin sends a radio setting and sees it pending in the history', async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/places?search=warzelnia' });
  await page.getByTestId('places-table').getByRole('link', { name: 'Browar – warzelnia' }).click();
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Opcje radiowe' }).click();
  await page.getByTestId('radio-power').fill('20');
  await page.getByTestId('radio-send-power').click();
  await expect(page.getByText('Wartość musi być z zakresu 1–14')).toBeVisible();
  await page.getByTestId('radio-power').fill('10');
  await page.getByTestId('radio-send-power').click();
  const history = page.getByTestId('radio-history');
  await expect(history.getByRole('row').nth(1)).toContainText('10 (0x0A)');
  await expect(history.getByRole('row').nth(1)).toContainText('Oczekuje');
});

test("a radio device's LoRa tab shows its sensor with uplinks; it is unassigned and assigned again", async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/places?search=zakład' });
  await page.getByTestId('places-company').click();
  await page.getByRole('option', { name: 'Piekarnia Złoty Kłos' }).click();
  await page.getByTestId('places-table').getByRole('link', { name: 'Piekarnia – zakład produkcyjny' }).click();
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Urządzenia' }).click();
  await page.getByTestId('devices-table').getByRole('link', { name: 'R1', exact: true }).click();
  await page.getByTestId('tab-lora').click();
  const sensor = page.getByTestId('lora-sensor');
  await expect(sensor).toContainText(/[0-9A-F]{16}/);
  const devEui = (await sensor.textContent())!.match(/[0-9A-F]{16}/)![0];
  await page.getByRole('tab', { name: 'Uplinki' }).click();
  await expect(page.getByTestId('lora-uplinks').getByRole('row').nth(1)).toBeVisible();

  await page.getByTestId('lora-unassign').click();
  await page.getByTestId('lora-unassign-confirm').click();
  await expect(page.getByTestId('lora-none')).toBeVisible();
  await page.getByTestId('lora-assign').click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Urządzenie LoRa' }).click();
  await page.getByRole('option', { name: new RegExp(devEui) }).click();
  await page.getByTestId('lora-save').click();
  await expect(page.getByTestId('lora-sensor')).toContainText(devEui);
});
