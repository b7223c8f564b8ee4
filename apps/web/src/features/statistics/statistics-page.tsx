import { BarChart } from '@mantine/charts';
import { Alert, Button, Group, MultiSelect, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticsResponse, StatisticsSeries } from '@trapline/contracts/statistics';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { devicesQuery } from '@/shared/devices/api/get-devices.ts';
import { placeDeviceTypesQuery } from '@/shared/devices/api/get-place-device-types.ts';
import { placeZonesQuery } from '@/shared/places/api/get-place-zones.ts';
import { useStatistics } from '@/features/statistics/api/get-statistics.ts';
import { currentMonth } from '@/features/statistics/dates.ts';
import { axisTicks } from '@/features/statistics/axis-ticks.ts';
import { DayField } from '@/components/day-input.tsx';
import { StatisticsPlaceSelect } from './place-select.tsx';

type Breakdown = 'place' | 'zone' | 'deviceType' | 'device';

/** The chart rows of one series: every day of the range, with its sums. */
function chartRows(days: string[], series: StatisticsSeries | undefined) {
  const byDay = new Map(series?.dates.map((d) => [d.date, d]) ?? []);
  const sum = (items: Array<{ amount: number }>) => Math.round(items.reduce((s, i) => s + i.amount, 0) * 100) / 100;
  return days.map((date) => {
    const day = byDay.get(date);
    return {
      date: date.slice(5),
      objects: day ? sum(day.objects.filter((o) => !o.isDangerous)) : 0,
      dangerous: day ? sum(day.objects.filter((o) => o.isDangerous)) : 0,
      actions: day ? sum(day.actions) : 0,
      observations: day ? sum(day.observations) : 0,
    };
  });
}

function seriesOf(data: StatisticsResponse, breakdown: Breakdown): StatisticsSeries[] {
  if (breakdown === 'place') return [data.byPlace];
  if (breakdown === 'zone') return data.byZone;
  if (breakdown === 'deviceType') return data.byDeviceType;
  return data.byDevice;
}

/** What the address keeps of the screen: the place and range asked for, and the filters. */
export interface StatisticsSearch {
  place?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  zones?: number[] | undefined;
  types?: number[] | undefined;
  devices?: number[] | undefined;
}

/** Devices offered in the device filter at once; the search narrows the rest. */
const DEVICE_OPTIONS_SHOWN = 100;

/**
 * /app/statistics/: a facility and a range, then charts by place, zone, device type and device
 * (spec 3, section 2.4), narrowed by zones, device types and devices. The place, the range and
 * the filters live in the address, so a view can be reloaded and shared.
 */
