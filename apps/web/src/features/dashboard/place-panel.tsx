import { Avatar, Badge, Button, Card, Group, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Account } from '@trapline/contracts/account';
import type { InspectionListItem } from '@trapline/contracts/inspections';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, headings } from '@/components/list-table.tsx';
import { useSetApproval } from '@/shared/inspections/api/set-approval.ts';
import { usePlaceDashboard } from '@/features/dashboard/api/get-place-dashboard.ts';
import { useRecentInspections } from '@/features/dashboard/api/get-recent-inspections.ts';
import { usePlacePicker } from '@/shared/places/api/get-places.ts';
import { companyShortListQuery } from '@/shared/companies/api/get-company-short-list.ts';
import { BarChart } from './bar-chart.tsx';
import { useAction } from '@/lib/use-action.ts';

/** Shortcut targets of the dashboard (spec 1, section 2.3), opened in a new tab. */
const SHORTCUTS = [
  { value: 'details', path: '' },
  { value: 'devices', path: '/devices' },
  { value: 'zones', path: '/zones' },
  { value: 'radio_options', path: '/radio-options' },
  { value: 'files', path: '/files' },
  { value: 'map', path: '/map' },
  { value: 'objects-limits', path: '/objects-limit' },
  { value: 'visualInspection', path: '/visual-inspection' },
] as const;

const PRIORITY_COLORS: Record<string, string> = { LOW: 'teal', MEDIUM: 'yellow', HIGH: 'red' };

/**
 * What the place's data shows from other features (limits, inspections): the route composes them,
 * as a feature does not import another.
 */
export interface PlaceWidgets {
  /** The count of the place's recent limit breaches. */
  BreachBadge: ComponentType<{ placeId: string }>;
  /** The place's recent limit breaches. */
  RecentBreaches: ComponentType<{ placeId: string }>;
  /** The reports of a list of the place's inspections: hands the rows their report cell. */
  ReportCells: ComponentType<{
    placeId: string;
    children: (cell: (inspection: InspectionListItem, labels: { download: string; generate: string }) => ReactNode) => ReactNode;
  }>;
}

/**
 * The data-for-place panel: company and place selectors (a controller picks among all its
 * places), shortcuts, company cards, widgets and the latest completed inspections.
 */
