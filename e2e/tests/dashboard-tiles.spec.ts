import { signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

// Today is the Warsaw day: the event below lasts all of it.
test.use({ timezoneId: 'Europe/Warsaw', locale: 'pl-PL' });

test('dashboard tiles say what they count and open their lists; the navigation badge adds alerts and today’s events', async ({ page, tenant, db }) => {
  // Two devices of the tenant's place in alert, an event lasting all of today and an open recommendation.
  await db.device.updateMany({ where: { placeId: tenant.place.id, uniqueId: { in: ['G1', 'S1'] } }, data: { detect: true } });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
  await db.scheduleEvent.create({
    data: {
      placeId: tenant.place.id,
      name: 'Przegląd całodzienny',
      type: 'INSPECTION',
      dateFrom: new Date(`${today}T00:00:00Z`),
      dateTo: new Date(`${today}T00:00:00Z`),
      timeFrom: '00:00',
      timeTo: '23:59',
      timeZone: 'Europe/Warsaw',
    },
  });
  await db.recommendation.create({
    data: { placeId: tenant.place.id, uniqueId: 1, recommendation: 'Uszczelnić bramę', dueDate: new Date(`${today}T00:00:00Z`) },
  });

  await signIn(page, tenant.manager.email);
  const value = (tile: string) => page.getByTestId(tile).locator('p').nth(2);
  await expect(page.getByTestId('tile-alerts-period')).toHaveText('Teraz');
  await expect(value('tile-alerts')).toHaveText('2');
  await expect(page.getByTestId('tile-events-period')).toHaveText('Dziś');
  await expect(value('tile-events')).toHaveText('1');
  await expect(page.getByTestId('tile-recommendations-period')).toHaveText('Otwarte');
  await expect(value('tile-recommendations')).toHaveText('1');
  // The company's staff and its client's user; its client; its own place and the client's.
  await expect(value('tile-users')).toHaveText('4');
  await expect(value('tile-clients')).toHaveText('1');
  await expect(value('tile-places')).toHaveText('2');
  // Alerts and today's events.
  await expect(page.getByTestId('nav-dashboard-badge')).toHaveText('3');

  await page.getByTestId('tile-places').click();
  await expect(page).toHaveURL(/\/app\/places/);
  await page.goBack();
  await page.getByTestId('tile-alerts').click();
  await expect(page).toHaveURL(/\/app\/lora\/devices/);
});

test('with nothing in alert and no event today the navigation shows no badge', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email);
  const value = (tile: string) => page.getByTestId(tile).locator('p').nth(2);
  await expect(value('tile-alerts')).toHaveText('0');
  await expect(value('tile-events')).toHaveText('0');
  await expect(value('tile-recommendations')).toHaveText('0');
  await expect(value('tile-places')).toHaveText('2');
  await expect(page.getByTestId('nav-dashboard-badge')).toHaveCount(0);
});
