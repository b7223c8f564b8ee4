import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { Link, createFileRoute, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmEmailChange } from '@/features/auth/confirm-email.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { text } from '@/lib/search-params.ts';
import { session } from '@/lib/session.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/auth/confirm-email')({
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token) ?? '' }),
  component: ConfirmEmailPage,
});

/**
 * The page the link of an e-mail change lands on. It confirms on a click, not on opening, so a
 * mail scanner that follows the link changes nothing.
 */
function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { token } = useSearch({ from: '/auth/confirm-email' });
  usePageTitle(t('auth.confirmEmail.title'));
  const confirmation = useMutation({ mutationFn: () => confirmEmailChange(token) });
  const next = session.token() ? { to: '/app' as const, label: t('auth.confirmEmail.toApp') } : { to: '/auth/login' as const, label: t('auth.backToLogin') };

  if (confirmation.isSuccess) {
    return (
      <Stack data-testid="email-confirmed">
        <Title order={1} size="h2">
          {t('auth.confirmEmail.doneTitle')}
        </Title>
        <Alert color="green" role="status">
          {t('auth.confirmEmail.done', { email: confirmation.data.email })}
        </Alert>
        <Button component={Link} to={next.to}>
          {next.label}
        </Button>
      </Stack>
    );
  }
  const invalid = token === '' || (confirmation.error instanceof ApiError && confirmation.error.code === 'auth/email_change_token_invalid');
  if (invalid) {
    return (
      <Stack data-testid="email-confirm-expired">
        <Title order={1} size="h2">
          {t('auth.confirmEmail.expiredTitle')}
        </Title>
        <Alert color="orange">{t('auth.confirmEmail.expiredText')}</Alert>
        <Button component={Link} to={next.to}>
          {next.label}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('auth.confirmEmail.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('auth.confirmEmail.intro')}
      </Text>
      {confirmation.isError && (
        <Alert color="red" role="alert">
          {errorMessage(confirmation.error, t)}
        </Alert>
      )}
      <Button onClick={() => confirmation.mutate()} loading={confirmation.isPending} data-testid="confirm-email">
        {t('auth.confirmEmail.submit')}
      </Button>
    </Stack>
  );
}
