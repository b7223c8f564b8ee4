import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZReminderLink } from '@trapline/contracts/recommendation-reminders';
import { createCompany, createPlace, useApi } from '../helpers.ts';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

describe('recommendation reminder stop link', { timeout: 60_000 }, () => {
  const t = useApi();

  /** A recommendation with a reminder round as the workers write it: the SHA-256 of the e-mail's token. */
  async function reminded(placeName: string, uniqueId: number) {
    const company = await createCompany(t.db);
    const place = await createPlace(t.db, company.id, placeName);
    const recommendation = await t.db.recommendation.create({
      data: { placeId: place.id, uniqueId, recommendation: 'Seal the gap under the door', dueDate: new Date('2026-12-01'), ownerEmail: 'owner@client.example' },
    });
    const token = randomBytes(32).toString('base64url');
    await t.db.recommendationReminder.create({
      data: { recommendationId: recommendation.id, stepDate: new Date('2026-11-28'), tokenHash: hash(token), recipients: 1 },
    });
    return { recommendation, token };
  }

  it('shows what the link is about and stops the reminders on POST only, without signing in', async () => {
    const mine = await reminded('Bakery', 7);
    const theirs = await reminded('Other mill', 3);
    const shown = await t.app.inject({ method: 'GET', url: `/api/recommendation-reminders?token=${mine.token}` });
    expect(shown.statusCode).toBe(200);
    expect(ZReminderLink.parse(shown.json())).toEqual({
      recommendation: { uniqueId: 7, placeName: 'Bakery', dueDate: '2026-12-01' },
      remindersStoppedAt: null,
    });
    // Opening the link (a GET, as a mail scanner does) changes nothing.
    expect((await t.db.recommendation.findUniqueOrThrow({ where: { id: mine.recommendation.id } })).remindersStoppedAt).toBeNull();

    const stopped = await t.app.inject({ method: 'POST', url: '/api/recommendation-reminders/stop', payload: { token: mine.token } });
    expect(stopped.statusCode).toBe(200);
    const at = stopped.json().remindersStoppedAt as string;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    // A second click keeps the first time; the other recommendation is untouched.
    const again = await t.app.inject({ method: 'POST', url: '/api/recommendation-reminders/stop', payload: { token: mine.token } });
    expect(again.json().remindersStoppedAt).toBe(at);
    expect((await t.db.recommendation.findUniqueOrThrow({ where: { id: theirs.recommendation.id } })).remindersStoppedAt).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/recommendation-reminders?token=${mine.token}` })).json().remindersStoppedAt).toBe(at);
  });

  it('answers 404 to an unknown token and 400 to a malformed one, changing nothing', async () => {
    const mine = await reminded('Bakery', 8);
    const unknown = randomBytes(32).toString('base64url');
    const get = await t.app.inject({ method: 'GET', url: `/api/recommendation-reminders?token=${unknown}` });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ code: 'common/not_found' });
    expect((await t.app.inject({ method: 'POST', url: '/api/recommendation-reminders/stop', payload: { token: unknown } })).statusCode).toBe(404);
    // The token's hash is not a token.
    expect((await t.app.inject({ method: 'POST', url: '/api/recommendation-reminders/stop', payload: { token: hash(mine.token) } })).statusCode).toBe(404);
    for (const payload of [{}, { token: 'short' }, { token: 'has spaces and ; more than twenty' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/recommendation-reminders/stop', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common/validation_failed' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/recommendation-reminders' })).statusCode).toBe(400);
    expect((await t.db.recommendation.findUniqueOrThrow({ where: { id: mine.recommendation.id } })).remindersStoppedAt).toBeNull();
  });
});
