import { Alert, Button, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { session } from '@/lib/session.ts';

/** Where a page opened from an e-mail link leads on: into the app when signed in, else to the sign-in screen. */
export function useWayOn(toAppLabel: string) {
  const { t } = useTranslation();
  return session.token() ? { to: '/app' as const, label: toAppLabel } : { to: '/auth/login' as const, label: t('auth.backToLogin') };
}

/** What such a page ends with (done, or a link no longer valid): its title, what it says and the way on. */
export function LinkOutcome({ testId, title, wayOn, children }: { testId: string; title: string; wayOn: ReturnType<typeof useWayOn>; children: ReactNode }) {
  return (
    <Stack data-testid={testId}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
      <Button component={Link} to={wayOn.to}>
        {wayOn.label}
      </Button>
    </Stack>
  );
}

/**
 * The page's one action, taken on a click rather than on opening the link (a mail scanner that
 * follows the link changes nothing), with the error of a failed try above the button.
 */
export function LinkAction({
  title,
  submitLabel,
  testId,
  error,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  testId: string;
  error: unknown;
  pending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
      {error !== null && (
        <Alert color="red" role="alert">
          {errorMessage(error, t)}
        </Alert>
      )}
      <Button onClick={onSubmit} loading={pending} data-testid={testId}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
