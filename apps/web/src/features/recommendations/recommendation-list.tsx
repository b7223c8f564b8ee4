import { Anchor, Breadcrumbs, Button, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OPEN_STATUSES } from '@trapline/contracts/recommendations';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { PAGE_SIZE, useRecommendations, type RecommendationFilters } from '@/features/recommendations/api/get-recommendations.ts';
import { RecommendationCsvModal } from '@/features/recommendations/recommendation-csv-modal.tsx';
import { RecommendationFilterFields } from '@/features/recommendations/recommendation-filter-fields.tsx';
import { RecommendationPlanModal } from '@/features/recommendations/recommendation-plan-modal.tsx';
import { RecommendationsTable } from '@/features/recommendations/recommendations-table.tsx';
import { isClient } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ListHeader } from '@/components/page-shell.tsx';

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

/** A place's recommendations (spec 3, section 2.3): filters, sorts, pages, CSV and the plan. */
export function RecommendationList({ placeId, placeName }: { placeId: string; placeName: string | undefined }) {
  const { t } = useTranslation();
  const { data: me } = useQuery(accountQuery);
  usePageTitle(placeName ? `${t('recommendations.title')}: ${placeName}` : t('recommendations.title'));
  const [filters, setFilters] = useState<RecommendationFilters>(INITIAL);
  const list = useRecommendations(placeId, filters);
  const [csvOpen, setCsvOpen] = useState(false);
  const [planOpen, setPlanOpen] = useState(false);
  const set = (next: Partial<RecommendationFilters>) => setFilters((prev) => ({ ...prev, page: 1, ...next }));
  const pages = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/recommendations">
            {t('recommendations.title')}
          </Anchor>
          <span>{placeName ?? '…'}</span>
        </Breadcrumbs>
        <ListHeader title={placeName ?? t('recommendations.title')} busy={list.isFetching}>
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
        <RecommendationFilterFields placeId={placeId} filters={filters} onChange={set} />
        <RecommendationsTable placeId={placeId} rows={list.data?.rows ?? []} />
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
      <RecommendationCsvModal opened={csvOpen} onClose={() => setCsvOpen(false)} placeId={placeId} />
      {planOpen && <RecommendationPlanModal placeId={placeId} onClose={() => setPlanOpen(false)} />}
    </Paper>
  );
}
