import { Center, Group, Loader, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import type { LoraDevice, LoraSort } from '@trapline/contracts/lora';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDeleteSensor } from '@/features/lora/api/delete-sensor.ts';
import { usePlaceChoices } from '@/features/lora/api/get-place-choices.ts';
import { useSensors } from '@/features/lora/api/get-sensors.ts';
import { companyShortListQuery, groupedCompanies } from '@/shared/companies/api/get-company-short-list.ts';
import { BulkConfiguration } from '@/features/lora/bulk-configuration.tsx';
import { ConfirmDialog } from '@/features/lora/confirm-dialog.tsx';
import { useLoraRemoval } from '@/features/lora/use-removal.ts';
import { SensorsTable } from '@/features/lora/sensors-table.tsx';
import { oneOf, pageNumber, text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useRowSelection } from '@/lib/use-row-selection.ts';
import { ListPage } from '@/components/page-shell.tsx';
import { Pager } from '@/components/list-table.tsx';

const PAGE_SIZE = 50;
const VERSIONS = ['all', 'old', 'new'] as const;
// The contract's LORA_SORTS, spelled out: search validation loads with the sign-in page, which stays free of zod.
const LORA_SORTS = ['createdAt', 'lastUplinkAt', 'name'] as const satisfies readonly LoraSort[];

export const Route = createFileRoute('/app/lora/devices/')({
  // Every parameter is optional, so links to the list need none.
  validateSearch: (
    search: Record<string, unknown>,
  ): { name?: string; version?: (typeof VERSIONS)[number]; company?: string; place?: string; sort?: LoraSort; page?: number } => ({
    name: text(search.name),
    version: oneOf(search.version, VERSIONS),
    company: text(search.company),
    place: text(search.place),
    sort: oneOf(search.sort, LORA_SORTS),
    page: search.page === undefined ? undefined : pageNumber(search.page),
  }),
  component: LoraDevicesPage,
});

function LoraDevicesPage() {
  const { t } = useTranslation();
  usePageTitle(t('lora.sections.devices'));
  const navigate = useNavigate({ from: '/app/lora/devices/' });
  const params = useSearch({ from: '/app/lora/devices/' });
  const search = {
    name: params.name ?? '',
    version: params.version ?? 'all',
    company: params.company,
    place: params.place,
    sort: params.sort ?? 'createdAt',
    page: params.page ?? 1,
  };
  const [name] = useDebouncedValue(search.name, 300);
  const { data: me } = useAccount();
  const superAdmin = me?.type === 'ADMIN';
  const manager = superAdmin || me?.type === 'COMPANY_ADMIN';
  const companies = useQuery(companyShortListQuery);
  const places = usePlaceChoices(search.company);
  const sensors = useSensors({
    name: name || undefined,
    version: search.version,
    companyUuid: search.company,
    placeUuid: search.place,
    sort: search.sort,
    page: search.page,
    limit: PAGE_SIZE,
  });
  const [deleting, setDeleting] = useState<LoraDevice | null>(null);
  const rows = useMemo(() => sensors.data?.loraDevices ?? [], [sensors.data]);
  const { selected, setSelected, tableProps: selection } = useRowSelection(rows);
  const setSearch = (next: Partial<typeof params>) => {
    // A new filter is a new set of rows: the selection and the page start over.
    if (!('page' in next)) setSelected([]);
    void navigate({ search: (prev) => ({ ...prev, page: 1, ...next }), replace: true });
  };

  const deleteSensor = useDeleteSensor();
  const remove = useLoraRemoval(deleteSensor.mutateAsync);

  return (
    <ListPage
      title={t('lora.sections.devices')}
      busy={sensors.isFetching}
      add={manager && { to: '/app/lora/devices/create', label: t('lora.add'), testId: 'lora-add' }}
    >
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('lora.list.search')}
          value={search.name}
          onChange={(e) => setSearch({ name: e.currentTarget.value })}
          w={{ base: '100%', xs: 220 }}
          data-testid="lora-filter-name"
        />
        <Select
          label={t('lora.list.version')}
          data={VERSIONS.map((v) => ({ value: v, label: t(`lora.versions.${v}`) }))}
          value={search.version}
          onChange={(v) => setSearch({ version: oneOf(v, VERSIONS) ?? 'all' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 150 }}
          data-testid="lora-filter-version"
        />
        <Select
          label={t('lora.list.company')}
          data={groupedCompanies(companies.data ?? [])}
          value={search.company ?? null}
          onChange={(v) => setSearch({ company: v ?? undefined, place: undefined })}
          placeholder={t('places.allCompanies')}
          searchable
          clearable
          w={{ base: '100%', xs: 240 }}
          data-testid="lora-filter-company"
        />
        <Select
          label={t('lora.list.place')}
          data={(places.data ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
          value={search.place ?? null}
          onChange={(v) => setSearch({ place: v ?? undefined })}
          disabled={!search.company}
          placeholder={t('schedule.allPlaces')}
          searchable
          clearable
          w={{ base: '100%', xs: 240 }}
          data-testid="lora-filter-place"
        />
        <Select
          label={t('lora.list.sort')}
          data={LORA_SORTS.map((s) => ({ value: s, label: t(`lora.sorts.${s}`) }))}
          value={search.sort}
          onChange={(v) => setSearch({ sort: oneOf(v, LORA_SORTS) ?? 'createdAt' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          data-testid="lora-sort"
        />
      </Group>
      {superAdmin && (
        <BulkConfiguration sensors={rows.filter((r) => selection.selected.has(r.uuid))} enabled={Boolean(search.company) && selected.length > 0} />
      )}
      {sensors.data ? (
        <SensorsTable rows={rows} superAdmin={superAdmin} {...selection} selectable={Boolean(search.company)} onDelete={setDeleting} />
      ) : sensors.isError ? null : (
        <Center p="md">
          <Loader aria-label={t('app.loading')} />
        </Center>
      )}
      <Pager count={sensors.data?.count ?? 0} perPage={PAGE_SIZE} page={search.page} onPage={(page) => setSearch({ page })} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('lora.delete.title')}
        message={t('lora.delete.confirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('common.delete')}
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
        testId="lora-delete-confirm"
      />
    </ListPage>
  );
}
