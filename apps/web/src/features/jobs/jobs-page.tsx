import { Center, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { JOB_STATES, type JobListItem } from '@trapline/contracts/jobs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useJobs } from '@/features/jobs/api/get-jobs.ts';
import { useRetryJob } from '@/features/jobs/api/retry-job.ts';
import { JobCards, JobsTable } from './jobs-list.tsx';
import { Pager } from '@/components/list-table.tsx';

export const JOBS_PAGE_SIZE = 25;

export type JobStateFilter = JobListItem['state'] | undefined;

interface JobsPageProps {
  state: JobStateFilter;
  page: number;
  onFilter(state: JobStateFilter): void;
  onPage(page: number): void;
}

/** The super admin's background jobs: filtered by state, paged, read again while any runs. */
export function JobsPage({ state, page, onFilter, onPage }: JobsPageProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 48em)');
  const jobs = useJobs({ state, page, limit: JOBS_PAGE_SIZE });
  const retryJob = useRetryJob();
  const [retrying, setRetrying] = useState<string | null>(null);

  const retry = async (job: JobListItem) => {
    setRetrying(job.id);
    try {
      await retryJob.mutateAsync(job.id);
      notifications.show({ color: 'teal', message: t('jobs.retried') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      setRetrying(null);
    }
  };

  const list = { jobs: jobs.data?.jobs ?? [], retrying, onRetry: (job: JobListItem) => void retry(job) };
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={1} size="h3">
                {t('jobs.title')}
              </Title>
              {jobs.isFetching && <Loader size="xs" aria-label={t('jobs.refreshing')} />}
            </Group>
            <Text c="dimmed" size="sm">
              {t('jobs.hint')}
            </Text>
          </Stack>
          <Select
            label={t('jobs.filter.label')}
            w={{ base: '100%', xs: 220 }}
            value={state ?? 'all'}
            allowDeselect={false}
            data={[{ value: 'all', label: t('jobs.filter.all') }, ...JOB_STATES.map((value) => ({ value, label: t(`jobs.states.${value}`) }))]}
            onChange={(value) => onFilter(value === 'all' || value === null ? undefined : (value as JobListItem['state']))}
            data-testid="jobs-state-filter"
          />
        </Group>
        {jobs.isError ? (
          <Text c="red" role="alert">
            {errorMessage(jobs.error, t)}
          </Text>
        ) : !jobs.data ? (
          <Center>
            <Loader aria-label={t('app.loading')} />
          </Center>
        ) : jobs.data.jobs.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg" data-testid="jobs-empty">
            {t('jobs.empty')}
          </Text>
        ) : narrow ? (
          <JobCards {...list} />
        ) : (
          <JobsTable {...list} />
        )}
        <Pager count={jobs.data?.count ?? 0} perPage={JOBS_PAGE_SIZE} page={page} onPage={onPage} size="sm" siblings={narrow ? 0 : 1} />
      </Stack>
    </Paper>
  );
}
