import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, createFileRoute, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useReminderLink } from '@/features/recommendations/api/get-reminder-link.ts';
import { useStopReminders } from '@/features/recommendations/api/stop-reminders.ts';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { text } from '@/lib/search-params.ts';
import { session } from '@/lib/session.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

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
  const next = session.token() ? { to: '/app' as const, label: t('auth.stopReminders.toApp') } : { to: '/auth/login' as const, label: t('auth.backToLogin') };
  const stoppedAt = stop.data?.remindersStoppedAt ?? link.data?.remindersStoppedAt ?? null;
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  if (!valid || (link.error instanceof ApiError && link.error.status === 404)) {
    return (
      <Stack data-testid="stop-reminders-invalid">
        <Title order={1} size="h2">
          {t('auth.stopReminders.invalidTitle')}
        </Title>
        <Alert color="orange">{t('auth.stopReminders.invalid')}</Alert>
        <Button component={Link} to={next.to}>
          {next.label}
        </Button>
      </Stack>
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
      <Stack data-testid="reminders-stopped">
        <Title order={1} size="h2">
          {t('auth.stopReminders.doneTitle')}
        </Title>
        <Text size="sm">{about}</Text>
        <Alert color="green" role="status">
          {t('auth.stopReminders.done', { at: when(stoppedAt) })}
        </Alert>
        <Button component={Link} to={next.to}>
          {next.label}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('auth.stopReminders.title')}
      </Title>
      <Text size="sm" fw={600}>
        {about}
      </Text>
      <Text size="sm" c="dimmed">
        {t('auth.stopReminders.intro')}
      </Text>
      {stop.isError && (
        <Alert color="red" role="alert">
          {errorMessage(stop.error, t)}
        </Alert>
      )}
      <Button onClick={() => stop.mutate()} loading={stop.isPending} data-testid="stop-reminders">
        {t('auth.stopReminders.submit')}
      </Button>
    </Stack>
  );
}
