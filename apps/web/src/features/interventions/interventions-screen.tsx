import { Button, Center, CloseButton, Group, Loader, Menu, Paper, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Intervention } from '@trapline/contracts/interventions';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from '@/components/job-progress.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { useJobStatus } from '@/lib/job-status.ts';
import { useDeleteIntervention } from '@/features/interventions/api/delete-intervention.ts';
import { getInterventionPdfUrl } from '@/features/interventions/api/get-intervention-pdf-url.ts';
import { useInterventions } from '@/features/interventions/api/get-interventions.ts';
import { usePdfDone, useStartInterventionPdf } from '@/features/interventions/api/start-intervention-pdf.ts';
import { ListTable, headings } from '@/components/list-table.tsx';
import { ListPage } from '@/components/page-shell.tsx';
import { DeleteDialog } from '@/components/delete-dialog.tsx';

const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY HH:mm (spec 2, section 9). */
const when = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** Tells the list once the PDF job has ended, so the download entry appears. */
function PdfJobWatcher({ jobId, onCompleted }: { jobId: string; onCompleted: () => void }) {
  const status = useJobStatus(jobId);
  const state = status.data?.state;
  const told = useRef(false);
  const latest = useRef(onCompleted);
  latest.current = onCompleted;
  useEffect(() => {
    if (state !== 'completed' || told.current) return;
    told.current = true;
    latest.current();
  }, [state]);
  return null;
}

/** Opens a signed URL as a download. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * A place's visit protocols (spec 2, section 2.14): name, purpose and created date, with a menu
 * to generate the PDF (followed with its progress), download it once it exists, edit, and
 * delete (not offered to the restricted user, whom the API refuses too).
 */
export function InterventionsScreen({ placeId, canDelete }: { placeId: string; canDelete: boolean }) {
  const { t } = useTranslation();
  const list = useInterventions(placeId);
  const startPdf = useStartInterventionPdf();
  const deleteIntervention = useDeleteIntervention();
  const [pdfJob, setPdfJob] = useState<{ jobId: string; intervention: Intervention } | null>(null);
  const [deleting, setDeleting] = useState<Intervention | null>(null);
  const refresh = usePdfDone(placeId);
  const fail = (error: unknown) => notifications.show({ color: 'red', message: errorMessage(error, t) });

  const generate = async (intervention: Intervention) => {
    try {
      const started = await startPdf.mutateAsync({ placeId, interventionId: intervention.uuid });
      setPdfJob({ jobId: started.jobId, intervention });
    } catch (error) {
      fail(error);
    }
  };
  const downloadPdf = async (intervention: Intervention) => {
    try {
      download(await getInterventionPdfUrl(placeId, intervention.uuid));
    } catch (error) {
      fail(error);
    }
  };

  if (list.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (list.isError)
    return (
      <Text c="red" role="alert">
        {errorMessage(list.error, t)}
      </Text>
    );

  return (
    <ListPage
      title={t('interventions.title')}
      order={2}
      add={{ to: `/app/places/edit/${placeId}/interventions/create`, label: t('interventions.create'), testId: 'intervention-create' }}
    >
      {pdfJob && (
        <Paper withBorder radius="md" p="sm" data-testid="intervention-pdf">
          <PdfJobWatcher
            key={pdfJob.jobId}
            jobId={pdfJob.jobId}
            onCompleted={() => {
              notifications.show({ color: 'green', message: t('interventions.reportGenerated') });
              void refresh();
            }}
          />
          <Group justify="space-between" mb={6} wrap="nowrap">
            <Text size="sm" fw={600}>
              {t('interventions.generating', { name: pdfJob.intervention.name })}
            </Text>
            <CloseButton size="sm" aria-label={t('interventions.closeProgress')} onClick={() => setPdfJob(null)} />
          </Group>
          <JobProgress key={pdfJob.jobId} jobId={pdfJob.jobId} onRetry={() => void generate(pdfJob.intervention)} />
        </Paper>
      )}

      <ListTable
        testId="interventions-table"
        minWidth={560}
        columns={[...headings(t, 'interventions.fields', ['name', 'purpose', 'createdAt']), { label: t('common.actions'), w: 60, hidden: true }]}
        empty={t('interventions.empty')}
        emptyTestId="interventions-empty"
      >
        {list.data.map((intervention) => (
          <Table.Tr key={intervention.uuid} data-testid="intervention-row">
            <Table.Td>{intervention.name}</Table.Td>
            <Table.Td style={{ maxWidth: 320, overflowWrap: 'anywhere' }}>{intervention.purpose}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(intervention.createdAt)}</Table.Td>
            <Table.Td>
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button size="xs" variant="subtle" aria-label={t('interventions.actions', { name: intervention.name })} data-testid="intervention-menu">
                    ⋯
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => void generate(intervention)} data-testid="intervention-generate">
                    {t('interventions.generatePdf')}
                  </Menu.Item>
                  {intervention.reportPath && (
                    <Menu.Item onClick={() => void downloadPdf(intervention)} data-testid="intervention-download">
                      {t('interventions.downloadPdf')}
                    </Menu.Item>
                  )}
                  <Menu.Item component={Link} to={`/app/places/edit/${placeId}/interventions/edit/${intervention.uuid}`} data-testid="intervention-edit">
                    {t('common.edit')}
                  </Menu.Item>
                  {canDelete && (
                    <Menu.Item color="red" onClick={() => setDeleting(intervention)} data-testid="intervention-delete">
                      {t('common.delete')}
                    </Menu.Item>
                  )}
                </Menu.Dropdown>
              </Menu>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>

      {deleting && (
        <DeleteDialog
          title={t('interventions.deleteTitle')}
          question={t('interventions.deleteConfirm', { name: deleting.name })}
          cancelLabel={t('interventions.cancel')}
          confirmLabel={t('common.delete')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteIntervention.mutateAsync({ placeId, interventionId: deleting.uuid });
            notifications.show({ color: 'green', message: t('interventions.deleted') });
            setDeleting(null);
          }}
          confirmTestId="intervention-delete-confirm"
        />
      )}
    </ListPage>
  );
}
