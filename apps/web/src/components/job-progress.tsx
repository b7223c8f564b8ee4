import { Alert, Anchor, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useJobStatus } from '@/lib/job-status.ts';

interface JobProgressProps {
  jobId: string;
  /** Starts the work again (e.g. asks for the report anew); offered when the job failed. */
  onRetry?: () => void;
  /** How often the job is asked for while it runs (default JOB_POLL_MS). */
  pollMs?: number;
}

/**
 * A background job the user started (a report, an export): its progress bar with the percent
 * and what it is doing while it runs, then the file to download, or the error with a retry.
 */
export function JobProgress({ jobId, onRetry, pollMs }: JobProgressProps) {
  const { t } = useTranslation();
  const status = useJobStatus(jobId, pollMs === undefined ? {} : { pollMs });
  const retry = onRetry && (
    <Button size="xs" color="red" onClick={onRetry} data-testid="job-progress-retry">
      {t('jobs.progress.retry')}
    </Button>
  );

  if (status.isError) {
    return (
      <Alert color="red" role="alert" data-testid="job-progress" data-state="unknown" title={t('jobs.progress.unavailable')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(status.error, t)}</Text>
          {retry}
        </Stack>
      </Alert>
    );
  }
  const job = status.data;
  if (!job) {
    return (
      <Group gap="xs" data-testid="job-progress" data-state="loading">
        <Loader size="xs" aria-label={t('app.loading')} />
      </Group>
    );
  }

  if (job.state === 'failed') {
    return (
      <Alert color="red" role="alert" data-testid="job-progress" data-state="failed" title={t('jobs.progress.failed')}>
        <Stack gap="xs" align="flex-start">
          {job.error && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="job-progress-error">
              {job.error.message}
            </Text>
          )}
          {retry}
        </Stack>
      </Alert>
    );
  }

  if (job.state === 'completed') {
    return (
      <Stack gap={4} data-testid="job-progress" data-state="completed">
        <Progress value={100} color="teal" size="lg" aria-label={t('jobs.progress.label')} />
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text size="sm" c="teal.8" fw={600}>
            {t('jobs.progress.done')}
          </Text>
          {job.file && (
            <Anchor href={job.file.url} download={job.file.name} size="sm" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="job-progress-download">
              {t('jobs.progress.download', { name: job.file.name })}
            </Anchor>
          )}
        </Group>
      </Stack>
    );
  }

  // Queued (waiting for a worker or for a retry) or active.
  const percent = job.state === 'active' ? (job.progress.percent ?? 0) : 0;
  const phase = job.state === 'queued' ? t('jobs.progress.queued') : (job.progress.phase ?? t('jobs.progress.working'));
  return (
    <Stack gap={4} data-testid="job-progress" data-state={job.state}>
      <Progress
        value={job.state === 'queued' ? 100 : percent}
        striped={job.state === 'queued'}
        animated={job.state === 'queued'}
        color={job.state === 'queued' ? 'gray.4' : 'teal'}
        size="lg"
        aria-label={t('jobs.progress.label')}
        aria-valuetext={job.state === 'queued' ? phase : `${percent}%`}
      />
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="job-progress-phase">
          {phase}
        </Text>
        {job.state === 'active' && (
          <Text size="sm" fw={600} data-testid="job-progress-percent">
            {percent}%
          </Text>
        )}
      </Group>
    </Stack>
  );
}
