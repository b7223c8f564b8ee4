import { Badge, Button, Group, Paper, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { JobListItem } from '@trapline/contracts/jobs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format-date-time.ts';

const STATE_COLOURS: Record<JobListItem['state'], string> = { queued: 'gray', active: 'blue', completed: 'teal', failed: 'red' };

interface JobsListProps {
  jobs: JobListItem[];
  /** The job whose retry is under way, if any. */
  retrying: string | null;
  onRetry(job: JobListItem): void;
}

/** The job's name as people read it; technical names without a translation stay as they are. */
const jobLabel = (t: TFunction, name: string) => t(`jobs.names.${name}`, { defaultValue: name });

function StateBadge({ job }: { job: JobListItem }) {
  const { t } = useTranslation();
  return (
    // Never cut short: the state is what the row is read for.
    <Badge
      color={STATE_COLOURS[job.state]}
      variant="light"
      styles={{ root: { flexShrink: 0, maxWidth: 'none', overflow: 'visible' }, label: { overflow: 'visible', textOverflow: 'clip' } }}
      data-testid="job-state"
      data-state={job.state}
    >
      {t(`jobs.states.${job.state}`)}
    </Badge>
  );
}

/** The percent and phase of a running job. */
function RunningProgress({ job }: { job: JobListItem }) {
  const { t } = useTranslation();
  if (job.state !== 'active') return null;
  const percent = job.progress.percent ?? 0;
  return (
    <Stack gap={2} maw={220}>
      <Progress value={percent} size="sm" aria-label={`${t('jobs.progress.label')} ${percent}%`} />
      <Text size="xs" c="dimmed">
        {job.progress.phase ? `${percent}% · ${job.progress.phase}` : `${percent}%`}
      </Text>
    </Stack>
  );
}

function StartedBy({ job, align }: { job: JobListItem; align?: 'right' }) {
  const { t } = useTranslation();
  if (!job.startedBy)
    return (
      <Text size="sm" c="dimmed">
        {t('jobs.system')}
      </Text>
    );
  const { user, company } = job.startedBy;
  return (
    <Stack gap={0} align={align === 'right' ? 'flex-end' : 'flex-start'}>
      {user && (
        <Text size="sm" ta={align}>
          {user.name} {user.surname}
        </Text>
      )}
      {company && (
        <Text size="xs" c="dimmed" ta={align}>
          {company.name}
        </Text>
      )}
    </Stack>
  );
}

/** Which attempt the job is on, or has ended with. */
function Attempts({ job }: { job: JobListItem }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="job-attempts">
      {job.attempts ? t('jobs.attempt', { n: job.attempts }) : t('jobs.notStarted')}
    </Text>
  );
}

function JobError({ job }: { job: JobListItem }) {
  const { t } = useTranslation();
  if (!job.error) return null;
  return (
    <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }} data-testid="job-error">
      <Text span fw={600} inherit>
        {t('jobs.error')}:
      </Text>{' '}
      {job.error.message}
    </Text>
  );
}

function RetryButton({ job, retrying, onRetry }: { job: JobListItem } & Pick<JobsListProps, 'retrying' | 'onRetry'>) {
  const { t } = useTranslation();
  if (job.state !== 'failed') return null;
  return (
    <Button
      size="xs"
      variant="light"
      color="red"
      loading={retrying === job.id}
      disabled={retrying !== null && retrying !== job.id}
      onClick={() => onRetry(job)}
      data-testid="job-retry"
    >
      {t('jobs.retry')}
    </Button>
  );
}

/** A time as its date over its clock time, so that three of them fit side by side. */
function Moment({ iso }: { iso: string | null }) {
  if (!iso)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  const [date, time] = formatDateTime(iso).split(' ');
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {date}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {time}
      </Text>
    </Stack>
  );
}

/** Jobs as a table, on screens wide enough for one. */
export function JobsTable({ jobs, retrying, onRetry }: JobsListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" data-testid="jobs-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={260}>{t('jobs.columns.job')}</Table.Th>
            <Table.Th w={170}>{t('jobs.columns.state')}</Table.Th>
            <Table.Th w={160}>{t('jobs.columns.startedBy')}</Table.Th>
            <Table.Th w={100}>{t('jobs.columns.created')}</Table.Th>
            <Table.Th w={100}>{t('jobs.columns.started')}</Table.Th>
            <Table.Th w={100}>{t('jobs.columns.finished')}</Table.Th>
            <Table.Th w={110}>
              <VisuallyHidden>{t('jobs.retry')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job.id} data-testid="job-row" data-job-id={job.id} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <Stack gap={4}>
                  <Text size="sm" fw={600}>
                    {jobLabel(t, job.name)}
                  </Text>
                  <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {job.id}
                  </Text>
                  <JobError job={job} />
                </Stack>
              </Table.Td>
              <Table.Td miw={150}>
                <Stack gap={6} align="flex-start">
                  <StateBadge job={job} />
                  <RunningProgress job={job} />
                  <Attempts job={job} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <StartedBy job={job} />
              </Table.Td>
              <Table.Td>
                <Moment iso={job.createdAt} />
              </Table.Td>
              <Table.Td>
                <Moment iso={job.startedAt} />
              </Table.Td>
              <Table.Td>
                <Moment iso={job.completedAt} />
              </Table.Td>
              <Table.Td ta="right">
                <RetryButton job={job} retrying={retrying} onRetry={onRetry} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Jobs as cards, on a phone. */
export function JobCards({ jobs, retrying, onRetry }: JobsListProps) {
  const { t } = useTranslation();
  const line = (label: string, value: React.ReactNode) => (
    <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" ta="right" component="div">
        {value}
      </Text>
    </Group>
  );
  return (
    <Stack gap="sm" data-testid="jobs-cards">
      {jobs.map((job) => (
        <Paper key={job.id} withBorder radius="md" p="sm" data-testid="job-row" data-job-id={job.id}>
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {jobLabel(t, job.name)}
              </Text>
              <StateBadge job={job} />
            </Group>
            <RunningProgress job={job} />
            <JobError job={job} />
            <Attempts job={job} />
            {line(t('jobs.columns.startedBy'), <StartedBy job={job} align="right" />)}
            {line(t('jobs.columns.created'), formatDateTime(job.createdAt))}
            {job.startedAt && line(t('jobs.columns.started'), formatDateTime(job.startedAt))}
            {job.completedAt && line(t('jobs.columns.finished'), formatDateTime(job.completedAt))}
            {job.state === 'failed' && (
              <Group justify="flex-end">
                <RetryButton job={job} retrying={retrying} onRetry={onRetry} />
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
