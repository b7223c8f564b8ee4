// The report of an inspection in a list row (the place's inspections, the dashboard's recent
// ones): an existing PDF opens in a new tab; otherwise the workers render one and the row shows
// its progress, then its download link.
import { Button, CloseButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { InspectionListItem } from '@trapline/contracts/inspections';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from '@/components/job-progress.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { useJobStatus } from '@/lib/job-status.ts';
import { useGenerateReport, useReportDone } from '@/features/inspections/api/generate-report.ts';
import { getReportUrl } from '@/features/inspections/api/get-report-url.ts';

/** The reports of one list: which row is asking for its file, and which report is being rendered. */
export function useInspectionReports(placeId: string) {
  const { t } = useTranslation();
  const generateReport = useGenerateReport();
  const reportDone = useReportDone(placeId);
  const [generating, setGenerating] = useState<number | null>(null);
  const [job, setJob] = useState<{ inspectionId: number; jobId: string } | null>(null);
  const open = async (inspection: InspectionListItem) => {
    const latest = inspection.reports.find((r) => r.status === 'DONE');
    // Opened now, within the click: a tab opened after the await would be blocked as a pop-up.
    const tab = latest ? window.open('', '_blank') : null;
    setGenerating(inspection.id);
    try {
      if (latest) {
        const { url } = await getReportUrl(placeId, inspection.id, latest.id);
        if (tab) tab.location.href = url;
      } else {
        const { jobId } = await generateReport.mutateAsync({ placeId, inspectionId: inspection.id });
        setJob({ inspectionId: inspection.id, jobId });
      }
    } catch (error) {
      tab?.close();
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setGenerating(null);
    }
  };
  const refresh = () => void reportDone();
  return { placeId, generating, job, open, close: () => setJob(null), refresh };
}

/**
 * The reports of a list of a place's inspections shown by another screen (the dashboard's recent
 * ones): hands the rows their report cell, named in its progress.
 */
export function InspectionReportCells({
  placeId,
  children,
}: {
  placeId: string;
  children: (cell: (inspection: InspectionListItem, labels: { download: string; generate: string }) => ReactNode) => ReactNode;
}) {
  const reports = useInspectionReports(placeId);
  return (
    <>
      {children((inspection, labels) => (
        <ReportCell inspection={inspection} reports={reports} labels={labels} named />
      ))}
    </>
  );
}

/** The row's report: its button (download or generate), or the progress of the one being rendered. */
export function ReportCell({
  inspection,
  reports,
  labels,
  named = false,
}: {
  inspection: InspectionListItem;
  reports: ReturnType<typeof useInspectionReports>;
  labels: { download: string; generate: string };
  named?: boolean;
}) {
  const { job, generating, open, close, refresh } = reports;
  if (job?.inspectionId === inspection.id) {
    return (
      <ReportProgress jobId={job.jobId} name={named ? inspection.name : undefined} onRetry={() => void open(inspection)} onClose={close} onDone={refresh} />
    );
  }
  return (
    <Button size="compact-sm" variant="subtle" loading={generating === inspection.id} onClick={() => void open(inspection)} data-testid="inspection-report">
      {inspection.reports.some((r) => r.status === 'DONE') ? labels.download : labels.generate}
    </Button>
  );
}

/** A report being rendered: its progress, then its download link; tells the list once it is done. */
export function ReportProgress({
  jobId,
  name,
  onRetry,
  onClose,
  onDone,
}: {
  jobId: string;
  name?: string | undefined;
  onRetry: () => void;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const status = useJobStatus(jobId);
  const done = status.data?.state === 'completed';
  // Once per job, when it completes: the list then shows the report as downloadable.
  const announced = useRef(false);
  useEffect(() => {
    if (!done || announced.current) return;
    announced.current = true;
    onDone();
  }, [done, onDone]);
  return (
    <Stack gap={4} miw={220} data-testid="inspection-report-progress">
      <Group justify={name ? 'space-between' : 'flex-end'} wrap="nowrap" gap="xs">
        {name && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {t('dashboard.reportProgress', { name })}
          </Text>
        )}
        <CloseButton size="xs" aria-label={t('common.close')} onClick={onClose} />
      </Group>
      <JobProgress jobId={jobId} onRetry={onRetry} />
    </Stack>
  );
}
