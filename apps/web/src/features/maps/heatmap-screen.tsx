import { Center, Grid, Group, Loader, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { MAP_LIMITS } from '@trapline/contracts/maps';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DayInput } from '@/components/day-input.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { useHeatmap } from '@/shared/maps/api/get-heatmap.ts';
import { useMapImageUrl } from '@/shared/maps/api/get-map-image-url.ts';
import { useMaps } from '@/shared/maps/api/get-maps.ts';
import { GRADIENT } from './heat-layer.ts';
import { HeatMap, type HeatSpot } from './heat-map.tsx';
import { TitledCard } from '@/components/titled-card.tsx';

export interface HeatmapSearch {
  mapId?: number | undefined;
  pest?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The default period: the last 90 days up to today. */
export function defaultPeriod(now = new Date()) {
  const from = new Date(now);
  from.setDate(from.getDate() - MAP_LIMITS.heatmapDefaultDays);
  return { from: localDay(from), to: localDay(now) };
}

const TOP_DEVICES = 10;

/**
 * The heatmap screen (spec 2, section 2.12): one vertical tab per plan, a filter by pest and a
 * period; the heat of each placed device is its pest count against the place's busiest device.
 */
export function HeatmapScreen({ placeId, search, onSearch }: { placeId: string; search: HeatmapSearch; onSearch: (next: HeatmapSearch) => void }) {
  const { t } = useTranslation();
  const period = useMemo(() => defaultPeriod(), []);
  const from = search.from ?? period.from;
  const to = search.to ?? period.to;
  const maps = useMaps(placeId);
  const heat = useHeatmap(placeId, { from, to, deviceTypeObjectId: search.pest });
  const current = maps.data?.find((m) => m.id === search.mapId) ?? maps.data?.[0];
  const imageUrl = useMapImageUrl(placeId, current?.id);

  const devices = useMemo(() => (heat.data?.devices ?? []).filter((d) => d.mapId === current?.id).sort((a, b) => b.total - a.total), [heat.data, current]);
  const spots = useMemo<HeatSpot[]>(
    () => devices.map((d) => ({ x: d.mapX, y: d.mapY, intensity: d.totalPercentage / 100, title: `${d.uniqueId}: ${d.total}` })),
    [devices],
  );
  const total = devices.reduce((sum, d) => sum + d.total, 0);

  if (maps.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (maps.isError) return <Text c="red">{errorMessage(maps.error, t)}</Text>;

  return (
    <TitledCard title={t('maps.heatmapTitle')}>
      {maps.data.length === 0 ? (
        <Text c="dimmed" ta="center" p="xl" data-testid="maps-empty">
          {t('maps.noneForHeatmap')}
        </Text>
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Tabs orientation="vertical" value={String(current?.id)} onChange={(value) => onSearch({ ...search, mapId: value ? Number(value) : undefined })}>
              <Tabs.List w="100%" data-testid="heatmap-tabs">
                {maps.data.map((m) => (
                  <Tabs.Tab key={m.id} value={String(m.id)}>
                    {m.name}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            <Stack gap="sm">
              <Group align="flex-end">
                <Select
                  label={t('maps.pest')}
                  placeholder={t('maps.allPests')}
                  clearable
                  searchable
                  data={(heat.data?.deviceTypeObjects ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
                  value={search.pest ? String(search.pest) : null}
                  onChange={(value) => onSearch({ ...search, pest: value ? Number(value) : undefined })}
                  data-testid="heatmap-pest"
                  w={{ base: '100%', xs: 240 }}
                />
                <DayInput label={t('maps.from')} value={from} maxDate={to} onChange={(day) => onSearch({ ...search, from: day })} testId="heatmap-from" />
                <DayInput label={t('maps.to')} value={to} minDate={from} onChange={(day) => onSearch({ ...search, to: day })} testId="heatmap-to" />
                {heat.isFetching && <Loader size="sm" aria-label={t('app.loading')} />}
              </Group>
              {heat.isError && <Text c="red">{errorMessage(heat.error, t)}</Text>}
              {current && imageUrl.data ? (
                <HeatMap key={current.id} imageUrl={imageUrl.data} width={current.width} height={current.height} spots={spots} />
              ) : imageUrl.isError ? (
                <Text c="red">{errorMessage(imageUrl.error, t)}</Text>
              ) : (
                <Center h={300}>
                  <Loader aria-label={t('app.loading')} />
                </Center>
              )}
              {devices.length > 0 && <HeatScale busiest={devices[0]!.total} />}
              <Text size="sm" data-testid="heatmap-summary">
                {heat.data ? t('maps.heatSummary', { count: devices.length, total }) : ''}
              </Text>
              {devices.length > 0 && (
                <Table.ScrollContainer minWidth={420}>
                  <Table data-testid="heatmap-devices" striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('maps.device')}</Table.Th>
                        <Table.Th>{t('maps.deviceType')}</Table.Th>
                        <Table.Th ta="right">{t('maps.pestCount')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {devices.slice(0, TOP_DEVICES).map((d) => (
                        <Table.Tr key={d.uuid}>
                          <Table.Td>{d.uniqueId}</Table.Td>
                          <Table.Td>{d.deviceType.name}</Table.Td>
                          <Table.Td ta="right">{d.total}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </TitledCard>
  );
}

/** The colour scale under the heatmap: from a few pests to the count of the busiest device shown. */
function HeatScale({ busiest }: { busiest: number }) {
  const { t } = useTranslation();
  const stops = Object.entries(GRADIENT).map(([stop, color]) => `${color} ${Math.round(Number(stop) * 100)}%`);
  return (
    <Group gap="xs" wrap="nowrap" data-testid="heatmap-scale" role="img" aria-label={t('maps.heatScale', { count: busiest })}>
      <Text size="xs" c="dimmed">
        {t('maps.heatScaleLow')}
      </Text>
      <div
        style={{
          flex: 1,
          maxWidth: 320,
          height: 10,
          borderRadius: 5,
          background: `linear-gradient(90deg, transparent 0%, ${stops.join(', ')})`,
          border: '1px solid var(--mantine-color-gray-3)',
        }}
      />
      <Text size="xs" c="dimmed">
        {t('maps.heatScaleHigh', { count: busiest })}
      </Text>
    </Group>
  );
}
