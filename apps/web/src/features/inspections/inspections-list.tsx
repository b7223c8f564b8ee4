import { Alert, Badge, Button, Group, Modal, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import type { InspectionListItem } from '@trapline/contracts/inspections';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable, RowMenu, headings } from '@/components/list-table.tsx';
import { ListPage } from '@/components/page-shell.tsx';
import { useInspections } from '@/features/inspections/api/get-inspections.ts';
import { useSetApproval } from '@/shared/inspections/api/set-approval.ts';
import { dateTime, personName, statusColour } from './format.ts';
import { ReportCell, useInspectionReports } from './report-cell.tsx';
import { StartInspectionDialog } from './start-dialog.tsx';
import { STATUS_FILTERS, type StatusFilter } from './status-filters.ts';
import { useAction } from '@/lib/use-action.ts';

/**
 * A place's inspections (spec 2, section 2.13): a status filter (completed by default), pages of
 * 10, the report of each (download or generate, with its progress), unapproving for admins,
 * starting a new inspection for those allowed to, and a row menu that connects another inspection
 * into one (shown to those who may, see canConnect).
 */
export function InspectionsList({
  placeId,
  status,
  page,
  onFilter,
}: {
  placeId: string;
  status: StatusFilter;
  page: number;
  onFilter: (next: { status: StatusFilter; page: number }) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useInspections(placeId, status === 'ALL' ? undefined : status, page);
  const setApproval = useSetApproval();
  const [starting, setStarting] = useState(false);
  const [confirming, setConfirming] = useState<InspectionListItem | null>(null);
  const { busy, run } = useAction({ toastErrors: true });
  const reports = useInspectionReports(placeId);
  const open = (inspection: { uuid: string }) =>
    void navigate({ to: '/app/places/edit/$placeId/inspections/$inspectionId', params: { placeId, inspectionId: inspection.uuid } });
  // The inspection's uuid, as the detail screen's connect button gives it (a numeric id would be written "78", quoted, in the address).
  const connect = (inspection: { uuid: string }) =>
    void navigate({ to: '/app/places/edit/$placeId/inspections/connect', params: { placeId }, search: { inspectionId1: inspection.uuid } });

  const unapprove = async () => {
    if (!confirming) return;
    await run(() => setApproval.mutateAsync({ placeId, inspectionId: confirming.id, approve: false }), t('inspections.unapproved'));
    setConfirming(null);
  };

  return (
    <ListPage
      title={t('inspections.title')}
      order={2}
      actions={
        <Group>
          <Select
            aria-label={t('inspections.statusFilter')}
            data={STATUS_FILTERS.map((value) => ({ value, label: t(`inspections.status.${value}`) }))}
            value={status}
            onChange={(value) => value && onFilter({ status: value as StatusFilter, page: 1 })}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
            data-testid="inspections-status-filter"
          />
          {list.data?.canStart && (
            <Button onClick={() => setStarting(true)} data-testid="inspection-start">
              {t('inspections.start')}
            </Button>
          )}
        </Group>
      }
    >
      {list.isError && (
        <Alert color="red" role="alert">
          {t('errors.generic')}
        </Alert>
      )}
      <ListTable
        testId="inspections-table"
        minWidth={900}
        columns={[
          ...headings(t, 'inspections', ['name', 'note', 'statusLabel', 'startedAt', 'finishedAt', 'user', 'checkedDevices', 'approved', 'report']),
          { label: t('common.actions'), hidden: true },
        ]}
        empty={list.data ? t('common.noData') : undefined}
      >
        {(list.data?.inspections ?? []).map((i) => (
          <Table.Tr key={i.uuid} data-testid={`inspection-row-${i.uuid}`}>
            <Table.Td>
              <Button variant="subtle" size="compact-sm" onClick={() => open(i)} px={0}>
                {i.name}
              </Button>
            </Table.Td>
            <Table.Td>
              <Text size="sm" lineClamp={2}>
                {i.note}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge color={statusColour(i.status)}>{t(`inspections.status.${i.status}`)}</Badge>
            </Table.Td>
            <Table.Td>{dateTime(i.startedAt, i18n.language)}</Table.Td>
            <Table.Td>{dateTime(i.finishedAt, i18n.language)}</Table.Td>
            <Table.Td>{personName(i.user)}</Table.Td>
            <Table.Td data-testid="inspection-checked">
              {i.checkedCount}/{i.devicesCount}
            </Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Badge color={i.approved ? 'teal' : 'gray'}>{i.approved ? t('common.yes') : t('common.no')}</Badge>
                {i.approved && i.canUnapprove && (
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => setConfirming(i)}>
                    {t('inspections.unapprove')}
                  </Button>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              {i.status === 'COMPLETED' && (
                <ReportCell
                  inspection={i}
                  reports={reports}
                  labels={{ download: t('inspections.downloadReport'), generate: t('inspections.generateReport') }}
                />
              )}
            </Table.Td>
            <Table.Td>
              {i.canConnect && (
                <RowMenu
                  label={t('inspections.listRowMenu', { name: i.name })}
                  testId={`inspection-menu-${i.uuid}`}
                  items={[{ label: t('inspections.connect.menuItem'), onClick: () => connect(i), testId: 'inspection-menu-connect' }]}
                />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {(list.data?.totalPages ?? 0) > 1 && (
        <Group justify="center">
          <Pagination total={list.data!.totalPages} value={page} onChange={(next) => onFilter({ status, page: next })} />
        </Group>
      )}
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('inspections.unapprove')} centered>
        <Stack>
          <Text>{t('inspections.unapproveConfirm', { name: confirming?.name ?? '' })}</Text>
          <Button color="red" loading={busy} onClick={() => void unapprove()} data-testid="inspection-unapprove-confirm">
            {t('common.confirm')}
          </Button>
        </Stack>
      </Modal>
      <StartInspectionDialog
        placeId={placeId}
        opened={starting}
        onClose={() => setStarting(false)}
        onStarted={(inspection) => {
          setStarting(false);
          open(inspection);
        }}
      />
    </ListPage>
  );
}
