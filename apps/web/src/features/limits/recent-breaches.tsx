import { Badge, Center, Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LimitBreach } from '@trapline/contracts/limits';
import { BREACH_DAYS, useBreaches } from '@/shared/limits/api/get-breaches.ts';

/** What a breach was about: the pest or observation, else the kind of sum. */
function subjectOf(b: LimitBreach, t: (key: string) => string) {
  return b.subject ?? t(`limits.breaches.rule.${b.rule}`);
}

/** A badge with the number of breaches of the last days (red when there are some). */
export function BreachBadge({ placeId, deviceUuid }: { placeId: string; deviceUuid?: string }) {
  const { t } = useTranslation();
  const breaches = useBreaches(placeId, deviceUuid);
  if (!breaches.data) return null;
  const count = breaches.data.count;
  return (
    <Badge color={count ? 'red' : 'gray'} variant={count ? 'filled' : 'light'} data-testid="breach-badge">
      {t('limits.breaches.badge', { count, days: BREACH_DAYS })}
    </Badge>
  );
}

/** The recent breaches of a place or of one of its devices, newest first. */
export function RecentBreaches({ placeId, deviceUuid }: { placeId: string; deviceUuid?: string }) {
  const { t, i18n } = useTranslation();
  const breaches = useBreaches(placeId, deviceUuid);
  if (breaches.isPending)
    return (
      <Center p="md">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  if (!breaches.data) return null;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const unit = (b: LimitBreach) => (b.rule === 'OBSERVATION' ? ' %' : '');
  return (
    <Stack gap="xs" data-testid="recent-breaches">
      <Text fw={600} size="sm">
        {t('limits.breaches.title', { days: BREACH_DAYS })}
      </Text>
      {breaches.data.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('limits.breaches.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('limits.breaches.when')}</Table.Th>
                {!deviceUuid && <Table.Th>{t('limits.breaches.device')}</Table.Th>}
                <Table.Th>{t('limits.breaches.limit')}</Table.Th>
                <Table.Th>{t('limits.breaches.pest')}</Table.Th>
                <Table.Th>{t('limits.breaches.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breaches.data.rows.map((b) => (
                <Table.Tr key={b.uuid} data-testid="breach-row">
                  <Table.Td>{when.format(new Date(b.breachedAt))}</Table.Td>
                  {!deviceUuid && <Table.Td>{b.device?.uniqueId ?? t('limits.breaches.wholeGroup')}</Table.Td>}
                  <Table.Td>{b.limitName}</Table.Td>
                  <Table.Td>{subjectOf(b, t)}</Table.Td>
                  <Table.Td>{`${number.format(b.measured)}${unit(b)} / ${number.format(b.threshold)}${unit(b)}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {breaches.data.count > breaches.data.rows.length && (
        <Text size="xs" c="dimmed">
          {t('limits.breaches.more', { count: breaches.data.count - breaches.data.rows.length })}
        </Text>
      )}
    </Stack>
  );
}
