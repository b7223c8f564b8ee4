import { describe, expect, it } from 'vitest';
import { createCompany, createUser, useApi } from '../helpers.ts';

describe('POST /auth/forgot-password: limits and answer time', () => {
  const t = useApi({ PASSWORD_RESET_MAX_PER_EMAIL: 3, PASSWORD_RESET_MAX_PER_ADDRESS: 5 });

  const forgot = (email: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email }, remoteAddress, headers: { 'accept-language': 'en' } });

  it('sends at most the limit of e-mails to one account, answering every request the same', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await forgot(user.email, `198.51.100.${i + 1}`));
    await t.app.background.idle();
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    expect(await t.db.emailMessage.count({ where: { to: user.email } })).toBe(3);
  });

  it('sends nothing more once one address has asked too often, whatever the e-mails', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    for (let i = 0; i < 5; i++) expect((await forgot(`nobody-${i}@example.test`, '203.0.113.20')).statusCode).toBe(200);
    const limited = await forgot(user.email, '203.0.113.20');
    expect(limited.statusCode).toBe(200);
    await t.app.background.idle();
    expect(await t.db.emailMessage.count({ where: { to: user.email } })).toBe(0);
    await forgot(user.email, '203.0.113.21');
    await t.app.background.idle();
    expect(await t.db.emailMessage.count({ where: { to: user.email } })).toBe(1);
  });

  it('answers before the account is looked up or the e-mail queued', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    // While the outbox is locked, an answer that waited for the e-mail could not come: it would come
    // only once the transaction timed out and let go of the lock, and then the count below would
    // fail on the closed transaction. No timer races the answer: the transaction's 10 s is the only bound.
    await t.db.$transaction(
      async (tx) => {
        await tx.$executeRaw`LOCK TABLE email_messages IN EXCLUSIVE MODE`;
        const answer = await forgot(user.email, '203.0.113.30');
        expect(answer.statusCode).toBe(200);
        expect(await tx.emailMessage.count({ where: { to: user.email } })).toBe(0);
      },
      { timeout: 10_000 },
    );
    await t.app.background.idle();
    expect(await t.db.emailMessage.count({ where: { to: user.email } })).toBe(1);
  });

  it('takes the same time for an existing and an unknown e-mail', async () => {
    const company = await createCompany(t.db);
    const users = await Promise.all(Array.from({ length: 9 }, () => createUser(t.db, { companyId: company.id })));
    const timed = async (email: string, address: string) => {
      const start = performance.now();
      await forgot(email, address);
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (const [i, user] of users.entries()) {
      // Alternating, each from its own address, so neither side meets a limit or a warmer cache.
      known.push(await timed(user.email, `192.0.2.${100 + i}`));
      unknown.push(await timed(`ghost-${i}@example.test`, `192.0.2.${200 + i}`));
      await t.app.background.idle();
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(15);
  });
});
