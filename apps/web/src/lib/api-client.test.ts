import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiDownload, ApiError, apiEvents } from './api-client.ts';
import { session } from './session.ts';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const csv = () =>
  new Response('a;b\n1;2\n', {
    status: 200,
    headers: { 'content-type': 'text/csv', 'content-disposition': "attachment; filename*=UTF-8''zalecenia%20%C5%82%C3%B3d%C5%BA.csv" },
  });

/**
 * A fetch answering by path, one answer after another for a path given several. It gives up
 * after a few calls, so that a client retrying without end fails the test instead of hanging it.
 */
function mockFetch(answers: Record<string, Array<() => Response>>) {
  const calls: Array<{ path: string; authorization: string | undefined }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url).pathname;
      calls.push({ path, authorization: (init.headers as Record<string, string>).authorization });
      if (calls.length > 6) throw new Error('too many calls');
      const queue = answers[path] ?? [];
      const answer = queue.length > 1 ? queue.shift()! : queue[0];
      return answer ? answer() : json({ code: 'common/not_found', message: '' }, 404);
    }),
  );
  return calls;
}

const PATH = '/api/recommendations/csv';
const calls = {
  api: () => api(PATH),
  apiDownload: () => apiDownload(PATH, 'fallback.csv'),
};

describe('the API client: one request core for JSON calls and downloads', () => {
  const signedOut = vi.fn();
  const forbidden = vi.fn();
  const clicked: string[] = [];
  const original = { ...apiEvents };

  beforeEach(() => {
    apiEvents.onSignedOut = signedOut;
    apiEvents.onForbidden = forbidden;
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:file', revokeObjectURL: () => {} }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    session.save('access-1');
  });

  afterEach(async () => {
    Object.assign(apiEvents, original);
    signedOut.mockReset();
    forbidden.mockReset();
    clicked.length = 0;
    session.clear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    // The shared refresh is forgotten on the next turn of the event loop; let it be, between tests.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('the download retries a 401 exactly once, after a refresh, with the new token, and saves the file under its name', async () => {
    const fetched = mockFetch({
      [PATH]: [() => json({ code: 'auth/invalid_token', message: '' }, 401), csv],
      '/auth/token': [() => json({ access_token: 'access-2' })],
    });
    await apiDownload(PATH, 'fallback.csv');
    expect(fetched.map((c) => c.path)).toEqual([PATH, '/auth/token', PATH]);
    expect(fetched[0]!.authorization).toBe('Bearer access-1');
    expect(fetched[2]!.authorization).toBe('Bearer access-2');
    expect(clicked).toEqual(['zalecenia łódź.csv']);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it.each(Object.entries(calls))('%s: a 401 that persists after a successful refresh is not retried again and signs out', async (_name, call) => {
    const fetched = mockFetch({
      [PATH]: [() => json({ code: 'auth/invalid_token', message: '' }, 401)],
      '/auth/token': [() => json({ access_token: 'access-2' })],
    });
    await expect(call()).rejects.toMatchObject({ status: 401, code: 'auth/invalid_token' });
    expect(fetched.map((c) => c.path)).toEqual([PATH, '/auth/token', PATH]);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(session.token()).toBeNull();
    expect(clicked).toEqual([]);
  });

  it.each(Object.entries(calls))('%s: signs out when the refresh fails, without retrying the call', async (_name, call) => {
    const fetched = mockFetch({
      [PATH]: [() => json({ code: 'auth/invalid_token', message: '' }, 401)],
      '/auth/token': [() => json({ error: 'invalid_grant' }, 400)],
    });
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(fetched.map((c) => c.path)).toEqual([PATH, '/auth/token']);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(session.token()).toBeNull();
    expect(session.mayResume()).toBe(false);
  });

  it.each(Object.entries(calls))('%s: gives up after 30 s without an answer, as a timeout', async (_name, call) => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const result = call().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(vi.mocked(fetch).mock.calls[0]![1]!.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'client/timeout' });
  });

  it.each(Object.entries(calls))('%s: maps an error body to ApiError', async (_name, call) => {
    mockFetch({ [PATH]: [() => json({ code: 'recommendations/range_too_long', message: 'At most a year', details: { maxDays: 366 } }, 422)] });
    const error = await call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'recommendations/range_too_long', message: 'At most a year', details: { maxDays: 366 } });
    expect(signedOut).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });

  it.each(Object.entries(calls))('%s: an error without a JSON body is still an ApiError with the status', async (_name, call) => {
    mockFetch({ [PATH]: [() => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' })] });
    await expect(call()).rejects.toMatchObject({ status: 502, code: 'common/internal', message: 'Bad Gateway' });
  });

  it.each(Object.entries(calls))('%s: a 403 is reported to the app shell and thrown, without a refresh', async (_name, call) => {
    const fetched = mockFetch({ [PATH]: [() => json({ code: 'auth/forbidden', message: 'No' }, 403)] });
    await expect(call()).rejects.toMatchObject({ status: 403, code: 'auth/forbidden' });
    expect(fetched.map((c) => c.path)).toEqual([PATH]);
    expect(forbidden).toHaveBeenCalledTimes(1);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('a network failure is an ApiError too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiDownload(PATH, 'fallback.csv')).rejects.toMatchObject({ status: 0, code: 'client/network' });
  });
});
