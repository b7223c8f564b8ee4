import { Center, Group, Loader, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import type { LoraGateway } from '@trapline/contracts/lora';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDeleteGateway } from '@/features/lora/api/delete-gateway.ts';
import { useGateways } from '@/features/lora/api/get-gateways.ts';
import { companyShortListQuery, groupedCompanies } from '@/shared/companies/api/get-company-short-list.ts';
import { ConfirmDialog } from '@/features/lora/confirm-dialog.tsx';
import { useLoraRemoval } from '@/features/lora/use-removal.ts';
import { GatewaysTable } from '@/features/lora/gateways-table.tsx';
import { pageNumber, text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ListPage } from '@/components/page-shell.tsx';
import { Pager } from '@/components/list-table.tsx';

const PAGE_SIZE = 50;

export const Route = createFileRoute('/app/lora/gateways/')({
  validateSearch: (search: Record<string, unknown>): { name?: string; company?: string; page?: number } => ({
    name: text(search.name),
    company: text(search.company),
    page: search.page === undefined ? undefined : pageNumber(search.page),
  }),
  component: GatewaysPage,
});

function GatewaysPage() {
  const { t } = useTranslation();
  usePageTitle(t('lora.sections.gateways'));
  const navigate = useNavigate({ from: '/app/lora/gateways/' });
  const params = useSearch({ from: '/app/lora/gateways/' });
  const search = { name: params.name ?? '', company: params.company, page: params.page ?? 1 };
  const [name] = useDebouncedValue(search.name, 300);
  const { data: me } = useAccount();
  const canManage = me?.type === 'ADMIN' || me?.type === 'COMPANY_ADMIN';
  const companies = useQuery(companyShortListQuery);
  const gateways = useGateways({ name: name || undefined, companyUuid: search.company, page: search.page, limit: PAGE_SIZE });
  const [deleting, setDeleting] = useState<LoraGateway | null>(null);
  const setSearch = (next: Partial<typeof params>) => void navigate({ search: (prev) => ({ ...prev, page: 1, ...next }), replace: true });
  const deleteGateway = useDeleteGateway();
  const remove = useLoraRemoval(deleteGateway.mutateAsync);
  return (
    <ListPage
      title={t('lora.sections.gateways')}
      busy={gateways.isFetching}
      add={canManage && { to: '/app/lora/gateways/create', label: t('lora.gateways.add'), testId: 'lora-gateway-add' }}
    >
      <Group align="flex-end">
        <TextInput
          label={t('lora.list.search')}
          value={search.name}
          onChange={(e) => setSearch({ name: e.currentTarget.value })}
          w={{ base: '100%', xs: 240 }}
          data-testid="lora-gateway-filter-name"
        />
        <Select
          label={t('lora.list.company')}
          data={groupedCompanies(companies.data ?? [])}
          value={search.company ?? null}
          onChange={(v) => setSearch({ company: v ?? undefined })}
          searchable
          clearable
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      {gateways.data ? (
        <GatewaysTable rows={gateways.data.loraDevices} canManage={canManage} onDelete={setDeleting} />
      ) : gateways.isError ? null : (
        <Center>
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      <Pager count={gateways.data?.count ?? 0} perPage={PAGE_SIZE} page={search.page} onPage={(page) => setSearch({ page })} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('lora.gateways.deleteTitle')}
        message={t('lora.delete.confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="lora-gateway-delete-confirm"
      />
    </ListPage>
  );
}
