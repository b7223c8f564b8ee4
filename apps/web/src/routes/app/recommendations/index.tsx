import { Anchor, Badge, Button, Pagination, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { placesQuery } from '@/shared/places/api/get-places.ts';
import { useRecommendationCount } from '@/features/recommendations/api/get-recommendation-count.ts';
import { pageNumber, text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ListTable } from '@/components/list-table.tsx';
import { ListPage } from '@/components/page-shell.tsx';

export const Route = createFileRoute('/app/recommendations/')({
  validateSearch: (search: Record<string, unknown>) => ({ search: text(search.search) ?? '', page: pageNumber(search.page) }),
  component: FacilitiesPage,
});

const PAGE_SIZE = 50;

/** Facilities with a name search and the count of open recommendations of each (spec 3, section 2.3). */
function FacilitiesPage() {
  const { t } = useTranslation();
  usePageTitle(t('recommendations.title'));
  const navigate = useNavigate({ from: '/app/recommendations/' });
  const { search, page } = useSearch({ from: '/app/recommendations/' });
  const [debounced] = useDebouncedValue(search, 300);
  const places = useQuery(placesQuery({ search: debounced, page, limit: PAGE_SIZE }));
  const counts = useRecommendationCount();
  const openOf = (placeId: number) => counts.data?.rows.find((r) => r.placeId === placeId)?.count ?? 0;
  const pages = Math.max(1, Math.ceil((places.data?.count ?? 0) / PAGE_SIZE));
  return (
    <ListPage
      title={t('recommendations.title')}
      actions={
        <Button variant="light" component={Link} to="/app/recommendations/statistics">
          {t('recommendations.statistics')}
        </Button>
      }
    >
      <TextInput
        label={t('recommendations.searchFacility')}
        value={search}
        onChange={(e) => void navigate({ search: { search: e.currentTarget.value, page: 1 }, replace: true })}
        data-testid="facility-search"
        maw={360}
      />
      <ListTable testId="facilities" minWidth={360} columns={[t('recommendations.facility'), t('recommendations.openCount')]}>
        {(places.data?.rows ?? []).map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td>
              <Anchor component={Link} to={`/app/recommendations/${p.uuid}`}>
                {p.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge color={openOf(p.id) > 0 ? 'violet' : 'gray'} variant="light">
                {openOf(p.id)}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {places.data?.count === 0 && <Text c="dimmed">{t('recommendations.noFacilities')}</Text>}
      {pages > 1 && <Pagination total={pages} value={page} onChange={(p) => void navigate({ search: (prev) => ({ ...prev, page: p }) })} />}
    </ListPage>
  );
}
