import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Modal,
  MultiSelect,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { OPEN_STATUSES, RECOMMENDATION_PRIORITIES, RECOMMENDATION_STATUSES } from '@trapline/contracts/recommendations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { localName } from '@/lib/local-name.ts';
import { placeDeviceTypesQuery } from '@/shared/devices/api/get-place-device-types.ts';
import { mapsQuery } from '@/shared/maps/api/get-maps.ts';
import { placeQuery } from '@/features/places/api/get-place.ts';
import { placeUsersQuery } from '@/shared/places/api/get-place-users.ts';
import { downloadCsv } from '@/features/recommendations/api/download-csv.ts';
import { useCategoryOptions } from '@/features/recommendations/api/get-category-options.ts';
import { PAGE_SIZE, usePlacedRecommendations, useRecommendations, type RecommendationFilters } from '@/features/recommendations/api/get-recommendations.ts';
import { STATUS_COLORS } from '@/features/recommendations/colors.ts';
import { PriorityBadge, StatusBadge, useLabels } from '@/features/recommendations/labels.tsx';
import { PlanImage } from '@/features/recommendations/plan-image.tsx';
import { StatusPie, countByStatus } from '@/features/recommendations/status-pie.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { isClient } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ListHeader } from '@/components/page-shell.tsx';
import { ListTable, headings } from '@/components/list-table.tsx';
import { DayField } from '@/components/day-input.tsx';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/recommendations/$placeId/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(placeQuery(params.placeId)),
  pendingComponent: RoutePending,
  component: RecommendationListPage,
});

const INITIAL: RecommendationFilters = {
  status: [...OPEN_STATUSES],
  priority: [],
  categoryId: [],
  mapId: [],
  deviceTypeId: [],
  authorId: [],
  ownerId: [],
  dateFrom: '',
  dateTo: '',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
};
const SORTS = ['createdAt', 'status', 'priority', 'dueDate'] as const;

