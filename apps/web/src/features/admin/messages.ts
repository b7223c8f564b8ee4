import type { TFunction } from 'i18next';

/** A field's validation message: the admin area's text for the key when there is one, else the shared one. */
export function fieldMessage(t: TFunction, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return t(`admin.validation.${key}`, { defaultValue: '' }) || t(`validation.${key}`, { defaultValue: '' }) || t('validation.required');
}
