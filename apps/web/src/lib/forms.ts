import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors } from './errors.ts';

/**
 * A form's submit handler: the checked values go to onSubmit, and when the server refuses them
 * the field errors of its answer are shown at their fields. The error is passed on when the
 * caller says so (a caller that shows it elsewhere too); else it ends here, the toast having
 * been shown by whoever saved.
 */
export function submitWithFieldErrors<V extends FieldValues, O>(
  form: UseFormReturn<V, unknown, O>,
  onSubmit: (values: O) => Promise<void>,
  { rethrow = false } = {},
) {
  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      for (const [path, key] of Object.entries(fieldErrors(error))) form.setError(path as Path<V>, { message: key });
      if (rethrow) throw error;
    }
  });
}

/**
 * The text of a field's error key (a zod message or a server's field error): the key as the first
 * of `sections` that translates it names it, else the generic "required". Every form reads its
 * keys this way; only the sections it looks in differ.
 */
export function errorText(t: TFunction, key: string | undefined, ...sections: string[]): string | undefined {
  if (!key) return undefined;
  for (const section of sections) {
    const text = t(`${section}.${key}`, { defaultValue: '' });
    if (text) return text;
  }
  return t('validation.required');
}
