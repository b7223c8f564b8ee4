import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { ScheduleCalendar } from '@/features/schedule/components/schedule-calendar.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { TitledCard } from '@/components/titled-card.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/schedule')({ component: PlaceSchedulePage });

/** One place's schedule; a client user reads it (the API refuses its changes). */
function PlaceSchedulePage() {
  const { t } = useTranslation();
  usePageTitle(t('schedule.title'));
  const { placeId } = useParams({ from: '/app/places/edit/$placeId/schedule' });
  const { data: me } = useQuery(accountQuery);
  return (
    <TitledCard title={t('schedule.title')}>
      <ScheduleCalendar placeId={placeId} canPlan={me !== undefined && me.type !== 'CLIENT'} />
    </TitledCard>
  );
}
