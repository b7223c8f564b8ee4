import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

const CLIENT = {
  authorization: `Basic ${Buffer.from('trapline-web:trapline-web-secret').toString('base64')}`,
  'content-type': 'application/x-www-form-urlencoded',
};

describe('signing out ends the session at once', () => {
  const t = useApi();

  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/account/me', headers: bearer(token) });
  const signOut = (token: string, refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token), payload: { refreshToken } });

  it("refuses the signed-out session's access token at once, and leaves the user's other sessions alone", async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const laptop = await signIn(t.app, user.email);
    const phone = await signIn(t.app, user.email);
    expect((await me(laptop.token)).statusCode).toBe(200);

    expect((await signOut(laptop.token, laptop.refreshToken)).statusCode).toBe(204);
    const after = await me(laptop.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth/invalid_token');
    expect((await me(phone.token)).statusCode).toBe(200);
  });

  it('ends the access tokens of every refresh of the session, not only the newest', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const first = await signIn(t.app, user.email);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: CLIENT,
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: first.refreshToken }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json() as { access_token: string; refresh_token: string };

    expect((await signOut(second.access_token, second.refresh_token)).statusCode).toBe(204);
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(second.access_token)).statusCode).toBe(401);
  });

  it('ends the session of the access token even when the refresh token sent is not its own', async () => {
    const company = await createCompany(t.db);
    const user = await createUser(t.db, { companyId: company.id });
    const session = await signIn(t.app, user.email);
    expect((await signOut(session.token, 'not-the-refresh-token')).statusCode).toBe(204);
    expect((await me(session.token)).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/auth/token',
      headers: CLIENT,
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
  });
});
