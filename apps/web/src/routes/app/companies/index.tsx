import { Loader, Paper, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useCompanies } from '@/features/companies/api/get-companies.ts';
import { CompaniesTable } from '@/features/companies/companies-table.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { pageNumber, text } from '@/lib/search-params.ts';
import { Pager } from '@/components/list-table.tsx';
import { ListHeader } from '@/components/page-shell.tsx';
import { SearchableListHead } from '@/routes/app/-searchable-list.tsx';

const PAGE_SIZE = 50;

export const Route = createFileRoute('/app/companies/')({
  validateSearch: (search: Record<string, unknown>) => ({ search: text(search.search) ?? '', page: pageNumber(search.page) }),
  component: CompaniesPage,
});

function CompaniesPage() {
  const { t } = useTranslation();
  const { data: me } = useAccount();
  // The companies area is the super admin's and the company admin's; others get nothing.
  if (me?.type === 'ADMIN') return <AllCompanies />;
  if (me?.type === 'COMPANY_ADMIN') return <MyCompany title={t('nav.myCompany')} />;
  return null;
}

function AllCompanies() {
  const { t } = useTranslation();
  usePageTitle(t('nav.companies'));
  const navigate = useNavigate({ from: '/app/companies/' });
  const { search, page } = useSearch({ from: '/app/companies/' });
  const [debounced] = useDebouncedValue(search, 300);
  const { data, isFetching } = useCompanies(debounced, page, PAGE_SIZE);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <SearchableListHead
          title={t('nav.companies')}
          busy={isFetching}
          add={{ to: '/app/companies/create', label: t('companies.add'), testId: 'add-company' }}
          search={{
            label: t('companies.search'),
            value: search,
            onChange: (value) => void navigate({ search: { search: value, page: 1 }, replace: true }),
            testId: 'companies-search',
          }}
        />
        {data ? <CompaniesTable rows={data.rows} withCounts testId="companies-table" /> : <Loader />}
        <Pager count={data?.count ?? 0} perPage={PAGE_SIZE} page={page} onPage={(next) => void navigate({ search: { search, page: next } })} />
      </Stack>
    </Paper>
  );
}

function MyCompany({ title }: { title: string }) {
  const { t } = useTranslation();
  usePageTitle(title);
  const { data: me } = useAccount();
  const { data } = useCompanies('', 1, 500);
  if (!data || !me) return <Loader />;
  return (
    <Stack>
      <Paper withBorder radius="lg" p="lg">
        <Title order={1} size="h3" mb="md">
          {title}
        </Title>
        <CompaniesTable rows={data.rows.filter((c) => c.uuid === me.company.uuid)} withCounts={false} testId="my-company-table" />
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <Stack>
          <ListHeader
            title={t('companies.clientsTitle')}
            order={2}
            add={{ to: '/app/companies/create', label: t('companies.addClient'), testId: 'add-client' }}
          />
          <CompaniesTable rows={data.rows.filter((c) => c.parentCompanyUuid === me.company.uuid)} withCounts={false} testId="clients-table" />
        </Stack>
      </Paper>
    </Stack>
  );
}
