import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';

test('the bell shows unread notifications and closing it marks them read', async ({ page }) => {
  await signIn(page, DEMO.manager.email);
  const bell = page.getByTestId('bell');
  await expect(bell).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 2');
  await bell.click();
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(3);
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
  await expect(page.getByTestId('notification')).toHaveCount(3);
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
