import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';
import i18n from './i18n.ts';

/** The one place that turns an error into a translated message. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const wait = retryAfterSeconds(error);
    if (error.code === 'auth/too_many_attempts' && wait !== null) {
      // Short waits in seconds; longer ones as the clock time, which needs no plural forms.
      if (wait < 60) return t('errors.tooManyAttemptsSeconds', { seconds: wait });
      const at = new Date(Date.now() + wait * 1000);
      return t('errors.tooManyAttemptsUntil', { time: at.toLocaleTimeString(i18n.language || 'pl', { hour: '2-digit', minute: '2-digit' }) });
    }
    const key = `errors.${error.code}`;
    const translated = t(key, { defaultValue: '' });
    if (translated) return translated;
    return error.status >= 500 || !error.message ? t('errors.generic') : error.message;
  }
  return t('errors.generic');
}

/** Field errors of a validation answer, as { path: message key }. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const fields = (error.details as { fields?: Array<{ path: string; message: string }> } | undefined)?.fields ?? [];
  return Object.fromEntries(fields.map((f) => [f.path, f.message]));
}

/** How long a throttled call asks to wait (details.retryAfterSeconds), if it says. */
function retryAfterSeconds(error: ApiError): number | null {
  const value = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : null;
}
