import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { useTestDatabase } from '@trapline/db/test-database';
import { authRecordsCleanup } from '@trapline/jobs/definitions/auth-records-cleanup';
import handle from '../src/jobs/auth-records-cleanup.handler.ts';
import { jobRegistry } from '../src/jobs/registry.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const ahead = (ms: number) => new Date(Date.now() + ms);

describe('auth-records-cleanup (real PostgreSQL)', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  let userIds: number[];

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 2 });
    const company = await db.company.create({ data: { name: 'Deratex', email: 'biuro@deratex.test', address: 'Polna 1, Łódź' } });
    userIds = [];
    for (const name of ['ola', 'jan', 'ewa']) {
      const user = await db.user.create({
        data: { email: `${name}@deratex.test`, passwordHash: 'x', name, surname: 'Nowak', role: 'USER', companyId: company.id },
      });
      userIds.push(user.id);
    }
  });
  afterAll(async () => {
    await db.$disconnect();
    await drop();
  });

  it('is scheduled nightly on the job engine', () => {
    expect(authRecordsCleanup.schedule.cron).toBe('50 3 * * *');
    expect(jobRegistry.map((job) => job.definition.name)).toContain('auth-records-cleanup');
  });

  it('deletes only the rows nothing reads any more', async () => {
    const [ola, jan, ewa] = userIds as [number, number, number];
    const tag = (label: string) => `${label}@example.test`;

    // Sign-in attempts and reset requests: the throttle looks back a day at most; kept a week.
    for (const [label, createdAt] of [
      ['attempt-8d', ago(8 * DAY)],
      ['attempt-6d', ago(6 * DAY)],
      ['attempt-now', new Date()],
    ] as const) {
      await db.loginAttempt.create({ data: { email: tag(label), ip: '203.0.113.9', succeeded: false, createdAt } });
      await db.passwordResetRequest.create({ data: { email: tag(label), ip: '203.0.113.9', createdAt } });
    }

    // Reset links: used or expired more than a day ago go; a live or just-expired one stays.
    const resetToken = (tokenHash: string, expiresAt: Date, usedAt: Date | null = null) =>
      db.passwordResetToken.create({ data: { tokenHash, userId: ola, expiresAt, usedAt, createdAt: ago(2 * DAY) } });
    await resetToken('reset-expired-2d', ago(2 * DAY));
    await resetToken('reset-used-2d', ahead(HOUR), ago(2 * DAY));
    await resetToken('reset-expired-1h', ago(HOUR));
    await resetToken('reset-live', ahead(HOUR));

    // Sessions: one whose newest refresh token expired two days ago (its older one too), one
    // signed out last week whose tokens are all long expired, one signed out an hour ago whose
    // tokens would still be live, one long-running with a fresh token and an old spent one, and
    // one from before its first token was stored that never got one.
    const session = async (userId: number, createdAt: Date, endedAt: Date | null, tokens: [string, Date, Date | null][]) => {
      const row = await db.userSession.create({ data: { userId, createdAt, endedAt } });
      for (const [tokenHash, expiresAt, revokedAt] of tokens) {
        await db.refreshToken.create({ data: { tokenHash, userId, sessionId: row.id, expiresAt, revokedAt, createdAt } });
      }
      return row.id;
    };
    const lapsed = await session(ola, ago(40 * DAY), null, [
      ['lapsed-old', ago(10 * DAY), ago(39 * DAY)],
      ['lapsed-new', ago(2 * DAY), null],
    ]);
    const signedOutLongAgo = await session(jan, ago(60 * DAY), ago(50 * DAY), [['out-old', ago(20 * DAY), ago(50 * DAY)]]);
    const signedOutRecently = await session(jan, ago(3 * DAY), ago(HOUR), [['out-new', ahead(27 * DAY), ago(HOUR)]]);
    const ongoing = await session(ewa, ago(90 * DAY), null, [
      ['ongoing-spent', ago(30 * DAY), ago(59 * DAY)],
      ['ongoing-live', ahead(29 * DAY), null],
    ]);
    const tokenless = await session(ewa, ago(3 * DAY), null, []);
    const justStarted = await session(ewa, new Date(), null, []);
    // A token from before sessions were recorded.
    await db.refreshToken.create({ data: { tokenHash: 'legacy-expired', userId: ewa, expiresAt: ago(3 * DAY), createdAt: ago(33 * DAY) } });

    // E-mail changes: one per user; the expired one goes, the pending one stays.
    await db.emailChangeRequest.create({
      data: { userId: ola, newEmail: 'ola.new@deratex.test', tokenHash: 'change-expired', expiresAt: ago(2 * DAY), createdAt: ago(3 * DAY) },
    });
    await db.emailChangeRequest.create({
      data: { userId: jan, newEmail: 'jan.new@deratex.test', tokenHash: 'change-pending', expiresAt: ahead(20 * HOUR), createdAt: ago(4 * HOUR) },
    });

    // Invitations: used or replaced more than a day ago go; a replaced-just-now, a live and an
    // expired latest one (the admin still sees it) stay.
    const invitation = (tokenHash: string, userId: number, times: { expiresAt: Date; usedAt?: Date; replacedAt?: Date }) =>
      db.userInvitation.create({ data: { tokenHash, userId, createdAt: ago(9 * DAY), usedAt: null, replacedAt: null, ...times } });
    await invitation('invite-used-2d', ola, { expiresAt: ago(2 * DAY), usedAt: ago(2 * DAY) });
    await invitation('invite-replaced-3d', jan, { expiresAt: ago(2 * DAY), replacedAt: ago(3 * DAY) });
    await invitation('invite-expired-latest', jan, { expiresAt: ago(2 * DAY) });
    await invitation('invite-replaced-1h', ewa, { expiresAt: ahead(6 * DAY), replacedAt: ago(HOUR) });
    await invitation('invite-live', ewa, { expiresAt: ahead(7 * DAY) });

    const result = await handle(
      { scheduledFor: new Date().toISOString() },
      {
        jobId: 'test',
        attempt: 1,
        signal: new AbortController().signal,
        db,
        storage: undefined as never,
        log: pino({ level: 'silent' }),
        reportProgress: async () => {},
      },
    );

    expect(result).toEqual({
      deleted: {
        loginAttempts: 1,
        passwordResetRequests: 1,
        passwordResetTokens: 2,
        userSessions: 3,
        refreshTokens: 2,
        emailChangeRequests: 1,
        userInvitations: 2,
      },
    });
    expect((await db.loginAttempt.findMany({ orderBy: { id: 'asc' } })).map((row) => row.email)).toEqual([tag('attempt-6d'), tag('attempt-now')]);
    expect((await db.passwordResetRequest.findMany({ orderBy: { id: 'asc' } })).map((row) => row.email)).toEqual([tag('attempt-6d'), tag('attempt-now')]);
    expect((await db.passwordResetToken.findMany({ orderBy: { id: 'asc' } })).map((row) => row.tokenHash)).toEqual(['reset-expired-1h', 'reset-live']);
    expect((await db.userSession.findMany({ orderBy: { id: 'asc' } })).map((row) => row.id)).toEqual([signedOutRecently, ongoing, justStarted]);
    expect(await db.userSession.count({ where: { id: { in: [lapsed, signedOutLongAgo, tokenless] } } })).toBe(0);
    expect((await db.refreshToken.findMany({ orderBy: { id: 'asc' } })).map((row) => row.tokenHash)).toEqual(['out-new', 'ongoing-live']);
    expect((await db.emailChangeRequest.findMany()).map((row) => row.tokenHash)).toEqual(['change-pending']);
    expect((await db.userInvitation.findMany({ orderBy: { id: 'asc' } })).map((row) => row.tokenHash)).toEqual([
      'invite-expired-latest',
      'invite-replaced-1h',
      'invite-live',
    ]);
    // The users themselves stay.
    expect(await db.user.count()).toBe(3);

    // A second run finds nothing more.
    const again = await handle(
      { scheduledFor: new Date().toISOString() },
      {
        jobId: 'test-2',
        attempt: 1,
        signal: new AbortController().signal,
        db,
        storage: undefined as never,
        log: pino({ level: 'silent' }),
        reportProgress: async () => {},
      },
    );
    expect(again).toEqual({
      deleted: {
        loginAttempts: 0,
        passwordResetRequests: 0,
        passwordResetTokens: 0,
        userSessions: 0,
        refreshTokens: 0,
        emailChangeRequests: 0,
        userInvitations: 0,
      },
    });
  });
});
