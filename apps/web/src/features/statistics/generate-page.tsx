import { Alert, Button, Group, Paper, SegmentedControl, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedIntervals, inclusiveDays, type StatisticsInterval } from '@trapline/contracts/statistics';
import { JobProgress } from '@/components/job-progress.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useExportXlsx } from '@/features/statistics/api/export-xlsx.ts';
import { useGeneratePdf } from '@/features/statistics/api/generate-pdf.ts';
import { previewHtml } from '@/features/statistics/api/preview-html.ts';
import { currentMonth, currentYear } from '@/features/statistics/dates.ts';
import { DayField } from '@/components/day-input.tsx';
import { StatisticsPlaceSelect } from './place-select.tsx';

/** /app/reports/generate: a place's PDF report (with an HTML preview) and the Excel export of its statistics (spec 3, sections 2.5 and 5). */
export function GeneratePage() {
  const { t } = useTranslation();
  usePageTitle(t('reports.generateTitle'));
  const generatePdf = useGeneratePdf();
  const exportXlsx = useExportXlsx();
  const [form, setForm] = useState({ placeId: null as string | null, note: '', ...currentMonth() });
  const [interval, setInterval] = useState<StatisticsInterval>('DAY');
  const [missingPlace, setMissingPlace] = useState(false);
  const [job, setJob] = useState<{ kind: 'pdf' | 'xlsx'; jobId: string } | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const days = form.from && form.to ? inclusiveDays(form.from, form.to) : 0;
  const allowed = allowedIntervals(days);
  // The interval switches itself to the first one allowed when the range grows (spec 3, section 4).
  useEffect(() => {
    if (!allowed.includes(interval)) setInterval(allowed[0]!);
  }, [allowed, interval]);

  const run = async (what: 'pdf' | 'xlsx' | 'preview') => {
    if (!form.placeId) {
      setMissingPlace(true);
      return;
    }
    setMissingPlace(false);
    setError(null);
    setBusy(true);
    const body = { placeId: form.placeId, dateFrom: form.from, dateTo: form.to, note: form.note };
    try {
      if (what === 'preview') setPreview(await previewHtml(body));
      else if (what === 'pdf') setJob({ kind: 'pdf', jobId: (await generatePdf.mutateAsync(body)).jobId });
      else
        setJob({
          kind: 'xlsx',
          jobId: (await exportXlsx.mutateAsync({ placeUuid: form.placeId, body: { from: form.from, to: form.to, interval, note: form.note } })).jobId,
        });
      if (what !== 'preview') notifications.show({ color: 'teal', message: t('reports.generated') });
    } catch (caught) {
      const message = caught instanceof ApiError && caught.code === 'reports/no-data' ? t('reports.noData') : errorMessage(caught, t);
      setError(message);
      notifications.show({ color: 'red', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('reports.generateTitle')}
      </Title>
      <Paper withBorder p="md">
        <Stack>
          <StatisticsPlaceSelect
            value={form.placeId}
            onChange={(placeId) => setForm({ ...form, placeId })}
            missing={missingPlace}
            w={{ base: '100%', xs: 320 }}
            testId="generate-place"
          />
          <Group align="flex-end">
            <DayField label={t('statistics.from')} value={form.from} onChange={(from) => setForm({ ...form, from })} testId="generate-from" />
            <DayField label={t('statistics.to')} value={form.to} onChange={(to) => setForm({ ...form, to })} testId="generate-to" />
            <Button variant="default" onClick={() => setForm({ ...form, ...currentMonth() })}>
              {t('reports.currentMonth')}
            </Button>
            <Button variant="default" onClick={() => setForm({ ...form, ...currentYear() })}>
              {t('reports.currentYear')}
            </Button>
          </Group>
          <Textarea
            label={t('reports.note')}
            value={form.note}
            maxLength={2000}
            onChange={(e) => setForm({ ...form, note: e.currentTarget.value })}
            data-testid="generate-note"
          />
          <Group>
            <Button onClick={() => void run('pdf')} loading={busy} data-testid="generate-pdf">
              {t('reports.generatePdf')}
            </Button>
            <Button variant="light" onClick={() => void run('preview')} loading={busy} data-testid="generate-preview">
              {t('reports.preview')}
            </Button>
          </Group>
          <Group align="flex-end">
            <SegmentedControl
              value={interval}
              onChange={(value) => setInterval(value as StatisticsInterval)}
              data={(['DAY', 'WEEK', 'MONTH', 'YEAR'] as const).map((value) => ({
                value,
                label: t(`reports.intervals.${value}`),
                disabled: !allowed.includes(value),
              }))}
              data-testid="generate-interval"
            />
            <Button variant="outline" onClick={() => void run('xlsx')} loading={busy} data-testid="generate-xlsx">
              {t('reports.exportXlsx')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {error && (
        <Alert color="red" role="alert" data-testid="generate-error">
          {error}
        </Alert>
      )}
      {job && <JobProgress key={job.jobId} jobId={job.jobId} onRetry={() => void run(job.kind)} />}
      {preview !== null && (
        <Paper withBorder p={0}>
          <iframe
            title={t('reports.preview')}
            srcDoc={preview}
            sandbox=""
            style={{ width: '100%', height: 600, border: 0 }}
            data-testid="generate-preview-frame"
          />
        </Paper>
      )}
    </Stack>
  );
}
