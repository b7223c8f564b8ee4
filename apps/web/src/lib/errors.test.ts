import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorMessage } from './errors.ts';
import i18n, { initI18n, setUiLanguage } from './i18n.ts';

beforeAll(async () => {
  await initI18n();
});

describe('errorMessage', () => {
  it('says how long a throttled sign-in waits, in seconds or until a clock time', async () => {
    await setUiLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(errorMessage(new ApiError(429, 'auth/too_many_attempts', '', { retryAfterSeconds: 8 }), t)).toBe('Too many failed attempts. Try again in 8 s.');
    expect(errorMessage(new ApiError(429, 'auth/too_many_attempts', '', { retryAfterSeconds: 900 }), t)).toMatch(
      /^Too many failed attempts\. Try again after \d{1,2}:\d{2}/,
    );
    expect(errorMessage(new ApiError(429, 'auth/too_many_attempts', ''), t)).toBe('Too many failed attempts. Try again in a few minutes.');
    await setUiLanguage('pl');
    expect(errorMessage(new ApiError(429, 'auth/too_many_attempts', '', { retryAfterSeconds: 3 }), i18n.t.bind(i18n))).toBe(
      'Zbyt wiele nieudanych prób. Spróbuj ponownie za 3 s.',
    );
  });
});