/** A place's recommendations (spec 3, section 2.3): filters, sorts, pages, CSV and the plan. */
function RecommendationListPage() {
  const { t, i18n } = useTranslation();
  const { placeId } = useParams({ from: '/app/recommendations/$placeId/' });
  const navigate = useNavigate();
  const { data: me } = useQuery(accountQuery);
  const place = useQuery(placeQuery(placeId));
  usePageTitle(place.data ? `${t('recommendations.title')}: ${place.data.name}` : t('recommendations.title'));
  const [filters, setFilters] = useState<RecommendationFilters>(INITIAL);
  const list = useRecommendations(placeId, filters);
  const categories = useCategoryOptions();
  const maps = useQuery(mapsQuery(placeId));
  const types = useQuery(placeDeviceTypesQuery(placeId));
  const users = useQuery(placeUsersQuery(placeId));
  const labels = useLabels();
  const [csvOpen, setCsvOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const set = (next: Partial<RecommendationFilters>) => setFilters((prev) => ({ ...prev, page: 1, ...next }));
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  const userOptions = (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} ${u.surname}`.trim() || u.email }));
  const multi = (
    key: 'status' | 'priority' | 'categoryId' | 'mapId' | 'deviceTypeId' | 'authorId' | 'ownerId',
    label: string,
    data: Array<{ value: string; label: string }>,
  ) => <MultiSelect label={label} data={data} value={filters[key]} onChange={(v) => set({ [key]: v })} clearable searchable data-testid={`filter-${key}`} />;

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/recommendations">
            {t('recommendations.title')}
          </Anchor>
          <span>{place.data?.name ?? '…'}</span>
        </Breadcrumbs>
        <ListHeader title={place.data?.name ?? t('recommendations.title')} busy={list.isFetching}>
          <Group>
            <Button variant="light" onClick={() => setPlanOpen(true)} data-testid="open-plan">
              {t('recommendations.planButton')}
            </Button>
            <Button variant="light" onClick={() => setCsvOpen(true)} data-testid="open-csv">
              {t('recommendations.csv')}
            </Button>
            {!isClient(me?.type) && (
              <Button component={Link} to={`/app/recommendations/${placeId}/create`} data-testid="add-recommendation">
                {t('recommendations.add')}
              </Button>
            )}
          </Group>
        </ListHeader>

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

        <ListTable
          testId="recommendations"
          minWidth={900}
          columns={headings(t, 'recommendations.fields', [
            'number',
            'recommendation',
            'priority',
            'status',
            'dueDate',
            'owner',
            'location',
            'deviceType',
            'device',
            'createdAt',
          ])}
        >
          {(list.data?.rows ?? []).map((r) => (
            <Table.Tr
              key={r.id}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate({ to: '/app/recommendations/$placeId/details/$id', params: { placeId, id: String(r.id) } })}
              data-testid="recommendation-row"
            >
              <Table.Td>{r.uniqueId}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {r.isMoreDataNeeded && (
                    <Tooltip label={t('recommendations.fields.isMoreDataNeeded')}>
                      <Text c="red" fw={700} aria-label={t('recommendations.fields.isMoreDataNeeded')} data-testid="more-data-icon">
                        ⚠
                      </Text>
                    </Tooltip>
                  )}
                  {r.comment && (
                    <Tooltip label={r.comment} multiline maw={320}>
                      <Text c="blue" aria-label={t('recommendations.fields.comment')} data-testid="comment-icon">
                        ⓘ
                      </Text>
                    </Tooltip>
                  )}
                  <Text size="sm" lineClamp={2}>
                    {r.recommendation}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <PriorityBadge priority={r.priority} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={r.status} />
              </Table.Td>
              <Table.Td>{r.dueDate}</Table.Td>
              <Table.Td>{labels.owner(r)}</Table.Td>
              <Table.Td>{labels.location(r)}</Table.Td>
              <Table.Td>{labels.deviceType(r)}</Table.Td>
              <Table.Td>{labels.device(r)}</Table.Td>
              <Table.Td>{new Date(r.createdAt).toLocaleDateString(i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
        {list.data?.count === 0 && (
          <Text c="dimmed" data-testid="no-recommendations">
            {t('recommendations.none')}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('recommendations.total', { count: list.data?.count ?? 0 })}
          </Text>
          {pages > 1 && <Pagination total={pages} value={filters.page} onChange={(page) => setFilters((prev) => ({ ...prev, page }))} />}
        </Group>
      </Stack>
      <CsvModal opened={csvOpen} onClose={() => setCsvOpen(false)} placeId={placeId} />
      {planOpen && <PlanModal placeId={placeId} onClose={() => setPlanOpen(false)} />}
    </Paper>
  );
}

/** The CSV export of a creation-date range; the download is disabled until both dates are chosen. */
function CsvModal({ opened, onClose, placeId }: { opened: boolean; onClose: () => void; placeId: string }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={onClose} title={t('recommendations.csv')}>
      <Stack>
        <DayField label={t('recommendations.createdFrom')} value={from} onChange={setFrom} testId="csv-from" />
        <DayField label={t('recommendations.createdTo')} value={to} onChange={setTo} testId="csv-to" />
        <Button
          disabled={!from || !to}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            try {
              await downloadCsv(placeId, from, to);
              onClose();
            } catch (error) {
              notifications.show({ color: 'red', message: errorMessage(error, t) });
            } finally {
              setBusy(false);
            }
          }}
          data-testid="csv-download"
        >
          {t('recommendations.download')}
        </Button>
      </Stack>
    </Modal>
  );
}

/** The facility plans with a marker per placed recommendation, coloured by status, and the status pie. */
function PlanModal({ placeId, onClose }: { placeId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const maps = useQuery(mapsQuery(placeId));
  const placed = usePlacedRecommendations(placeId);
  const rows = placed.data?.rows ?? [];
  return (
    <Modal opened onClose={onClose} title={t('recommendations.planButton')} size="xl">
      <Stack>
        <StatusPie counts={countByStatus(rows)} testId="status-pie" />
        {maps.data && maps.data.length === 0 && <Text c="dimmed">{t('recommendations.noPlans')}</Text>}
        {maps.data && maps.data.length > 0 && (
          <Tabs defaultValue={String(maps.data[0]!.id)}>
            <Tabs.List>
              {maps.data.map((m) => (
                <Tabs.Tab key={m.id} value={String(m.id)}>
                  {m.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {maps.data.map((m) => (
              <Tabs.Panel key={m.id} value={String(m.id)} pt="sm">
                <PlanImage
                  placeId={placeId}
                  mapId={m.id}
                  width={m.width}
                  height={m.height}
                  testId="plan-view"
                  markers={rows
                    .filter((r) => r.mapId === m.id && r.mapX !== null && r.mapY !== null)
                    .map((r) => ({
                      key: r.id,
                      x: r.mapX!,
                      y: r.mapY!,
                      color: STATUS_COLORS[r.status],
                      label: `${r.uniqueId}. ${r.recommendation}`,
                      onClick: () => void navigate({ to: '/app/recommendations/$placeId/details/$id', params: { placeId, id: String(r.id) } }),
                    }))}
                />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Modal>
  );
}
