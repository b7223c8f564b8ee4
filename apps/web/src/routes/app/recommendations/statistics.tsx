import { MultiSelect, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RECOMMENDATION_STATUSES } from '@trapline/contracts/recommendations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeDeviceTypesQuery } from '@/shared/devices/api/get-place-device-types.ts';
import { placesQuery } from '@/shared/places/api/get-places.ts';
import { useStatusCounts } from '@/features/recommendations/api/get-recommendations.ts';
import { StatusPie } from '@/features/recommendations/status-pie.tsx';
import { PageShell } from '@/components/page-shell.tsx';
import { DayField } from '@/components/day-input.tsx';

export const Route = createFileRoute('/app/recommendations/statistics')({ component: StatisticsPage });

/** Recommendations by status per chosen facility, filtered by device type and creation dates (spec 3, section 2.3). */
function StatisticsPage() {
  const { t } = useTranslation();
  const places = useQuery(placesQuery({}));
  const [chosen, setChosen] = useState<string[]>([]);
  const [deviceTypeId, setDeviceTypeId] = useState<string | null>(null);
  const [dateFrom, setDateFrom] = useState('');
  const [dateTo, setDateTo] = useState('');
  const types = useQuery({ ...placeDeviceTypesQuery(chosen[0] ?? ''), enabled: chosen.length > 0 });
  const counts = useStatusCounts(chosen, RECOMMENDATION_STATUSES, { deviceTypeId, dateFrom, dateTo });
  const nameOf = (uuid: string) => places.data?.rows.find((p) => p.uuid === uuid)?.name ?? uuid;
  const title = t('recommendations.statistics');
  return (
    <PageShell title={title} crumbs={[{ label: t('recommendations.title'), to: '/app/recommendations' }, { label: title }]}>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <MultiSelect
          label={t('recommendations.facility')}
          searchable
          data={(places.data?.rows ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
          value={chosen}
          onChange={setChosen}
          data-testid="stats-places"
        />
        <Select
          label={t('recommendations.fields.deviceType')}
          clearable
          data={(types.data ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
          value={deviceTypeId}
          onChange={setDeviceTypeId}
        />
        <DayField label={t('recommendations.createdFrom')} value={dateFrom} onChange={setDateFrom} clearable testId="stats-date-from" />
        <DayField label={t('recommendations.createdTo')} value={dateTo} onChange={setDateTo} clearable testId="stats-date-to" />
      </SimpleGrid>
      {chosen.length === 0 && <Text c="dimmed">{t('recommendations.chooseFacility')}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {chosen.map((placeId, i) => (
          <Stack key={placeId} gap="xs">
            <Title order={2} size="h5">
              {nameOf(placeId)}
            </Title>
            <StatusPie
              counts={Object.fromEntries(RECOMMENDATION_STATUSES.map((s, j) => [s, counts[i * RECOMMENDATION_STATUSES.length + j]?.data?.count ?? 0]))}
            />
          </Stack>
        ))}
      </SimpleGrid>
    </PageShell>
  );
}
