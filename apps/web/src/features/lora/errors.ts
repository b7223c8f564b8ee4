import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { errorText } from '@/lib/forms.ts';

/** LoRa's own error codes are translated in lora.json; the rest as everywhere. */
export function loraErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    const own = t(`lora.errors.${error.code}`, { defaultValue: '' });
    if (own) return own;
  }
  return errorMessage(error, t);
}

/** A field's validation message: the LoRa text for the key when there is one, else the shared one. */
export function fieldMessage(key: string | undefined, t: TFunction): string | undefined {
  if (!key) return undefined;
  const range = /^out_of_range_(\d+)_(\d+)$/.exec(key);
  if (range) return t('lora.validation.range', { min: range[1], max: range[2] });
  return errorText(t, key, 'lora.validation', 'validation');
}
