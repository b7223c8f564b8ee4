import { Alert, Anchor, Badge, Button, Center, Loader, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { formatQrCode } from '@trapline/contracts/qrcodes';
import { Link, createFileRoute, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JobProgress } from '@/components/job-progress.tsx';
import { useQrBatch, qrBatchQuery } from '@/features/qrcodes/api/get-qr-batch.ts';
import { useQrCodes } from '@/features/qrcodes/api/get-qr-codes.ts';
import { useStartQrBatchPdf } from '@/features/qrcodes/api/start-qr-batch-pdf.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { Field, PageShell } from '@/components/page-shell.tsx';
import { ListTable, headings } from '@/components/list-table.tsx';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/qrcodes/batch/$batchId')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/qrcodes/batch/$batchId', qrBatchQuery(params.batchId)),
  pendingComponent: RoutePending,
  component: QrBatchPage,
});

/** A batch (spec 3, section 2.6): its details, the label sheet of its unused codes (a job) and its codes. */
function QrBatchPage() {
  const { t, i18n } = useTranslation();
  const { batchId } = useParams({ from: '/app/qrcodes/batch/$batchId' });
  const batch = useQrBatch(batchId);
  const codes = useQrCodes(batchId);
  const startPdf = useStartQrBatchPdf();
  const [jobId, setJobId] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [pdfError, setPdfError] = useState<unknown>(null);
  usePageTitle(batch.data?.name ?? t('qrcodes.title'));

  if (batch.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (!batch.data)
    return (
      <Alert color="red" role="alert">
        {errorMessage(batch.error, t)}
      </Alert>
    );
  const b = batch.data;

  const download = async () => {
    setStarting(true);
    setPdfError(null);
    try {
      setJobId((await startPdf.mutateAsync(b.id)).id);
    } catch (error) {
      setJobId(null);
      setPdfError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <PageShell
      title={b.name}
      titleTestId="qr-batch-title"
      crumbs={[{ label: t('qrcodes.title'), to: '/app/qrcodes' }, { label: b.name }]}
      actions={
        <Button onClick={() => void download()} loading={starting} disabled={b.used} data-testid="qr-batch-pdf">
          {t('qrcodes.downloadPdf')}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Field label={t('qrcodes.company')}>{b.company.name}</Field>
        <Field label={t('qrcodes.usedOfAmount')} testId="qr-batch-used-amount">
          {b.usedAmount} / {b.amount}
        </Field>
        <Field label={t('qrcodes.unused')}>{b.amount - b.usedAmount}</Field>
        <Field label={t('qrcodes.createdAt')}>{new Date(b.createdAt).toLocaleString(i18n.language)}</Field>
        <Field label={t('qrcodes.user')}>{b.user ? `${b.user.name} ${b.user.surname}` : '—'}</Field>
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {b.used ? t('qrcodes.allUsed') : t('qrcodes.pdfHint', { number: b.amount - b.usedAmount })}
      </Text>
      {pdfError !== null && (
        <Alert color="red" role="alert" title={t('qrcodes.pdfFailed')} data-testid="qr-batch-pdf-error">
          {errorMessage(pdfError, t)}
        </Alert>
      )}
      {jobId && <JobProgress key={jobId} jobId={jobId} onRetry={() => void download()} />}
      <Title order={2} size="h5">
        {t('qrcodes.codes')}
      </Title>
      {codes.data ? (
        <ListTable testId="qr-codes-table" minWidth={480} hover={false} columns={headings(t, 'qrcodes', ['code', 'status', 'device'])}>
          {codes.data.rows.map((code) => (
            <Table.Tr key={code.uuid} data-testid="qr-code-row">
              <Table.Td ff="monospace">{formatQrCode(code.code)}</Table.Td>
              <Table.Td>
                <Badge color={code.used ? 'gray' : 'teal'} variant="light">
                  {code.used ? t('qrcodes.used') : t('qrcodes.free')}
                </Badge>
              </Table.Td>
              <Table.Td>
                {code.device ? (
                  <Anchor component={Link} to={`/app/places/edit/${code.device.placeUuid}/devices/${code.device.uuid}`} size="sm">
                    {code.device.uniqueId}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      ) : codes.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(codes.error, t)}
        </Alert>
      ) : (
        <Loader aria-label={t('app.loading')} />
      )}
    </PageShell>
  );
}