export function PlacePanel({
  me,
  companyId,
  placeId,
  widgets,
}: {
  me: Account;
  companyId?: string | undefined;
  placeId?: string | undefined;
  widgets?: PlaceWidgets | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const controller = me.type === 'CONTROLLER';
  const companies = useQuery({ ...companyShortListQuery, enabled: !controller });
  const places = usePlacePicker();
  const [company, setCompany] = useState<string | null>(companyId ?? null);
  const [place, setPlace] = useState<string | null>(placeId ?? null);
  const [shortcut, setShortcut] = useState<string | null>(null);
  // Places of the chosen company and of its clients.
  const inCompany = new Set([company, ...(companies.data ?? []).filter((c) => c.parentCompanyUuid === company).map((c) => c.uuid)]);
  const placeOptions = (places.data?.rows ?? []).filter((p) => controller || inCompany.has(p.companyUuid)).map((p) => ({ value: p.uuid, label: p.name }));

  const show = () => {
    if (!place) return;
    const chosen = places.data?.rows.find((p) => p.uuid === place);
    void navigate({ to: '/app/dashboard/company/$companyId/place/$placeId', params: { companyId: company ?? chosen?.companyUuid ?? '', placeId: place } });
  };
  const open = () => {
    const target = SHORTCUTS.find((s) => s.value === shortcut);
    if (target && placeId) window.open(`/app/places/edit/${placeId}${target.path}`, '_blank', 'noopener');
  };

  return (
    <Stack>
      <Paper withBorder radius="lg" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.placeData')}
        </Title>
        <Group align="flex-end">
          {!controller && (
            <Select
              label={t('places.company')}
              data={(companies.data ?? []).map((c) => ({ value: c.uuid, label: c.name }))}
              value={company}
              onChange={(v) => {
                setCompany(v);
                setPlace(null);
              }}
              searchable
              w={{ base: '100%', xs: 260 }}
              data-testid="dashboard-company"
            />
          )}
          <Select
            label={t('dashboard.place')}
            data={placeOptions}
            value={place}
            onChange={setPlace}
            disabled={!controller && !company}
            searchable
            w={{ base: '100%', xs: 300 }}
            data-testid="dashboard-place"
          />
          <Button onClick={show} disabled={!place} data-testid="dashboard-show">
            {t('dashboard.show')}
          </Button>
          {placeId && (
            <>
              <Select
                label={t('dashboard.shortcut')}
                data={SHORTCUTS.map((s) => ({ value: s.value, label: t(`dashboard.shortcuts.${s.value}`) }))}
                value={shortcut}
                onChange={setShortcut}
                w={{ base: '100%', xs: 220 }}
              />
              <Button variant="light" onClick={open} disabled={!shortcut}>
                {t('dashboard.go')}
              </Button>
            </>
          )}
        </Group>
      </Paper>
      {placeId && widgets && <PlaceData placeId={placeId} widgets={widgets} />}
    </Stack>
  );
}

function CompanyCard({
  title,
  company,
  testId,
}: {
  title: string;
  company: { name: string; email: string | null; address: string | null; logoUrl: string | null };
  testId: string;
}) {
  return (
    <Card withBorder radius="lg" padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" mb={6}>
        {title}
      </Text>
      <Group wrap="nowrap">
        <Avatar src={company.logoUrl} radius="md" size={56} color="teal" variant="filled">
          {company.name.slice(0, 2).toUpperCase()}
        </Avatar>
        <Stack gap={0}>
          <Text fw={600}>{company.name}</Text>
          {company.email && <Text size="sm">{company.email}</Text>}
          {company.address && (
            <Text size="sm" c="dimmed">
              {company.address}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function PlaceData({ placeId, widgets: { BreachBadge, RecentBreaches, ReportCells } }: { placeId: string; widgets: PlaceWidgets }) {
  const { t, i18n } = useTranslation();
  const data = usePlaceDashboard(placeId);
  if (!data.data) return null;
  const d = data.data;
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { timeZone: 'UTC' });
  const created = t('dashboard.period.created', { from: day(d.recommendationsPeriod.from), to: day(d.recommendationsPeriod.to) });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CompanyCard title={t('dashboard.parentCompany')} company={d.parentCompany} testId="card-parent" />
        <CompanyCard title={t('dashboard.rootCompany')} company={d.rootCompany} testId="card-root" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BarChart
          testId="widget-priority"
          title={t('dashboard.byPriority')}
          period={created}
          bars={d.recommendationsByPriority.map((r) => ({
            label: t(`dashboard.priority.${r.priority}`),
            value: r.recommendationsCount,
            color: PRIORITY_COLORS[r.priority],
          }))}
        />
        <BarChart
          testId="widget-status"
          title={t('dashboard.byStatus')}
          period={created}
          bars={d.recommendationsByStatus.map((r) => ({ label: t(`dashboard.status.${r.status}`), value: r.recommendationsCount }))}
        />
        <BarChart
          testId="widget-device-types"
          title={t('dashboard.byDeviceType')}
          period={t('dashboard.period.now')}
          bars={d.deviceCountByDeviceType.map((r) => ({ label: r.deviceTypeName, value: r.deviceCount }))}
        />
        <BarChart
          testId="widget-roles"
          title={t('dashboard.userRoles')}
          period={t('dashboard.period.now')}
          bars={d.userRoles.map((r) => ({ label: t(`roles.${r.role}`), value: r.usersCount }))}
        />
      </SimpleGrid>
      <Paper withBorder radius="lg" p="lg" data-testid="widget-breaches">
        <Stack gap="xs">
          <Group justify="flex-end">
            <BreachBadge placeId={placeId} />
          </Group>
          <RecentBreaches placeId={placeId} />
        </Stack>
      </Paper>
      <RecentInspections placeId={placeId} ReportCells={ReportCells} />
    </Stack>
  );
}

function RecentInspections({ placeId, ReportCells }: { placeId: string; ReportCells: PlaceWidgets['ReportCells'] }) {
  const { t } = useTranslation();
  const inspections = useRecentInspections(placeId);
  const setApproval = useSetApproval();
  const [confirming, setConfirming] = useState<InspectionListItem | null>(null);
  const { busy, run } = useAction({ toastErrors: true });
  const toggle = async () => {
    if (!confirming) return;
    await run(
      () => setApproval.mutateAsync({ placeId, inspectionId: confirming.id, approve: !confirming.approved }),
      t(confirming.approved ? 'dashboard.unapproved' : 'dashboard.approved'),
    );
    setConfirming(null);
  };
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={3} size="h5">
        {t('dashboard.recentInspections')}
      </Title>
      <Text size="xs" c="dimmed" mb="sm" data-testid="recent-inspections-period">
        {t('dashboard.period.latestCompleted', { count: 10 })}
      </Text>
      <ReportCells placeId={placeId}>
        {(reportCell) => (
          <ListTable
            testId="recent-inspections"
            minWidth={720}
            hover={false}
            columns={[
              ...headings(t, 'dashboard', ['inspection', 'started', 'user', 'devices', 'recommendationsShort', 'approvedColumn', 'report']),
              { label: t('common.actions'), hidden: true },
            ]}
            empty={inspections.data ? t('common.noData') : undefined}
          >
            {(inspections.data ?? []).map((i) => (
              <Table.Tr key={i.uuid}>
                <Table.Td>{i.name}</Table.Td>
                <Table.Td>{new Date(i.startedAt).toLocaleDateString('en-GB')}</Table.Td>
                <Table.Td>{i.user ? `${i.user.name} ${i.user.surname}` : ''}</Table.Td>
                <Table.Td>{i.devicesCount}</Table.Td>
                <Table.Td>{i.recommendationsCount}</Table.Td>
                <Table.Td>
                  <Badge color={i.approved ? 'teal' : 'gray'}>{i.approved ? t('common.yes') : t('common.no')}</Badge>
                </Table.Td>
                <Table.Td>{reportCell(i, { download: t('dashboard.downloadReport'), generate: t('dashboard.generateReport') })}</Table.Td>
                <Table.Td>
                  {(i.approved ? i.canUnapprove : i.canApprove) && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color={i.approved ? 'red' : 'teal'}
                      onClick={() => setConfirming(i)}
                      data-testid="inspection-approval"
                    >
                      {i.approved ? t('dashboard.unapprove') : t('dashboard.approve')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </ReportCells>
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming?.approved ? t('dashboard.unapprove') : t('dashboard.approve')}
        centered
      >
        <Stack>
          <Text>{t(confirming?.approved ? 'dashboard.unapproveConfirm' : 'dashboard.approveConfirm', { name: confirming?.name ?? '' })}</Text>
          <Button loading={busy} onClick={() => void toggle()} data-testid="inspection-approval-confirm">
            {t('common.confirm')}
          </Button>
        </Stack>
      </Modal>
    </Paper>
  );
}
