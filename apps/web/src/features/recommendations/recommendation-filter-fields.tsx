import { MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RECOMMENDATION_PRIORITIES, RECOMMENDATION_STATUSES } from '@trapline/contracts/recommendations';
import { useTranslation } from 'react-i18next';
import { localName } from '@/lib/local-name.ts';
import { placeDeviceTypesQuery } from '@/shared/devices/api/get-place-device-types.ts';
import { mapsQuery } from '@/shared/maps/api/get-maps.ts';
import { placeUsersQuery } from '@/shared/places/api/get-place-users.ts';
import { useCategoryOptions } from '@/features/recommendations/api/get-category-options.ts';
import type { RecommendationFilters } from '@/features/recommendations/api/get-recommendations.ts';
import { DayField } from '@/components/day-input.tsx';

const SORTS = ['createdAt', 'status', 'priority', 'dueDate'] as const;

/** The filters and the sort of a place's recommendations; `onChange` gets the fields changed. */
export function RecommendationFilterFields({
  placeId,
  filters,
  onChange: set,
}: {
  placeId: string;
  filters: RecommendationFilters;
  onChange: (next: Partial<RecommendationFilters>) => void;
}) {
  const { t, i18n } = useTranslation();
  const categories = useCategoryOptions();
  const maps = useQuery(mapsQuery(placeId));
  const types = useQuery(placeDeviceTypesQuery(placeId));
  const users = useQuery(placeUsersQuery(placeId));
  const userOptions = (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} ${u.surname}`.trim() || u.email }));
  const multi = (
    key: 'status' | 'priority' | 'categoryId' | 'mapId' | 'deviceTypeId' | 'authorId' | 'ownerId',
    label: string,
    data: Array<{ value: string; label: string }>,
  ) => <MultiSelect label={label} data={data} value={filters[key]} onChange={(v) => set({ [key]: v })} clearable searchable data-testid={`filter-${key}`} />;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      {multi(
        'status',
        t('recommendations.fields.status'),
        RECOMMENDATION_STATUSES.map((s) => ({ value: s, label: t(`recommendations.status.${s}`) })),
      )}
      {multi(
        'priority',
        t('recommendations.fields.priority'),
        RECOMMENDATION_PRIORITIES.map((p) => ({ value: p, label: t(`recommendations.priority.${p}`) })),
      )}
      {multi(
        'categoryId',
        t('recommendations.fields.category'),
        (categories.data ?? []).map((c) => ({ value: String(c.id), label: localName(c, i18n.language) })),
      )}
      {multi(
        'mapId',
        t('recommendations.fields.map'),
        (maps.data ?? []).map((m) => ({ value: String(m.id), label: m.name })),
      )}
      {multi(
        'deviceTypeId',
        t('recommendations.fields.deviceType'),
        (types.data ?? []).map((d) => ({ value: String(d.id), label: d.name })),
      )}
      {multi('authorId', t('recommendations.fields.author'), userOptions)}
      {multi('ownerId', t('recommendations.fields.owner'), userOptions)}
      <Select
        label={t('recommendations.sort')}
        allowDeselect={false}
        data={SORTS.flatMap((s) =>
          (['desc', 'asc'] as const).map((o) => ({ value: `${s}:${o}`, label: `${t(`recommendations.sorts.${s}`)} ${o === 'asc' ? '↑' : '↓'}` })),
        )}
        value={`${filters.sort}:${filters.order}`}
        onChange={(v) => {
          const [sort, order] = (v ?? 'createdAt:desc').split(':') as [RecommendationFilters['sort'], RecommendationFilters['order']];
          set({ sort, order });
        }}
        data-testid="sort"
      />
      <DayField
        label={t('recommendations.createdFrom')}
        value={filters.dateFrom}
        onChange={(dateFrom) => set({ dateFrom })}
        clearable
        testId="filter-date-from"
      />
      <DayField label={t('recommendations.createdTo')} value={filters.dateTo} onChange={(dateTo) => set({ dateTo })} clearable testId="filter-date-to" />
    </SimpleGrid>
  );
}
