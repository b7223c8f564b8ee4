import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * A form whose fields stand one under another. The browser's own checks are off: the form's
 * schema checks the fields and says what is wrong at each.
 */
export function StackedForm({
  onSubmit,
  testId,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid={testId}>
      <Stack>{children}</Stack>
    </form>
  );
}
