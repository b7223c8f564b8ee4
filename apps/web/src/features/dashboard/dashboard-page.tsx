import { Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDashboard } from '@/features/dashboard/api/get-dashboard.ts';
import { PlacePanel, type PlaceWidgets } from './place-panel.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

/**
 * A count that opens the list it counts; `period` says what it counts over. The figure is in
 * `color`, or in `alertColor` while there is any (an alarm, an event today, an open recommendation).
 */
function Tile({
  label,
  value,
  color = 'dark',
  alertColor,
  detail,
  period,
  to,
  testId,
}: {
  label: string;
  value: number;
  color?: string;
  alertColor?: string;
  detail?: string;
  period: string;
  to: LinkProps['to'];
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" data-testid={testId} component={Link} to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="xs" c="dimmed" data-testid={`${testId}-period`}>
          {period}
        </Text>
      </Group>
      <Text fz={32} fw={700} c={alertColor && value > 0 ? alertColor : color}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

/** A count of what the company has at present (its users, clients, places), in plain colour. */
function CountNowTile(props: { label: string; value: number; to: LinkProps['to']; testId: string }) {
  const { t } = useTranslation();
  return <Tile {...props} period={t('dashboard.period.now')} />;
}

// The schedule and recommendation screens (spec 1, section 2.7).
const SCHEDULE = '/app/schedule' as LinkProps['to'];
const RECOMMENDATIONS = '/app/recommendations' as LinkProps['to'];

/**
 * The dashboard; the company and place routes preselect the data-for-place panel, the place route
 * with the other features' widgets of the place's data.
 */
export function DashboardPage({ companyId, placeId, widgets }: { companyId?: string; placeId?: string; widgets?: PlaceWidgets }) {
  const { t } = useTranslation();
  usePageTitle(t('dashboard.title'));
  const account = useAccount();
  const dashboard = useDashboard();
  const me = account.data;
  const d = dashboard.data;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {t('dashboard.title')}
        </Title>
        {me && (
          <Group gap="xs">
            <Text c="dimmed">{t('dashboard.welcome', { name: me.name })}</Text>
            <Text fw={600} data-testid="company-name">
              {me.company.name}
            </Text>
          </Group>
        )}
      </div>
      {!d ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={110} radius="lg" />
          ))}
        </SimpleGrid>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Tile
              testId="tile-alerts"
              label={t('dashboard.alerts')}
              value={d.electronicDevices.alertCount}
              color="green"
              alertColor="red"
              period={t('dashboard.period.now')}
              to="/app/lora/devices"
            />
            <Tile
              testId="tile-events"
              label={t('dashboard.todayEvents')}
              value={d.schedule.todayUpcomingEventsCount}
              alertColor="red"
              period={t('dashboard.period.today')}
              to={SCHEDULE}
            />
            <Tile
              testId="tile-recommendations"
              label={t('dashboard.recommendations')}
              value={d.recommendations.count}
              alertColor="violet"
              detail={t('dashboard.recommendationsPlaces', { count: d.recommendations.placesCount })}
              period={t('dashboard.period.open')}
              to={RECOMMENDATIONS}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {me?.type === 'COMPANY_ADMIN' && (
              <>
                <CountNowTile testId="tile-users" label={t('dashboard.users')} value={d.company.usersCount} to="/app/users" />
                <CountNowTile testId="tile-clients" label={t('dashboard.clients')} value={d.company.clientsCount} to="/app/companies" />
              </>
            )}
            <CountNowTile testId="tile-places" label={t('dashboard.places')} value={d.places.count} to="/app/places" />
          </SimpleGrid>
        </>
      )}
      {me && me.type !== 'CLIENT' && (
        <PlacePanel key={`${companyId ?? ''}/${placeId ?? ''}`} me={me} companyId={companyId} placeId={placeId} widgets={widgets} />
      )}
    </Stack>
  );
}
