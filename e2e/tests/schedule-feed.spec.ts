import { recommendationReminders } from '@trapline/jobs/definitions/recommendation-reminders';
import { API_URL } from '../playwright.config.ts';
import { latestMailTo, signIn } from './fixtures.ts';
import { runScheduledJobNow } from './job-fixtures.ts';
import { expect, test } from './tenant.ts';

test.use({ timezoneId: 'Europe/Warsaw', locale: 'pl-PL' });

test('the schedule screen copies the secret calendar address; a new one replaces it', async ({ page, context, request, tenant }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, tenant.manager.email, { at: '/app/schedule' });
  const panel = page.getByTestId('calendar-feed');
  await expect(panel.getByRole('heading', { name: 'Kalendarz w innym programie' })).toBeVisible();

  // Made on request the first time.
  const create = panel.getByTestId('calendar-feed-create');
  const field = panel.getByTestId('calendar-feed-url');
  await expect(create).toBeVisible();
  await expect(field).toHaveCount(0);
  await create.click();
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

test('the stop link of a reminder e-mail stops the reminders with one click, and says so when opened again', async ({ page, request, tenant }) => {
  test.setTimeout(120_000);
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: tenant.manager.email, password: tenant.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const place = tenant.place;
  // Due in two days in the workers' time zone: the first reminder (3 days before) is due today.
  const dueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(Date.now() + 2 * 86_400_000));
  const owner = `owner.${tenant.label.toLowerCase()}@example.test`;
  const created = await request.post(`${API_URL}/api/recommendations/${place.uuid}`, {
    headers,
    data: { recommendation: 'Uszczelnić drzwi rampy', dueDate, priority: 'HIGH', ownerText: 'Kierownik zmiany', ownerEmail: owner },
  });
  expect(created.status(), await created.text()).toBe(201);
  const started = Date.now();
  await runScheduledJobNow(recommendationReminders);
  const mail = await latestMailTo(owner, started);
  expect(mail.subject).toMatch(/^Trapline: Przypomnienie: zalecenie nr /);
  const stopLink = new URL(/href="([^"]*\/auth\/stop-reminders\?token=[^"]+)"/.exec(String(mail.html))![1]!.replaceAll('&amp;', '&'));

  await page.goto(stopLink.pathname + stopLink.search);
  await expect(page.getByText(place.name)).toBeVisible();
  await page.getByTestId('stop-reminders').click();
  await expect(page.getByTestId('reminders-stopped')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reminders-stopped')).toBeVisible();
  await expect(page.getByTestId('stop-reminders')).toHaveCount(0);
});
