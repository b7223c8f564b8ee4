import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type FieldMessage, FormFields } from './form-fields.tsx';

/**
 * A form whose fields stand one under another. The browser's own checks are off: the form's
 * schema checks the fields and says what is wrong at each. Given its `form`, the fields inside
 * (TextField, TextareaField) are bound to it and word its errors by `message`.
 */
export function StackedForm<V extends FieldValues, O>({
  onSubmit,
  form,
  message,
  testId,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  form?: UseFormReturn<V, unknown, O>;
  message?: FieldMessage;
  testId?: string;
  children: ReactNode;
}) {
  const body = (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid={testId}>
      <Stack>{children}</Stack>
    </form>
  );
  return form ? (
    <FormFields form={form} message={message}>
      {body}
    </FormFields>
  ) : (
    body
  );
}
