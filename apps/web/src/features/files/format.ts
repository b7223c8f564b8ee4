import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';

/** Dates as DD/MM/YYYY (spec 2, section 9); calendar dates (YYYY-MM-DD) are not shifted by the time zone. */
export function formatDate(value: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  return new Date(value).toLocaleDateString('en-GB');
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The file without its extension: the default name of an upload. */
export const baseName = (fileName: string) => fileName.replace(/\.[^.]+$/, '') || fileName;

/**
 * Error texts of the files screens: the upload codes say what these screens accept (PDF only on a
 * place), the rest goes through the app's one error mapping.
 */
export function fileErrorMessage(error: unknown, t: TFunction, accepts: 'pdf' | 'documents' = 'documents'): string {
  if (error instanceof ApiError) {
    if (error.code === 'common/unsupported_media_type') return t(accepts === 'pdf' ? 'files.errors.onlyPdf' : 'files.errors.onlyDocuments');
    if (error.code === 'common/payload_too_large') return t('files.errors.tooLarge');
    if (error.code === 'files/category_not_empty') return t('files.errors.categoryNotEmpty');
    if (error.code === 'files/company_has_parent') return t('files.errors.companyHasParent');
    if (error.code === 'common/validation_failed') return t('files.errors.invalid');
  }
  return errorMessage(error, t);
}

/** A form field's message key (zod message of the shared schemas) as text. */
export function validationText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  if (message === 'required') return t('validation.required');
  return t(`files.validation.${message}`, { defaultValue: t('validation.required') });
}
