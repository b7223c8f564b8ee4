import { Alert, Button, CopyButton, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { HeadingWithHint } from '@/components/heading-with-hint.tsx';
import { useCalendarFeed } from '@/features/schedule/api/get-calendar-feed.ts';
import { useRegenerateCalendarFeed } from '@/features/schedule/api/regenerate-calendar-feed.ts';

/**
 * The user's secret calendar address (iCalendar) for calendar programs: copy it, or replace it
 * when it reached someone it should not have (the old one stops working at once).
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const feed = useCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCalendarFeed({ onSuccess: () => setConfirming(false) });
  const url = feed.data?.calendarFeed.url ?? null;

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="calendar-feed">
      <Stack gap="sm">
        <HeadingWithHint order={2} size="h5" hint={t('schedule.feed.intro')}>
          {t('schedule.feed.title')}
        </HeadingWithHint>
        {feed.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
        {feed.isError && (
          <Alert color="red" role="alert">
            {errorMessage(feed.error, t)}
          </Alert>
        )}
        {regenerate.isError && (
          <Alert color="red" role="alert">
            {errorMessage(regenerate.error, t)}
          </Alert>
        )}
        {feed.isSuccess && url === null && (
          <Group>
            <Button onClick={() => regenerate.mutate()} loading={regenerate.isPending} data-testid="calendar-feed-create">
              {t('schedule.feed.create')}
            </Button>
          </Group>
        )}
        {url !== null && (
          <>
            <TextInput
              label={t('schedule.feed.address')}
              value={url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              data-testid="calendar-feed-url"
            />
            <Group gap="sm">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button variant={copied ? 'light' : 'filled'} color={copied ? 'green' : undefined} onClick={copy} data-testid="calendar-feed-copy">
                    {copied ? t('schedule.feed.copied') : t('schedule.feed.copy')}
                  </Button>
                )}
              </CopyButton>
              {confirming ? (
                <>
                  <Text size="sm">{t('schedule.feed.regenerateConfirm')}</Text>
                  <Button
                    color="red"
                    variant="light"
                    onClick={() => regenerate.mutate()}
                    loading={regenerate.isPending}
                    data-testid="calendar-feed-regenerate-confirm"
                  >
                    {t('schedule.feed.regenerate')}
                  </Button>
                  <Button variant="subtle" onClick={() => setConfirming(false)}>
                    {t('schedule.feed.keep')}
                  </Button>
                </>
              ) : (
                <Button variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="calendar-feed-regenerate">
                  {t('schedule.feed.regenerate')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
