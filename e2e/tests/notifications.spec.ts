import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';

test('the bell shows unread notifications and closing it marks them read', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  const bell = page.getByTestId('bell');
  await expect(bell).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 2');
  await bell.click();
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(4);
  await expect(page.getByText('Alarm czujnika')).toBeVisible();
  await expect(page.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(2);
  await bell.click();
  await expect(bell).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 0');
  await page.reload();
  await expect(page.getByTestId('bell')).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 0');
});

test('the notifications page lists every notification', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await page.goto('/app/account/notifications');
  await expect(page).toHaveTitle('Powiadomienia | Trapline');
  await expect(page.getByTestId('notification')).toHaveCount(4);
});

test('a notification names its place and device and clicking it lands on the device', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await page.getByTestId('bell').click();
  // A sensor's silence, written from its template: the place and the device are named.
  const silence = page.getByTestId('notification-link').filter({ hasText: 'Brak sygnału' });
  await expect(silence).toHaveCount(1);
  const uniqueId = (await silence.locator('b').first().textContent())!;
  const place = (await silence.locator('b').nth(1).textContent())!;
  await expect(silence).toContainText(`Brak sygnału: ${uniqueId} – ${place}`);
  await expect(silence).toContainText(`Czujnik ${uniqueId}`);
  await silence.click();
  await expect(page).toHaveURL(/\/app\/places\/edit\/[0-9a-f-]{36}\/devices\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('device-title')).toContainText(uniqueId);
  // The device says what the notification says: no signal.
  await expect(page.getByTestId('device-status')).toHaveAttribute('data-no-signal', 'true');
  await expect(page.locator('.mantine-Popover-dropdown')).toHaveCount(0);

  // The same from the notifications page; a notification made before templates shows its stored text and opens its place.
  await page.goto('/app/account/notifications');
  await page.getByTestId('notification-link').filter({ hasText: 'Alarm czujnika' }).click();
  await expect(page).toHaveURL(/\/app\/places\/edit\/[0-9a-f-]{36}$/);
});

test('notification settings are saved at once and kept', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await page.goto('/app/account/notifications');
  const email = page.getByTestId('setting-email');
  await expect(email).toBeChecked();
  await email.click();
  await expect(page.getByText('Ustawienia zostały zapisane')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('setting-email')).not.toBeChecked();
  await page.getByTestId('setting-email').click();
  await expect(page.getByTestId('setting-email')).toBeChecked();
});
