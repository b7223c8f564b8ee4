import { describe, expect, it } from 'vitest';
import { createCompany, createUser, PASSWORD, signIn, useApi } from '../helpers.ts';

describe('password reset: /auth/forgot-password, /auth/verify, /auth/reset-password', () => {
  const t = useApi();

  async function requestLink(email: string) {
    const res = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    await t.app.background.idle();
    const mail = await t.db.emailMessage.findFirst({ where: { to: email.toLowerCase() }, orderBy: { id: 'desc' } });
    const token = mail?.text.match(/token=([\w-]+)/)?.[1];
    return { res, mail, token };
  }

  it('queues a reset e-mail with a link, and answers the same for an unknown e-mail', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const known = await requestLink(user.email);
    expect(known.mail?.subject).toBe('{{product}}: zmiana hasła');
    expect(known.mail?.text).toContain('http://localhost:3000/auth/reset-password?token=');
    expect(known.token).toBeDefined();
    const unknown = await t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email: 'ghost@example.test' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.res.json());
    await t.app.background.idle();
    expect(await t.db.emailMessage.count({ where: { to: 'ghost@example.test' } })).toBe(0);
  });

  it('verifies the token, sets the new password once, and ends old sessions', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const before = await signIn(t.app, user.email);
    const { token } = await requestLink(user.email);

    const verify = await t.app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ email: user.email, purpose: 'RESET' });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().email).toBe(user.email);
    await signIn(t.app, user.email, 'Fresh#Pass1');
    const old = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { email: user.email, password: PASSWORD } });
    expect(old.statusCode).toBe(401);
    const oldSession = await t.app.inject({ method: 'GET', url: '/api/account/me', headers: { authorization: `Bearer ${before.token}` } });
    expect(oldSession.statusCode).toBe(401);

    const again = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'Other#Pass2', confirmPassword: 'Other#Pass2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('auth/reset_token_invalid');
    const verifyUsed = await t.app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });
    expect(verifyUsed.json().code).toBe('auth/reset_token_invalid');
  });

  it('refuses an expired token', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const { token } = await requestLink(user.email);
    await t.db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    const verify = await t.app.inject({ method: 'POST', url: '/auth/verify', payload: { token } });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().code).toBe('auth/reset_token_invalid');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' },
    });
    expect(reset.json().code).toBe('auth/reset_token_invalid');
  });

  it('the reset link lives one hour', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    await requestLink(user.email);
    const row = await t.db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } });
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.1);
  });

  it('applies the password policy and the confirmation to the new password, changing nothing', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const { token } = await requestLink(user.email);
    const weak = await t.app.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, newPassword: 'short', confirmPassword: 'short' } });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('common/validation_failed');
    const messages = weak.json().details.fields.map((f: { message: string }) => f.message);
    expect(messages).toEqual(expect.arrayContaining(['password_min_length', 'password_uppercase', 'password_digit', 'password_special']));
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass2' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().details.fields).toEqual([expect.objectContaining({ path: 'confirmPassword', message: 'passwords_do_not_match' })]);
    await signIn(t.app, user.email);
  });
});
