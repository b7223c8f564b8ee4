import { Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FailureAlert } from './failure-alert.tsx';

/**
 * The card of a form screen: its title, why the last save failed (when it did) above the fields,
 * and the fields. With `onSubmit` the card is the form itself; without, the fields bring their own.
 */
export function FormCard({
  title,
  level = 1,
  failure,
  failureTestId,
  maw,
  onSubmit,
  children,
}: {
  title: string;
  /** 1 for a screen's own title; 2 for a form inside a screen that has one (a place's). */
  level?: 1 | 2;
  failure?: string | null;
  failureTestId?: string;
  maw?: number;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const body = (
    <Stack>
      <Title order={level} size={level === 1 ? 'h3' : 'h4'}>
        {title}
      </Title>
      <FailureAlert failure={failure} testId={failureTestId} />
      {children}
    </Stack>
  );
  return (
    <Paper withBorder radius="lg" p="lg" maw={maw}>
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate>
          {body}
        </form>
      ) : (
        body
      )}
    </Paper>
  );
}
