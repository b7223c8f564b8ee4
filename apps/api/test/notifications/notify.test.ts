import { describe, expect, it } from 'vitest';
import { notifyUsers, sanitizeNotificationBody } from '@trapline/notifications/notify';
import { createCompany, createUser, useApi } from '../helpers.ts';

describe('sanitizeNotificationBody', () => {
  it('keeps simple formatting and drops scripts, handlers and unsafe links', () => {
    const clean = sanitizeNotificationBody(
      '<p onclick="x()">Czujnik <b>R4</b><script>alert(1)</script> <a href="javascript:evil()">x</a> <a href="https://trapline.example/d">link</a></p>',
    );
    expect(clean).toContain('<b>R4</b>');
    expect(clean).not.toMatch(/script|onclick|javascript/);
    expect(clean).toContain('href="https://trapline.example/d"');
  });
});

describe('notifyUsers', () => {
  const t = useApi();

  it('stores a notification for each active recipient and queues e-mail for those who want it', async () => {
    const company = await createCompany(t.db);
    const wantsMail = await createUser(t.db, { companyId: company.id });
    const noMail = await createUser(t.db, { companyId: company.id });
    await t.db.user.update({ where: { id: noMail.id }, data: { notificationEmail: false } });
    const blocked = await createUser(t.db, { companyId: company.id, status: 'BLOCKED' });
    const result = await notifyUsers(t.db, {
      userIds: [wantsMail.id, noMail.id, blocked.id, wantsMail.id],
      key: 'LORA_DEVICE_ALERT',
      title: 'Alarm <i>R4</i>',
      body: '<p>Ruch<img src=x onerror=alert(1)></p>',
    });
    expect(result).toEqual({ notified: 2, emailed: 1 });
    const stored = await t.db.notification.findMany({ where: { userId: { in: [wantsMail.id, noMail.id, blocked.id] } } });
    expect(stored).toHaveLength(2);
    expect(stored[0]!.title).toBe('Alarm R4');
    expect(stored[0]!.body).toBe('<p>Ruch</p>');
    const mail = await t.db.emailMessage.findMany({ where: { to: { in: [wantsMail.email, noMail.email] } } });
    expect(mail.map((m) => m.to)).toEqual([wantsMail.email]);
    expect(mail[0]!.text).toBe('Ruch');
  });
});
