import { ActionIcon, Button, Group, Loader, Select, Stack, Table, Tabs, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { REPORT_LIMITS, type Report } from '@trapline/contracts/reports';
import { formatDate, formatDateTime } from '@/lib/format-date-time.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { placePickerQuery } from '@/shared/places/api/get-places.ts';
import { useDeleteReport } from '@/features/statistics/api/delete-report.ts';
import { getReportUrl } from '@/features/statistics/api/get-report-url.ts';
import { useReports } from '@/features/statistics/api/get-reports.ts';
import { ListTable, headings } from '@/components/list-table.tsx';
import { ListHeader } from '@/components/page-shell.tsx';

const truncate = (text: string | null) => (text && text.length > REPORT_LIMITS.noteShown ? `${text.slice(0, REPORT_LIMITS.noteShown)}…` : (text ?? ''));

/** /app/reports: reports and inspection reports of a place (placeUuid, tab from the query), download and delete (spec 3, section 2.5). */
export function ReportsPage({
  placeUuid,
  tab,
  onChange,
}: {
  placeUuid: string | undefined;
  tab: 'reports' | 'inspections';
  onChange: (search: { placeUuid?: string | undefined; tab?: 'reports' | 'inspections' }) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('reports.title'));
  const places = useQuery(placePickerQuery);
  const reports = useReports(placeUuid, tab);
  const remove = useDeleteReport({ onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }) });
  const download = async (report: Report) => {
    const { url } = await getReportUrl(report.uuid);
    window.location.href = url;
  };

  return (
    <Stack>
      <ListHeader title={t('reports.title')} add={{ to: '/app/reports/generate', label: t('reports.generate'), testId: 'reports-generate' }} />
      <Select
        label={t('statistics.place')}
        placeholder={t('reports.allPlaces')}
        clearable
        searchable
        data={(places.data?.rows ?? []).map((p) => ({ value: p.uuid, label: p.name }))}
        value={placeUuid ?? null}
        onChange={(value) => onChange({ placeUuid: value ?? undefined, tab })}
        w={{ base: '100%', xs: 320 }}
        data-testid="reports-place"
      />
      <Tabs value={tab} onChange={(value) => onChange({ placeUuid, tab: value === 'inspections' ? 'inspections' : 'reports' })}>
        <Tabs.List>
          <Tabs.Tab value="reports">{t('reports.tabs.reports')}</Tabs.Tab>
          <Tabs.Tab value="inspections">{t('reports.tabs.inspections')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <ListTable
        testId="reports-table"
        minWidth={760}
        hover={false}
        columns={[...headings(t, 'reports.columns', ['created', 'kind', 'place', 'period', 'note', 'user']), { label: t('common.actions'), hidden: true }]}
        empty={
          reports.isPending ? (
            <Loader size="sm" aria-label={t('app.loading')} />
          ) : reports.isError ? (
            <Text span c="red" role="alert">
              {errorMessage(reports.error, t)}
            </Text>
          ) : (
            <span data-testid="reports-empty">{t('reports.empty')}</span>
          )
        }
      >
        {(reports.data?.rows ?? []).map((report) => (
          <Table.Tr key={report.uuid} data-testid="report-row">
            <Table.Td>{formatDateTime(report.createdAt)}</Table.Td>
            <Table.Td>{t(`reports.kinds.${report.kind}`)}</Table.Td>
            <Table.Td>
              {report.place.name}{' '}
              <Text span size="xs" c="dimmed">
                ({report.place.company.name})
              </Text>
            </Table.Td>
            <Table.Td>
              {report.placeInspection
                ? `${formatDate(report.placeInspection.startedAt)} – ${formatDate(report.placeInspection.finishedAt)}`
                : `${formatDate(report.dateFrom)} – ${formatDate(report.dateTo)}`}
            </Table.Td>
            <Table.Td title={report.note ?? undefined}>{truncate(report.note)}</Table.Td>
            <Table.Td>{report.user ? `${report.user.name} ${report.user.surname}` : '—'}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {report.status === 'DONE' ? (
                  <Button size="xs" variant="light" onClick={() => void download(report)} data-testid="report-download">
                    {t('reports.download')}
                  </Button>
                ) : (
                  <Text size="xs" c={report.status === 'FAILED' ? 'red' : 'dimmed'}>
                    {t(`reports.status.${report.status}`)}
                  </Text>
                )}
                {report.canDelete && (
                  <Tooltip label={t('reports.delete')}>
                    <ActionIcon
                      color="red"
                      variant="subtle"
                      aria-label={t('reports.delete')}
                      onClick={() => window.confirm(t('reports.confirmDelete')) && remove.mutate(report)}
                      data-testid="report-delete"
                    >
                      ×
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
    </Stack>
  );
}
