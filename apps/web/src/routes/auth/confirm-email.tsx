import { Alert, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { confirmEmailChange } from '@/features/auth/confirm-email.ts';
import { ApiError } from '@/lib/api-client.ts';
import { text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { LinkAction, LinkOutcome, useWayOn } from '@/routes/auth/-email-link.tsx';

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
  const wayOn = useWayOn(t('auth.confirmEmail.toApp'));

  if (confirmation.isSuccess) {
    return (
      <LinkOutcome testId="email-confirmed" title={t('auth.confirmEmail.doneTitle')} wayOn={wayOn}>
        <Alert color="green" role="status">
          {t('auth.confirmEmail.done', { email: confirmation.data.email })}
        </Alert>
      </LinkOutcome>
    );
  }
  const invalid = token === '' || (confirmation.error instanceof ApiError && confirmation.error.code === 'auth/email_change_token_invalid');
  if (invalid) {
    return (
      <LinkOutcome testId="email-confirm-expired" title={t('auth.confirmEmail.expiredTitle')} wayOn={wayOn}>
        <Alert color="orange">{t('auth.confirmEmail.expiredText')}</Alert>
      </LinkOutcome>
    );
  }
  return (
    <LinkAction
      title={t('auth.confirmEmail.title')}
      submitLabel={t('auth.confirmEmail.submit')}
      testId="confirm-email"
      error={confirmation.error}
      pending={confirmation.isPending}
      onSubmit={() => confirmation.mutate()}
    >
      <Text size="sm" c="dimmed">
        {t('auth.confirmEmail.intro')}
      </Text>
    </LinkAction>
  );
}
