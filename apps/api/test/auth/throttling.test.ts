import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/env.ts';
import { hashToken } from '../../src/modules/auth/secrets.ts';
import { createCompany, createUser, PASSWORD, useApi } from '../helpers.ts';

describe('sign-in throttling: the address that fails waits, the owner does not', () => {
  const t = useApi({ LOGIN_MAX_FAILURES: 3, LOGIN_MAX_FAILURES_PER_ADDRESS: 6 });

  const login = (email: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });

  async function failTimes(email: string, remoteAddress: string, times: number) {
    for (let i = 0; i < times; i++) expect((await login(email, `Wrong!${i}pass`, remoteAddress)).statusCode).toBe(401);
  }

  /** Moves an address's attempts on an account an hour back, as if its delay had passed. */
  async function letTimePass(email: string, ip: string) {
    await t.db.$executeRaw`UPDATE login_attempts SET "createdAt" = "createdAt" - interval '1 hour' WHERE email = ${email} AND ip = ${ip}`;
  }

  it('refuses the failing address with 429 and Retry-After, even with the right password', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    await failTimes(user.email, '203.0.113.1', 3);
    const throttled = await login(user.email, PASSWORD, '203.0.113.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'auth/too_many_attempts', details: { retryAfterSeconds: 1 } });
    expect(throttled.headers['retry-after']).toBe('1');
  });

  it('holds a burst of parallel guesses to the same limit', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(user.email, `Wrong!${i}burst`, '203.0.113.9')));
    const guessed = answers.filter((res) => res.statusCode === 401).length;
    // Each attempt counts those recorded before it; one more may slip through while a row commits.
    expect(guessed).toBeGreaterThanOrEqual(3);
    expect(guessed).toBeLessThanOrEqual(4);
    expect(answers.filter((res) => res.statusCode === 429).length).toBe(12 - guessed);
  });

  it('lets the owner sign in from another address while the attacker waits, the super admin included', async () => {
    const company = await createCompany(t.db);
    const admin = await createUser(t.db, { companyId: company.id, role: 'ADMIN' });
    await failTimes(admin.email, '203.0.113.2', 3);
    for (let i = 0; i < 3; i++) {
      await letTimePass(admin.email, '203.0.113.2');
      await failTimes(admin.email, '203.0.113.2', 1);
    }
    expect((await login(admin.email, PASSWORD, '203.0.113.2')).statusCode).toBe(429);
    expect((await login(admin.email, PASSWORD, '198.51.100.2')).statusCode).toBe(200);
  });

  it('doubles the delay with every further failure, up to the window', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    await failTimes(user.email, '203.0.113.3', 3);
    const delays: string[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await login(user.email, PASSWORD, '203.0.113.3');
      expect(res.statusCode).toBe(429);
      delays.push(String(res.headers['retry-after']));
      await letTimePass(user.email, '203.0.113.3');
      await failTimes(user.email, '203.0.113.3', 1);
    }
    expect(delays).toEqual(['1', '2', '4', '8', '16', '32', '64', '128', '256', '512', '900', '900']);
  });

  it('forgets the delays of an address once the right password succeeds from it', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    await failTimes(user.email, '203.0.113.4', 3);
    await letTimePass(user.email, '203.0.113.4');
    expect((await login(user.email, PASSWORD, '203.0.113.4')).statusCode).toBe(200);
    await failTimes(user.email, '203.0.113.4', 2);
    expect((await login(user.email, PASSWORD, '203.0.113.4')).statusCode).toBe(200);
  });

  it('limits one address across accounts, not the accounts elsewhere', async () => {
    const company = await createCompany(t.db);
    const users = await Promise.all([1, 2, 3, 4].map(() => createUser(t.db, { companyId: company.id })));
    for (const user of users.slice(0, 3)) await failTimes(user.email, '203.0.113.5', 2);
    const sprayed = await login(users[3]!.email, PASSWORD, '203.0.113.5');
    expect(sprayed.statusCode).toBe(429);
    expect(sprayed.json().code).toBe('auth/too_many_attempts');
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThan(800);
    expect((await login(users[3]!.email, PASSWORD, '198.51.100.5')).statusCode).toBe(200);
    expect((await login(users[0]!.email, PASSWORD, '198.51.100.5')).statusCode).toBe(200);
  });

  it('clears the delays of an account when its password is reset', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    await failTimes(user.email, '203.0.113.6', 3);
    expect((await login(user.email, PASSWORD, '203.0.113.6')).statusCode).toBe(429);
    await t.db.passwordResetToken.create({
      data: { tokenHash: hashToken('reset-token-of-the-test'), userId: user.id, expiresAt: new Date(Date.now() + 60_000) },
    });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: 'reset-token-of-the-test', newPassword: 'Fresh#Pass1', confirmPassword: 'Fresh#Pass1' },
      remoteAddress: '198.51.100.6',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(user.email, 'Fresh#Pass1', '203.0.113.6')).statusCode).toBe(200);
  });
});

describe('LOGIN_FAILURE_WINDOW_MINUTES setting', () => {
  const read = (value: string) =>
    readConfig({ DATABASE_URL: 'postgres://x', JWT_SECRET: 'x'.repeat(32), LOGIN_FAILURE_WINDOW_MINUTES: value }).LOGIN_FAILURE_WINDOW_MINUTES;

  // Sign-in attempts are deleted after a week (the workers' auth-records-cleanup): the throttle
  // must never look back further than a day.
  it('takes up to a day, and refuses more, naming the variable', () => {
    expect(read('1440')).toBe(1440);
    expect(() => read('1441')).toThrow(/LOGIN_FAILURE_WINDOW_MINUTES/);
  });
});
