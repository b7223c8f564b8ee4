import { Group, Loader, Pagination, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useCompanyZones } from '@/shared/companies/api/get-company-zones.ts';
import { usePlaces } from '@/shared/places/api/get-places.ts';
import { companyShortListQuery, groupedCompanies } from '@/shared/companies/api/get-company-short-list.ts';
import { isRestricted } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { pageNumber, text } from '@/lib/search-params.ts';
import { ListPage } from '@/components/page-shell.tsx';
import { ListTable, headings } from '@/components/list-table.tsx';
import { PlaceRow } from '@/routes/app/places/-place-row.tsx';

export const Route = createFileRoute('/app/places/')({
  validateSearch: (search: Record<string, unknown>) => ({
    company: text(search.company),
    zone: text(search.zone),
    search: text(search.search) ?? '',
    page: pageNumber(search.page),
  }),
  component: PlacesPage,
});

const PAGE_SIZE = 50;
/** The company filter's "all companies" value; the last choice is remembered in this browser. */
const ALL = 'all';
const REMEMBERED = 'trapline.places.company';
const remembered = () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(REMEMBERED));

function PlacesPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.places'));
  const navigate = useNavigate({ from: '/app/places/' });
  const { company, zone, search, page } = useSearch({ from: '/app/places/' });
  const [debounced] = useDebouncedValue(search, 300);
  const { data: me } = useAccount();
  const companies = useQuery(companyShortListQuery);
  // All the caller's companies at first, or the company last chosen here (docs/decisions.md).
  const known = (uuid: string | null | undefined) => (uuid && companies.data?.some((c) => c.uuid === uuid) ? uuid : undefined);
  const choice = company ?? (companies.data ? (known(remembered()) ?? ALL) : undefined);
  const companyUuid = choice === ALL ? undefined : choice;
  const zones = useCompanyZones(companyUuid);
  const places = usePlaces({ companyId: companyUuid, companyZoneUuid: zone, search: debounced, page, limit: PAGE_SIZE }, { enabled: Boolean(choice) });
  const pages = Math.max(1, Math.ceil((places.data?.count ?? 0) / PAGE_SIZE));
  const setSearch = (next: { company?: string | undefined; zone?: string | undefined; search?: string; page?: number }) =>
    void navigate({ search: (prev) => ({ ...prev, page: 1, ...next }), replace: true });
  const chooseCompany = (value: string | null) => {
    localStorage.setItem(REMEMBERED, value ?? ALL);
    setSearch({ company: value ?? ALL, zone: undefined });
  };

  return (
    <ListPage
      title={t('nav.places')}
      busy={places.isFetching}
      add={!isRestricted(me?.type) && { to: '/app/places/create', label: t('places.add'), testId: 'add-place' }}
    >
      <Group align="flex-end">
        <Select
          label={t('places.company')}
          data={[{ group: t('places.allCompaniesGroup'), items: [{ value: ALL, label: t('places.allCompanies') }] }, ...groupedCompanies(companies.data ?? [])]}
          value={choice ?? null}
          onChange={chooseCompany}
          searchable
          allowDeselect={false}
          w={{ base: '100%', xs: 280 }}
          data-testid="places-company"
        />
        {/* Zones belong to one company: the filter appears once a company is chosen. */}
        {companyUuid && (
          <Select
            label={t('places.zone')}
            data={(zones.data ?? []).map((z) => ({ value: z.uuid, label: z.name }))}
            value={zone ?? null}
            onChange={(value) => setSearch({ zone: value ?? undefined })}
            clearable
            w={{ base: '100%', xs: 220 }}
          />
        )}
        <TextInput
          label={t('places.search')}
          value={search}
          onChange={(event) => setSearch({ search: event.currentTarget.value })}
          w={{ base: '100%', xs: 260 }}
          data-testid="places-search"
        />
      </Group>
      {places.data ? (
        <ListTable
          testId="places-table"
          minWidth={560}
          columns={[...headings(t, 'places', ['name', 'address', 'company']), { label: t('places.devicesCount'), ta: 'right' }]}
          empty={t('common.noData')}
        >
          {places.data.rows.map((place) => (
            <PlaceRow key={place.uuid} place={place}>
              <Table.Td>{place.address}</Table.Td>
              <Table.Td>{place.company.name}</Table.Td>
            </PlaceRow>
          ))}
        </ListTable>
      ) : (
        <Loader aria-label={t('app.loading')} />
      )}
      {pages > 1 && (
        <Pagination total={pages} value={Math.min(page, pages)} onChange={(next) => setSearch({ page: next, search })} data-testid="places-pages" />
      )}
    </ListPage>
  );
}
