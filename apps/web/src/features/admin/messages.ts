import type { TFunction } from 'i18next';
import { errorText } from '@/lib/forms.ts';

/** A field's validation message: the admin area's text for the key when there is one, else the shared one. */
export function fieldMessage(t: TFunction, key: string | undefined): string | undefined {
  return errorText(t, key, 'admin.validation', 'validation');
}
