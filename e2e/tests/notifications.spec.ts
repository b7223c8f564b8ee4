import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';

// The demo world gives the manager three notifications, two of them unread; the LoRa bridge may
// add "no signal" notices while the tests run (the demo sensors fall silent as time passes), so
// the counts are read, not assumed.
const unreadOf = async (name: string | null) => Number(name?.match(/(\d+)$/)?.[1] ?? NaN);

test('the bell shows unread notifications and closing it marks them read', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  const bell = page.getByTestId('bell');
  await expect(bell).toHaveAccessibleName(/^Powiadomienia, nieprzeczytane: [1-9]\d*$/);
  const unread = await unreadOf(await bell.getAttribute('aria-label'));
  expect(unread).toBeGreaterThanOrEqual(2);
  await bell.click();
  const items = page.getByTestId('notification');
  // The newest ten: late in a run the silent sensors' notices may have pushed the demo's out.
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  expect(await page.locator('[data-testid="notification"][data-read="false"]').count()).toBeGreaterThanOrEqual(2);
  await bell.click();
  // Closing marks what it showed read (the newest ten: late in a run there may be more unread).
  await expect.poll(async () => unreadOf(await bell.getAttribute('aria-label'))).toBeLessThan(unread);
  await page.reload();
  await expect(page.getByTestId('bell')).toHaveAccessibleName(/^Powiadomienia, nieprzeczytane: \d+$/);
  // Nothing shown before is unread again (a notice that arrived since may be).
  expect(await unreadOf(await page.getByTestId('bell').getAttribute('aria-label'))).toBeLessThan(unread);
});

test('the notifications page lists every notification', async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/account/notifications' });
  await expect(page).toHaveTitle('Powiadomienia | Trapline');
  await expect(page.getByText('Alarm czujnika')).toBeVisible();
  expect(await page.getByTestId('notification').count()).toBeGreaterThanOrEqual(3);
});

test('a notification names its place and device and clicking it lands on the device', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await page.getByTestId('bell').click();
  // A sensor's silence, written from its template: the place and the device are named.
  // (The demo's own one, or one the bridge added as the demo sensors fell silent during the run.)
  const silence = page.getByTestId('notification-link').filter({ hasText: 'Brak sygnału' }).first();
  await expect(silence).toBeVisible();
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
  await signIn(page, DEMO.manager.email, { at: '/app/account/notifications' });
  const email = page.getByTestId('setting-email');
  await expect(email).toBeChecked();
  await email.click();
  await expect(page.getByText('Ustawienia zostały zapisane')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('setting-email')).not.toBeChecked();
  await page.getByTestId('setting-email').click();
  await expect(page.getByTestId('setting-email')).toBeChecked();
});
