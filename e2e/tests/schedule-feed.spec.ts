import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures.ts';

test.use({ timezoneId: 'Europe/Warsaw', locale: 'pl-PL' });

test('the schedule screen copies the secret calendar address; a new one replaces it', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, DEMO.manager.email);
  await page.goto('/app/schedule');
  const panel = page.getByTestId('calendar-feed');
  await expect(panel.getByRole('heading', { name: 'Kalendarz w innym programie' })).toBeVisible();

  // Made on request the first time (a rerun finds the address made before).
  const create = panel.getByTestId('calendar-feed-create');
  const field = panel.getByTestId('calendar-feed-url');
  await expect(create.or(field)).toBeVisible();
  if (await create.isVisible()) await create.click();
  await expect(field).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);

  await panel.getByTestId('calendar-feed-copy').click();
  await expect(panel.getByTestId('calendar-feed-copy')).toHaveText('Skopiowano');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());

  // The copied address is a calendar, read without signing in.
  const feed = await request.get(copied);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n[\s\S]*END:VCALENDAR\r\n$/);

  // A new address, after a confirmation: the old one stops working.
  await panel.getByTestId('calendar-feed-regenerate').click();
  await expect(panel.getByText('Dotychczasowy adres przestanie działać.')).toBeVisible();
  await panel.getByTestId('calendar-feed-regenerate-confirm').click();
  await expect(field).not.toHaveValue(copied);
  await expect(field).toHaveValue(/\.ics$/);
  expect((await request.get(copied)).status()).toBe(404);
  expect((await request.get(await field.inputValue())).status()).toBe(200);
});

test('a reminder stop link that is wrong shows what to do instead of failing', async ({ page }) => {
  await page.goto(`/auth/stop-reminders?token=${'A'.repeat(43)}`);
  await expect(page.getByTestId('stop-reminders-invalid')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Link nie działa' })).toBeVisible();
  await page.goto('/auth/stop-reminders?token=short');
  await expect(page.getByTestId('stop-reminders-invalid')).toBeVisible();
});