export function StatisticsPage({ search: address, onSearch }: { search: StatisticsSearch; onSearch: (next: StatisticsSearch) => void }) {
  const { t } = useTranslation();
  usePageTitle(t('statistics.title'));
  const [form, setForm] = useState({
    placeId: address.place ?? (null as string | null),
    ...currentMonth(),
    ...(address.from ? { from: address.from } : {}),
    ...(address.to ? { to: address.to } : {}),
  });
  const asked = address.place && address.from && address.to ? { placeId: address.place, from: address.from, to: address.to } : null;
  const filters = { zones: address.zones ?? [], types: address.types ?? [], devices: address.devices ?? [] };
  const [missingPlace, setMissingPlace] = useState(false);
  const [breakdown, setBreakdown] = useState<Breakdown>('place');
  const [seriesKey, setSeriesKey] = useState<string | null>(null);
  const [step, setStep] = useState<'1' | '10'>('1');
  const statistics = useStatistics(asked?.placeId ?? '', asked?.from ?? '', asked?.to ?? '', filters, { enabled: asked !== null });
  const zones = useQuery({ ...placeZonesQuery(asked?.placeId ?? ''), enabled: asked !== null });
  const types = useQuery({ ...placeDeviceTypesQuery(asked?.placeId ?? ''), enabled: asked !== null });
  const devices = useQuery({ ...devicesQuery(asked?.placeId ?? '', undefined), enabled: asked !== null });
  const setFilter = (key: 'zones' | 'types' | 'devices', values: string[]) => {
    setSeriesKey(null);
    const list = values.map(Number);
    onSearch({ ...address, [key]: list.length ? list : undefined });
  };

  const all = useMemo(() => (statistics.data ? seriesOf(statistics.data, breakdown) : []), [statistics.data, breakdown]);
  const label = (s: StatisticsSeries) =>
    breakdown === 'device' ? `${(s as StatisticsResponse['byDevice'][number]).uniqueId}${s.name ? ` – ${s.name}` : ''}` : (s.name ?? t('statistics.noZone'));
  const selected = all.find((s) => String(s.id) === seriesKey) ?? all[0];
  const rows = statistics.data ? chartRows(statistics.data.days, selected) : [];
  const max = Math.max(0, ...rows.map((r) => Math.max(r.objects + r.dangerous, r.actions, r.observations)));
  const ticks = axisTicks(max, Number(step));

  const search = () => {
    if (!form.placeId) {
      setMissingPlace(true);
      return;
    }
    setMissingPlace(false);
    setSeriesKey(null);
    // Another place has other zones, types and devices: its filters start empty.
    const samePlace = form.placeId === address.place;
    if (samePlace && form.from === address.from && form.to === address.to) {
      void statistics.refetch();
      return;
    }
    onSearch({
      place: form.placeId,
      from: form.from,
      to: form.to,
      ...(samePlace ? { zones: address.zones, types: address.types, devices: address.devices } : {}),
    });
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('statistics.title')}
      </Title>
      <Paper withBorder p="md">
        <Group align="flex-end">
          <StatisticsPlaceSelect
            value={form.placeId}
            onChange={(placeId) => setForm({ ...form, placeId })}
            missing={missingPlace}
            w={{ base: '100%', xs: 280 }}
            testId="statistics-place"
          />
          <DayField label={t('statistics.from')} value={form.from} onChange={(from) => setForm({ ...form, from })} required testId="statistics-from" />
          <DayField label={t('statistics.to')} value={form.to} onChange={(to) => setForm({ ...form, to })} required testId="statistics-to" />
          <Button onClick={search} loading={statistics.isFetching} disabled={!form.from || !form.to} data-testid="statistics-search">
            {t('statistics.search')}
          </Button>
        </Group>
      </Paper>
      {asked && (
        <Paper withBorder p="md">
          <Group align="flex-end" data-testid="statistics-filters">
            <IdFilter
              kind="zones"
              ids={filters.zones}
              options={(zones.data ?? []).map((z) => ({ value: String(z.id), label: z.name }))}
              onChange={(values) => setFilter('zones', values)}
            />
            <IdFilter
              kind="types"
              ids={filters.types}
              options={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
              onChange={(values) => setFilter('types', values)}
            />
            <IdFilter
              kind="devices"
              ids={filters.devices}
              options={(devices.data?.rows ?? []).map((d) => ({ value: String(d.id), label: d.name ? `${d.uniqueId} – ${d.name}` : d.uniqueId }))}
              onChange={(values) => setFilter('devices', values)}
            />
          </Group>
        </Paper>
      )}
      {statistics.isError && (
        <Alert color="red" role="alert" data-testid="statistics-error">
          {errorMessage(statistics.error, t)}
        </Alert>
      )}
      {statistics.data && (
        <Paper withBorder p="md">
          <Stack>
            <Group justify="space-between">
              <SegmentedControl
                value={breakdown}
                onChange={(value) => {
                  setBreakdown(value as Breakdown);
                  setSeriesKey(null);
                }}
                data={(['place', 'zone', 'deviceType', 'device'] as const).map((value) => ({ value, label: t(`statistics.by.${value}`) }))}
                data-testid="statistics-breakdown"
              />
              <Group gap="xs">
                <Text size="sm">{t('statistics.step')}</Text>
                <SegmentedControl size="xs" value={step} onChange={(value) => setStep(value as '1' | '10')} data={['1', '10']} data-testid="statistics-step" />
              </Group>
            </Group>
            {breakdown !== 'place' && (
              <Select
                label={t(`statistics.by.${breakdown}`)}
                data={all.map((s) => ({ value: String(s.id), label: label(s) }))}
                value={selected ? String(selected.id) : null}
                onChange={setSeriesKey}
                nothingFoundMessage={t('statistics.empty')}
                data-testid="statistics-series"
                w={{ base: '100%', xs: 320 }}
              />
            )}
            {selected ? (
              <>
                <Group gap="lg" data-testid="statistics-totals">
                  <Text size="sm">
                    {t('statistics.series.objects')}: <b>{selected.data.objects}</b>
                  </Text>
                  <Text size="sm">
                    {t('statistics.series.dangerous')}: <b>{selected.data.dangerousObjects}</b>
                  </Text>
                  <Text size="sm">
                    {t('statistics.series.actions')}: <b>{selected.data.actions}</b>
                  </Text>
                  <Text size="sm">
                    {t('statistics.series.observations')}: <b>{selected.data.observations}</b>
                  </Text>
                </Group>
                <div data-testid="statistics-chart">
                  <BarChart
                    h={320}
                    data={rows}
                    dataKey="date"
                    // Pests and dangerous pests stack in one bar, actions and observations stand
                    // beside it (each series' stackId): the chart's "stacked" type would pile all four.
                    withLegend
                    yAxisProps={{ ticks, domain: [0, ticks.at(-1)!], allowDecimals: false, interval: 'preserveStart' }}
                    series={[
                      { name: 'objects', label: t('statistics.series.objects'), color: 'orange.6', stackId: 'objects' },
                      { name: 'dangerous', label: t('statistics.series.dangerous'), color: 'red.7', stackId: 'objects' },
                      { name: 'actions', label: t('statistics.series.actions'), color: 'blue.6', stackId: 'actions' },
                      { name: 'observations', label: t('statistics.series.observations'), color: 'teal.6', stackId: 'observations' },
                    ]}
                  />
                </div>
                {breakdown === 'device' && selected.dates.length === 0 && selected.data.objects + selected.data.actions + selected.data.observations > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('statistics.totalsOnly')}
                  </Text>
                )}
              </>
            ) : (
              <Text c="dimmed" data-testid="statistics-empty">
                {t('statistics.empty')}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** One of the zone, device-type and device filters: empty means all; devices list the first DEVICE_OPTIONS_SHOWN matches. */
function IdFilter({
  kind,
  ids,
  options,
  onChange,
}: {
  kind: 'zones' | 'types' | 'devices';
  ids: number[];
  options: Array<{ value: string; label: string }>;
  onChange: (values: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <MultiSelect
      label={t(`statistics.filters.${kind}`)}
      placeholder={ids.length ? undefined : t('statistics.filters.all')}
      data={options}
      value={ids.map(String)}
      onChange={onChange}
      searchable
      clearable
      {...(kind === 'devices' ? { limit: DEVICE_OPTIONS_SHOWN } : {})}
      nothingFoundMessage={t('statistics.filters.nothing')}
      data-testid={`statistics-filter-${kind}`}
      w={kind === 'devices' ? 320 : 260}
    />
  );
}
