import { Alert } from '@mantine/core';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { JobsPage, type JobStateFilter } from '@/features/jobs/jobs-page.tsx';
import { oneOf, pageNumber } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

const STATES = ['queued', 'active', 'completed', 'failed'] as const;

export const Route = createFileRoute('/app/admin/jobs')({
  validateSearch: (search: Record<string, unknown>): { state?: JobStateFilter; page?: number } => ({
    state: oneOf(search.state, STATES),
    page: search.page === undefined ? undefined : pageNumber(search.page),
  }),
  component: AdminJobsRoute,
});

/** Background jobs (super admin only): everyone else is told they have no access. */
function AdminJobsRoute() {
  const { t } = useTranslation();
  usePageTitle(t('jobs.title'));
  const { state, page } = useSearch({ from: '/app/admin/jobs' });
  const navigate = useNavigate({ from: '/app/admin/jobs' });
  const { data: me } = useAccount();
  if (!me) return null;
  if (me.type !== 'ADMIN')
    return (
      <Alert color="red" role="alert" data-testid="jobs-forbidden">
        {t('errors.forbidden')}
      </Alert>
    );
  return (
    <JobsPage
      state={state}
      page={page ?? 1}
      onFilter={(next) => void navigate({ search: { state: next } })}
      onPage={(next) => void navigate({ search: (prev) => ({ ...prev, page: next }) })}
    />
  );
}
