import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from '@/features/auth/api/sign-in.ts';
import { signOut } from '@/features/auth/api/sign-out.ts';
import { api, resumeSession } from './api-client.ts';
import { session } from './session.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockFetch(answers: Record<string, () => Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const path = new URL(url).pathname;
      return (answers[path] ?? (() => json({ code: 'common/not_found', message: '' }, 404)))();
    }),
  );
  return calls;
}

describe('the session: access token in memory, refresh token in the API cookie', () => {
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });

  it('signs in with credentials and the cookie header, keeping no token where scripts or storage could read it', async () => {
    const calls = mockFetch({ '/auth/login': () => json({ token: 'access-1', expiresIn: 900, tokenType: 'Bearer' }) });
    await signIn('ewa@example.test', 'Demo!2345');
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[0]!.init.headers as Record<string, string>)['x-refresh-cookie']).toBe('1');
    expect(session.token()).toBe('access-1');
    expect(document.cookie).not.toContain('access-1');
    expect(document.cookie).not.toContain('trapline_');
    expect(JSON.stringify({ ...localStorage })).not.toContain('access-1');
  });

  it('after a reload gets the access token from the refresh cookie, sending no refresh token itself', async () => {
    const calls = mockFetch({
      '/auth/login': () => json({ token: 'access-1', expiresIn: 900, tokenType: 'Bearer' }),
      '/auth/token': () => json({ access_token: 'access-2', token_type: 'Bearer', expires_in: 900, scope: 'panel' }),
    });
    await signIn('ewa@example.test', 'Demo!2345');
    // A reload: fresh modules forget the memory; the signed-in flag of the storage remains.
    vi.resetModules();
    const reloaded = { client: await import('./api-client.ts'), session: (await import('./session.ts')).session };
    expect(reloaded.session.token()).toBeNull();
    expect(await reloaded.client.resumeSession()).toBe(true);
    expect(reloaded.session.token()).toBe('access-2');
    reloaded.session.clear();
    const refresh = calls.find((c) => c.url.endsWith('/auth/token'))!;
    expect(refresh.init.credentials).toBe('include');
    const form = new URLSearchParams(String(refresh.init.body));
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.has('refresh_token')).toBe(false);
  });

  it('a refused refresh ends the session; a signed-out visitor does not ask at all', async () => {
    const calls = mockFetch({ '/auth/token': () => json({ code: 'auth/invalid_grant', message: '' }, 400) });
    expect(await resumeSession()).toBe(false);
    expect(calls).toHaveLength(0);
    session.save('stale');
    const me = mockFetch({
      '/api/account/me': () => json({ code: 'auth/invalid_token', message: '' }, 401),
      '/auth/token': () => json({ code: 'auth/invalid_grant', message: '' }, 400),
    });
    await expect(api('/api/account/me')).rejects.toMatchObject({ status: 401 });
    expect(me.map((c) => new URL(c.url).pathname)).toEqual(['/api/account/me', '/auth/token']);
    expect(session.token()).toBeNull();
    expect(session.mayResume()).toBe(false);
  });

  it('signs out through the API, which clears the cookie', async () => {
    const calls = mockFetch({ '/auth/logout': () => new Response(null, { status: 204 }) });
    session.save('access-1');
    await signOut();
    expect(calls[0]!.url).toMatch(/\/auth\/logout$/);
    expect(calls[0]!.init.credentials).toBe('include');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer access-1');
    expect(session.token()).toBeNull();
    expect(session.mayResume()).toBe(false);
  });
});
