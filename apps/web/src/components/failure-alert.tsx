import { Alert } from '@mantine/core';

/** Why the last save failed, in red above a form's fields; nothing while there is no failure. */
export function FailureAlert({ failure, testId }: { failure: string | null | undefined; testId?: string }) {
  if (!failure) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {failure}
    </Alert>
  );
}
