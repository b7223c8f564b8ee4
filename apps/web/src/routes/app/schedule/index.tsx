import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { CalendarFeedPanel } from '@/features/schedule/components/calendar-feed-panel.tsx';
import { ScheduleCalendar } from '@/features/schedule/components/schedule-calendar.tsx';
import { text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const Route = createFileRoute('/app/schedule/')({
  validateSearch: (search: Record<string, unknown>): { placeUuid?: string } => {
    const placeUuid = text(search.placeUuid);
    return placeUuid && UUID.test(placeUuid) ? { placeUuid } : {};
  },
  component: SchedulePage,
});

/** The schedule of every place the user sees, with a place filter kept in the address. */
function SchedulePage() {
  const { t } = useTranslation();
  usePageTitle(t('schedule.title'));
  const { placeUuid } = useSearch({ from: '/app/schedule/' });
  const navigate = useNavigate({ from: '/app/schedule/' });
  const { data: me } = useQuery(accountQuery);
  return (
    <Stack>
      <Title order={1} size="h3">
        {t('schedule.title')}
      </Title>
      <Paper withBorder radius="lg" p="lg">
        <ScheduleCalendar
          placeFilter={placeUuid}
          onPlaceFilter={(next) => void navigate({ search: next ? { placeUuid: next } : {} })}
          canPlan={me !== undefined && me.type !== 'CLIENT'}
        />
      </Paper>
      <CalendarFeedPanel />
    </Stack>
  );
}
