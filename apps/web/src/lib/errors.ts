import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** The one place that turns an error into a translated message. */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
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
