import { signIn } from './fixtures.ts';
import { type Tenant, expect, test } from './tenant.ts';
import type { DbClient } from '@trapline/db/client';

// The place's LoRa sensor R1, for the notice of its silence.
test.use({ tenantDevices: { rodent: 3, bait: 2, lora: 1 } });

const DAY = 86_400_000;

/**
 * The manager's four notifications, as the demo world gives its manager: a sensor alarm and an
 * upcoming inspection unread, an event read, and the read notice of R1's silence as the bridge
 * writes it (kind and parameters; R1 is silent and its silence already noticed, so the bridge adds
 * no other).
 */
async function seedNotifications(db: DbClient, tenant: Tenant) {
  const manager = await db.user.findUniqueOrThrow({ where: { email: tenant.manager.email }, select: { id: true } });
  const sensor = tenant.sensors[0]!;
  const device = await db.device.findFirstOrThrow({ where: { placeId: tenant.place.id, uniqueId: sensor.uniqueId }, select: { id: true } });
  const silentSince = new Date(Date.now() - 3 * 3600_000);
  await db.loraDevice.update({ where: { devEui: sensor.devEui }, data: { lastUplinkAt: silentSince, noSignalNotifiedAt: new Date() } });
  await db.device.update({ where: { id: device.id }, data: { lastSignalAt: silentSince } });
  const now = Date.now();
  await db.notification.createMany({
    data: [
      {
        userId: manager.id,
        notificationKey: 'LORA_DEVICE_NO_SIGNAL',
        isRead: true,
        placeId: tenant.place.id,
        deviceId: device.id,
        createdAt: new Date(now - 3000),
        title: `Brak sygnału: ${sensor.uniqueId} – ${tenant.place.name}`,
        body: `<p>Czujnik <b>${sensor.uniqueId}</b> (${sensor.devEui}) w miejscu <b>${tenant.place.name}</b> nie przesłał danych.</p>`,
        metadata: {
          devEui: sensor.devEui,
          params: { device: sensor.uniqueId, place: tenant.place.name, devEui: sensor.devEui, lastUplinkAt: silentSince.toISOString() },
        },
      },
      {
        userId: manager.id,
        notificationKey: 'UPCOMING_EVENT',
        title: 'Wydarzenie w harmonogramie',
        body: '<p>Konserwacja lamp w przyszłym tygodniu.</p>',
        isRead: true,
        createdAt: new Date(now - 2000),
      },
      {
        userId: manager.id,
        notificationKey: 'UPCOMING_INSPECTION',
        title: 'Nadchodzący przegląd',
        body: '<p>Przegląd miesięczny za 2 dni.</p>',
        placeId: tenant.place.id,
        metadata: { eventDate: new Date(now + 2 * DAY).toISOString().slice(0, 10) },
        createdAt: new Date(now - 1000),
      },
      {
        userId: manager.id,
        notificationKey: 'LORA_DEVICE_ALERT',
        title: 'Alarm czujnika',
        body: `<p>Czujnik <b>${sensor.uniqueId}</b> wykrył ruch.</p>`,
        placeId: tenant.place.id,
        createdAt: new Date(now),
      },
    ],
  });
}

test('the bell shows unread notifications and closing it marks them read', async ({ page, tenant, db }) => {
  await seedNotifications(db, tenant);
  await signIn(page, tenant.manager.email);
  const bell = page.getByTestId('bell');
  await expect(bell).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 2');
  await bell.click();
  const items = page.getByTestId('notification');
  await expect(items).toHaveCount(4);
  await expect(page.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(2);
  await bell.click();
  // Closing marks what it showed read.
  await expect(bell).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 0');
  await page.reload();
  await expect(page.getByTestId('bell')).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 0');
  expect(await db.notification.count({ where: { user: { email: tenant.manager.email }, isRead: false } })).toBe(0);
});

test('the notifications page lists every notification', async ({ page, tenant, db }) => {
  await seedNotifications(db, tenant);
  await signIn(page, tenant.manager.email, { at: '/app/account/notifications' });
  await expect(page).toHaveTitle('Powiadomienia | Trapline');
  await expect(page.getByText('Alarm czujnika')).toBeVisible();
  await expect(page.getByTestId('notification')).toHaveCount(4);
});

test('a notification names its place and device and clicking it lands on the device', async ({ page, tenant, db }) => {
  await seedNotifications(db, tenant);
  const { uniqueId } = tenant.sensors[0]!;
  await signIn(page, tenant.manager.email);
  await page.getByTestId('bell').click();
  // A sensor's silence, written from its template: the place and the device are named.
  const silence = page.getByTestId('notification-link').filter({ hasText: 'Brak sygnału' });
  await expect(silence).toHaveCount(1);
  await expect(silence.locator('b').first()).toHaveText(uniqueId);
  await expect(silence.locator('b').nth(1)).toHaveText(tenant.place.name);
  await expect(silence).toContainText(`Brak sygnału: ${uniqueId} – ${tenant.place.name}`);
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
  await expect(page).toHaveURL(new RegExp(`/app/places/edit/${tenant.place.uuid}$`));
  await expect(page.getByTestId('place-title')).toHaveText(tenant.place.name);
});

test('notification settings are saved at once and kept', async ({ page, tenant }) => {
  await signIn(page, tenant.manager.email, { at: '/app/account/notifications' });
  const email = page.getByTestId('setting-email');
  await expect(email).toBeChecked();
  await email.click();
  await expect(page.getByText('Ustawienia zostały zapisane')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('setting-email')).not.toBeChecked();
  await page.getByTestId('setting-email').click();
  await expect(page.getByTestId('setting-email')).toBeChecked();
});
