import { fillDay, signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

// The accounts plan in Warsaw time; the browser shows the same wall clock.
test.use({ timezoneId: 'Europe/Warsaw', locale: 'pl-PL' });

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

test('a weekly series without weekends appears in the month and week views; one occurrence moves alone', async ({ page, tenant }) => {
  const name = `Przegląd serii ${Date.now().toString(36)}`;
  // Monday of this week: always inside this week's view and this month's grid.
  const now = new Date();
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  const endDate = monday + 28 * DAY;
  // The month grid: six weeks from the Monday on or before the 1st.
  const first = Date.UTC(now.getFullYear(), now.getMonth(), 1);
  const gridStart = first - ((new Date(first).getUTCDay() + 6) % 7) * DAY;
  const inMonthGrid = [0, 1, 2, 3, 4].map((k) => monday + k * 7 * DAY).filter((d) => d >= gridStart && d < gridStart + 42 * DAY && d <= endDate).length;

  await signIn(page, tenant.manager.email, { at: '/app/places' });
  await page.getByTestId('places-table').getByRole('link', { name: tenant.place.name }).click();
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Harmonogram' }).click();
  await expect(page.getByTestId('schedule-calendar')).toBeVisible();

  await page.getByTestId('schedule-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('schedule-name').fill(name);
  await fillDay(dialog.getByTestId('schedule-date-from'), iso(monday));
  await fillDay(dialog.getByTestId('schedule-date-to'), iso(monday));
  await dialog.getByTestId('schedule-time-from').fill('09:00');
  await dialog.getByTestId('schedule-time-to').fill('10:30');
  await dialog.getByTestId('schedule-periodical').check();
  await expect(dialog.getByTestId('schedule-cyclicity')).toHaveValue('Co tydzień');
  await dialog.getByTestId('schedule-without-weekends').check();

  // The main error: the end of the repetition on the event's own day is refused, and nothing is saved.
  await fillDay(dialog.getByTestId('schedule-end-date'), iso(monday));
  await dialog.getByTestId('schedule-save').click();
  await expect(dialog).toContainText('Data zakończenia musi być co najmniej dzień po zakończeniu wydarzenia');
  await expect(page.locator('.fc-event', { hasText: name })).toHaveCount(0);

  await fillDay(dialog.getByTestId('schedule-end-date'), iso(endDate));
  await dialog.getByTestId('schedule-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Wydarzenie zostało dodane')).toBeVisible();

  // Month view: every occurrence of the series inside the grid.
  await expect(page.locator('.fc-event', { hasText: name })).toHaveCount(inMonthGrid);
  await expect(page.locator('.fc-event')).toHaveCount(inMonthGrid);
  // Week view: this week's one, at 09:00.
  await page.locator('.fc-timeGridWeek-button').click();
  const weekly = page.locator('.fc-timegrid-event', { hasText: name });
  await expect(weekly).toHaveCount(1);
  await expect(page.locator('.fc-timegrid-event')).toHaveCount(1);
  await expect(weekly).toContainText('09:00');

  // Move this occurrence alone to 13:00; the series keeps 09:00 next week.
  await weekly.click();
  await expect(dialog.getByTestId('schedule-scope')).toBeVisible();
  await dialog.getByTestId('schedule-time-from').fill('13:00');
  await dialog.getByTestId('schedule-time-to').fill('14:00');
  await dialog.getByTestId('schedule-save').click();
  await expect(dialog).toBeHidden();
  await expect(weekly).toContainText('13:00');
  await page.locator('.fc-next-button').click();
  await expect(page.locator('.fc-timegrid-event', { hasText: name })).toContainText('09:00');
});
