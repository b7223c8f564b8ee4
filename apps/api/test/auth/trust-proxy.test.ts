import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/env.ts';
import { createCompany, createUser, PASSWORD, useApi } from '../helpers.ts';

// One address may fail twice; a client rotating X-Forwarded-For must not escape that.
const LIMITS = { LOGIN_MAX_FAILURES: 5, LOGIN_MAX_FAILURES_PER_ADDRESS: 2 };

async function failThenTry(t: ReturnType<typeof useApi>, remoteAddress: string, forwardedFor: (i: number) => string) {
  const company = await createCompany(t.db);
  const users = await Promise.all([1, 2, 3].map(() => createUser(t.db, { companyId: company.id })));
  const answers: number[] = [];
  for (const [i, user] of users.entries()) {
    const password = i < 2 ? 'Wrong!1pass' : PASSWORD;
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: user.email, password },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    answers.push(res.statusCode);
  }
  return answers;
}

describe('X-Forwarded-For by default (TRUST_PROXY unset)', () => {
  const t = useApi(LIMITS);

  it('is ignored: the peer address is the client, however the header rotates', async () => {
    expect(await failThenTry(t, '192.0.2.10', (i) => `198.51.100.${i + 1}`)).toEqual([401, 401, 429]);
  });
});

describe('X-Forwarded-For with TRUST_PROXY naming the proxy', () => {
  const t = useApi({ ...LIMITS, TRUST_PROXY: ['192.0.2.0/28'] });

  it('is honoured from the proxy: each forwarded client has its own limit', async () => {
    expect(await failThenTry(t, '192.0.2.11', (i) => `198.51.100.${i + 1}`)).toEqual([401, 401, 200]);
  });

  it('is ignored from any other peer', async () => {
    expect(await failThenTry(t, '203.0.113.77', (i) => `198.51.100.${i + 101}`)).toEqual([401, 401, 429]);
  });

  it('limits the forwarded client, not the proxy', async () => {
    expect(await failThenTry(t, '192.0.2.12', () => '198.51.100.200')).toEqual([401, 401, 429]);
  });
});

describe('X-Forwarded-For with TRUST_PROXY as a hop count', () => {
  const t = useApi({ ...LIMITS, TRUST_PROXY: 1 });

  it('takes the address the nearest proxy saw, not what the client wrote before it', async () => {
    expect(await failThenTry(t, '192.0.2.13', (i) => `10.9.9.${i}, 198.51.100.50`)).toEqual([401, 401, 429]);
    expect(await failThenTry(t, '192.0.2.13', (i) => `198.51.100.${60 + i}`)).toEqual([401, 401, 200]);
  });
});

describe('TRUST_PROXY setting', () => {
  const read = (value: string | undefined) => readConfig({ DATABASE_URL: 'postgres://x', JWT_SECRET: 'x'.repeat(32), TRUST_PROXY: value }).TRUST_PROXY;

  it('takes none, true, a hop count, or addresses and CIDR ranges', () => {
    expect(read(undefined)).toBe(false);
    expect(read('none')).toBe(false);
    expect(read('true')).toBe(true);
    expect(read('2')).toBe(2);
    expect(read('10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback')).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses anything else, naming the variable', () => {
    expect(() => read('10.0.0.0/33')).toThrow(/TRUST_PROXY/);
    expect(() => read('proxy.example.com')).toThrow(/TRUST_PROXY/);
  });
});
