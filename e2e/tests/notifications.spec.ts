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
  await expect(page.getByText('Alarm czujnika')).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(3);
  expect(await page.locator('[data-testid="notification"][data-read="false"]').count()).toBeGreaterThanOrEqual(2);
  await bell.click();
  await expect(bell).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 0');
  await page.reload();
  await expect(page.getByTestId('bell')).toHaveAccessibleName(/^Powiadomienia, nieprzeczytane: \d+$/);
  // Nothing shown before is unread again (a notice that arrived since may be).
  expect(await unreadOf(await page.getByTestId('bell').getAttribute('aria-label'))).toBeLessThan(unread);
});

test('the notifications page lists every notification', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  await page.goto('/app/account/notifications');
  await expect(page).toHaveTitle('Powiadomienia | Trapline');
  await expect(page.getByText('Alarm czujnika')).toBeVisible();
  expect(await page.getByTestId('notification').count()).toBeGreaterThanOrEqual(3);
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
