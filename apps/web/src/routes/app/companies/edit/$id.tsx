import { Button, Center, Group, Loader, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link, createFileRoute, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDeleteCompany } from '@/features/companies/api/delete-company.ts';
import { useCompany, companyQuery } from '@/features/companies/api/get-company.ts';
import { useUpdateCompany } from '@/features/companies/api/update-company.ts';
import { CompaniesTable } from '@/features/companies/companies-table.tsx';
import { CompanyForm } from '@/features/companies/company-form.tsx';
import { LogoUpload } from '@/features/companies/logo-upload.tsx';
import { SubscriptionsPanel } from '@/features/companies/subscriptions-panel.tsx';
import { ZonesPanel } from '@/features/companies/zones-panel.tsx';
import { CompanyFilesPanel } from '@/features/files/company-files-panel.tsx';
import { QuestionsList } from '@/features/visual-inspection/questions-list.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { oneOf } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useSaveInPlace } from '@/lib/use-save.ts';
import { PlaceRow } from '@/routes/app/places/-place-row.tsx';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

const TABS = ['details', 'clients', 'places', 'files', 'subscriptions', 'zones', 'visualInspection'] as const;

export const Route = createFileRoute('/app/companies/edit/$id')({
  validateSearch: (search: Record<string, unknown>) => ({ tab: oneOf(search.tab, TABS) }),
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/companies/edit/$id', companyQuery(params.id)),
  pendingComponent: RoutePending,
  component: ManageCompanyPage,
});

function ManageCompanyPage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/app/companies/edit/$id' });
  const { tab } = useSearch({ from: '/app/companies/edit/$id' });
  const navigate = useNavigate({ from: '/app/companies/edit/$id' });
  const go = useNavigate();
  const { data: me } = useAccount();
  const company = useCompany(id);
  const updateCompany = useUpdateCompany();
  const saveInPlace = useSaveInPlace();
  const deleteCompany = useDeleteCompany();
  const narrow = useMediaQuery('(max-width: 48em)');
  const panelSpace = narrow ? { pt: 'md' } : { pl: 'lg' };
  usePageTitle(company.data?.name ?? t('nav.companies'));
  if (company.isPending || !me)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (!company.data)
    return (
      <Paper withBorder p="lg">
        <Text>{t('companies.notFound')}</Text>
      </Paper>
    );
  const c = company.data;
  const superAdmin = me.type === 'ADMIN';
  const isRoot = c.parentCompanyUuid === null;
  // Spec 1 section 6 and spec 2 section 2.15: a company admin's own (parentless) company only.
  const questionsTab = isRoot && me.type === 'COMPANY_ADMIN';

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h3" data-testid="company-title">
          {c.name}
        </Title>
        <Group>
          {isRoot && (
            <Button component={Link} to="/app/companies/create" variant="light">
              {t('companies.addClient')}
            </Button>
          )}
          {superAdmin && (
            <Button
              color="red"
              variant="light"
              data-testid="company-delete"
              onClick={() => {
                if (!window.confirm(t('companies.deleteConfirm', { name: c.name }))) return;
                deleteCompany
                  .mutateAsync(c.uuid)
                  .then(async () => {
                    notifications.show({ color: 'green', message: t('companies.deleted') });
                    await go({ to: '/app/companies', search: { search: '', page: 1 } });
                  })
                  .catch((error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, t) }));
              }}
            >
              {t('common.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <Paper withBorder radius="lg" p="lg">
        {/* Tabs beside the content on a wide screen, above it on a phone (where they wrap). */}
        <Tabs
          orientation={narrow ? 'horizontal' : 'vertical'}
          styles={{ panel: { minWidth: 0 } }}
          value={tab ?? 'details'}
          onChange={(value) => void navigate({ search: { tab: oneOf(value, TABS) }, replace: true })}
        >
          <Tabs.List>
            <Tabs.Tab value="details">{t('companies.tabs.details')}</Tabs.Tab>
            {isRoot && <Tabs.Tab value="clients">{t('companies.tabs.clients')}</Tabs.Tab>}
            <Tabs.Tab value="places">{t('companies.tabs.places')}</Tabs.Tab>
            {isRoot && (
              <Tabs.Tab value="files" data-testid="tab-files">
                {t('files.tab')}
              </Tabs.Tab>
            )}
            {superAdmin && (
              <Tabs.Tab value="subscriptions" data-testid="tab-subscriptions">
                {t('companies.tabs.subscriptions')}
              </Tabs.Tab>
            )}
            <Tabs.Tab value="zones">{t('companies.tabs.zones')}</Tabs.Tab>
            {questionsTab && (
              <Tabs.Tab value="visualInspection" data-testid="tab-visual-inspection">
                {t('visualInspection.tab')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="details" {...panelSpace}>
            <Stack>
              <LogoUpload company={c} />
              <CompanyForm
                key={c.uuid}
                selfUuid={c.uuid}
                superAdmin={superAdmin}
                initial={{
                  name: c.name,
                  address: c.address,
                  email: c.email,
                  subCompanyLimit: c.subCompanyLimit,
                  parentCompanyUuid: c.parentCompanyUuid,
                  enterpriseId: c.enterpriseId,
                }}
                onSubmit={(values) => {
                  const body = superAdmin ? values : { name: values.name, address: values.address, email: values.email };
                  return saveInPlace(() => updateCompany.mutateAsync({ companyUuid: c.uuid, body }), t('companies.saved'));
                }}
              />
            </Stack>
          </Tabs.Panel>
          {isRoot && (
            <Tabs.Panel value="clients" {...panelSpace}>
              <CompaniesTable rows={c.subCompanies} withCounts={false} testId="company-clients-table" />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="places" {...panelSpace}>
            <Table.ScrollContainer minWidth={440}>
              <Table data-testid="company-places-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('places.name')}</Table.Th>
                    <Table.Th>{t('places.company')}</Table.Th>
                    <Table.Th ta="right">{t('places.devicesCount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {[
                    ...c.places.map((p) => ({ ...p, companyName: c.name })),
                    ...c.subCompanies.flatMap((s) => s.places.map((p) => ({ ...p, companyName: s.name }))),
                  ].map((place) => (
                    <PlaceRow key={place.uuid} place={place}>
                      <Table.Td>{place.companyName}</Table.Td>
                    </PlaceRow>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Tabs.Panel>
          {isRoot && (
            <Tabs.Panel value="files" {...panelSpace}>
              <CompanyFilesPanel companyId={c.uuid} canManage={me.type === 'ADMIN' || me.type === 'COMPANY_ADMIN'} />
            </Tabs.Panel>
          )}
          {superAdmin && (
            <Tabs.Panel value="subscriptions" {...panelSpace}>
              <SubscriptionsPanel companyUuid={c.uuid} />
            </Tabs.Panel>
          )}
          <Tabs.Panel value="zones" {...panelSpace}>
            <ZonesPanel companyUuid={c.uuid} canEdit={me.type === 'ADMIN' || me.type === 'COMPANY_ADMIN'} />
          </Tabs.Panel>
          {questionsTab && (
            <Tabs.Panel value="visualInspection" {...panelSpace}>
              <QuestionsList mode="company" />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
    </Stack>
  );
}
