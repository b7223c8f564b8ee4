import { Alert, Center, Loader, Text } from '@mantine/core';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useReminderLink } from '@/features/recommendations/api/get-reminder-link.ts';
import { useStopReminders } from '@/features/recommendations/api/stop-reminders.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { LinkAction, LinkOutcome, useWayOn } from '@/routes/auth/-email-link.tsx';

export const Route = createFileRoute('/auth/stop-reminders')({
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token) ?? '' }),
  component: StopRemindersPage,
});

/**
 * The page the stop link of a recommendation reminder e-mail lands on. It shows what the link is
 * about and stops on a click, not on opening, so a mail scanner that follows the link stops nothing.
 */
function StopRemindersPage() {
  const { t, i18n } = useTranslation();
  const { token } = useSearch({ from: '/auth/stop-reminders' });
  usePageTitle(t('auth.stopReminders.title'));
  const valid = /^[A-Za-z0-9_-]{20,200}$/.test(token);
  const link = useReminderLink(token, { enabled: valid });
  const stop = useStopReminders(token);
  const wayOn = useWayOn(t('auth.stopReminders.toApp'));
  const stoppedAt = stop.data?.remindersStoppedAt ?? link.data?.remindersStoppedAt ?? null;
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  if (!valid || (link.error instanceof ApiError && link.error.status === 404)) {
    return (
      <LinkOutcome testId="stop-reminders-invalid" title={t('auth.stopReminders.invalidTitle')} wayOn={wayOn}>
        <Alert color="orange">{t('auth.stopReminders.invalid')}</Alert>
      </LinkOutcome>
    );
  }
  if (link.isPending) {
    return (
      <Center p="md">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (link.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(link.error, t)}
      </Alert>
    );
  const about = t('auth.stopReminders.about', {
    number: link.data.recommendation.uniqueId,
    place: link.data.recommendation.placeName,
    due: link.data.recommendation.dueDate,
  });
  if (stoppedAt) {
    return (
      <LinkOutcome testId="reminders-stopped" title={t('auth.stopReminders.doneTitle')} wayOn={wayOn}>
        <Text size="sm">{about}</Text>
        <Alert color="green" role="status">
          {t('auth.stopReminders.done', { at: when(stoppedAt) })}
        </Alert>
      </LinkOutcome>
    );
  }
  return (
    <LinkAction
      title={t('auth.stopReminders.title')}
      submitLabel={t('auth.stopReminders.submit')}
      testId="stop-reminders"
      error={stop.error}
      pending={stop.isPending}
      onSubmit={() => stop.mutate()}
    >
      <Text size="sm" fw={600}>
        {about}
      </Text>
      <Text size="sm" c="dimmed">
        {t('auth.stopReminders.intro')}
      </Text>
    </LinkAction>
  );
}
