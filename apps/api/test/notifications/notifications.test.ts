import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

describe('notifications of the signed-in user', () => {
  const t = useApi();

  async function world() {
    const company = await createCompany(t.db);
    const me = await createUser(t.db, { companyId: company.id });
    const other = await createUser(t.db, { companyId: (await createCompany(t.db)).id });
    for (let i = 0; i < 12; i++) {
      await t.db.notification.create({
        data: {
          userId: me.id,
          notificationKey: i % 2 ? 'LORA_DEVICE_ALERT' : 'UPCOMING_EVENT',
          title: `N${i}`,
          body: '<p>x</p>',
          createdAt: new Date(Date.now() - (12 - i) * 60_000),
          isRead: i < 2,
        },
      });
    }
    const foreign = await t.db.notification.create({ data: { userId: other.id, notificationKey: 'OTHER', title: 'theirs', body: 'x' } });
    return { headers: bearer((await signIn(t.app, me.email)).token), foreign };
  }

  it('counts unread, lists the latest 10 of 12 newest first, and pages the rest', async () => {
    const w = await world();
    expect((await t.app.inject({ method: 'GET', url: '/account/notifications/unread-count', headers: w.headers })).json()).toEqual({ unreadCount: 10 });
    const latest = (await t.app.inject({ method: 'GET', url: '/account/notifications/latest', headers: w.headers })).json();
    expect(latest.count).toBe(12);
    expect(latest.rows).toHaveLength(10);
    expect(latest.rows[0].title).toBe('N11');
    const page2 = (await t.app.inject({ method: 'GET', url: '/account/notifications?page=2&limit=10', headers: w.headers })).json();
    expect(page2.rows.map((r: { title: string }) => r.title)).toEqual(['N1', 'N0']);
  });

  it("marks its own notifications read and ignores other users' uuids", async () => {
    const w = await world();
    const latest = (await t.app.inject({ method: 'GET', url: '/account/notifications/latest', headers: w.headers })).json();
    const uuids = latest.rows.map((r: { uuid: string }) => r.uuid);
    const res = await t.app.inject({
      method: 'POST',
      url: '/account/notifications/clear',
      headers: w.headers,
      payload: { notificationUuids: [...uuids, w.foreign.uuid] },
    });
    expect(res.json()).toEqual({ updated: 10 });
    expect((await t.app.inject({ method: 'GET', url: '/account/notifications/unread-count', headers: w.headers })).json()).toEqual({ unreadCount: 0 });
    expect((await t.db.notification.findUniqueOrThrow({ where: { id: w.foreign.id } })).isRead).toBe(false);
    const bad = await t.app.inject({ method: 'POST', url: '/account/notifications/clear', headers: w.headers, payload: { notificationUuids: ['nope'] } });
    expect(bad.statusCode).toBe(400);
  });

  it('reads and saves the e-mail and mobile settings', async () => {
    const w = await world();
    expect((await t.app.inject({ method: 'GET', url: '/account/settings/notifications', headers: w.headers })).json()).toEqual({
      notificationEmail: true,
      notificationMobile: false,
    });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/account/settings/notifications',
      headers: w.headers,
      payload: { notificationEmail: false, notificationMobile: true },
    });
    expect(saved.json()).toEqual({ notificationEmail: false, notificationMobile: true });
    const bad = await t.app.inject({ method: 'PATCH', url: '/account/settings/notifications', headers: w.headers, payload: { notificationEmail: 'yes' } });
    expect(bad.statusCode).toBe(400);
  });
});
