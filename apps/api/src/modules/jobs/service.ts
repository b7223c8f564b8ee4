import type { JobListItem, JobListResponse, JobStatus, ZJobListQuery } from '@trapline/contracts/jobs';
import type { DbClient } from '@trapline/db/client';
import type { JobClient, ListedJob } from '@trapline/jobs/job-client';
import type { z } from 'zod';
import type { AccessScope } from '../../access/scope.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { FileStorage } from '@trapline/storage/file-storage';
import { findBackgroundJob, findStarters } from './repository.ts';

interface Deps {
  db: DbClient;
  jobs: JobClient;
  storage: FileStorage;
}

/**
 * A job's state and progress, for the user who started it (and a super admin who sees its
 * company). Anything else, as a job nobody started by hand, answers 404.
 */
export async function getJobStatus({ db, jobs, storage }: Deps, scope: AccessScope, id: string): Promise<JobStatus> {
  const row = await findBackgroundJob(db, id);
  if (!row) throw notFound();
  const mine = row.userId === scope.principal.userId;
  const administered = scope.isSuperAdmin && row.companyId !== null && (await scope.canSeeCompany(row.companyId));
  if (!mine && !administered) throw notFound();
  const job = await jobs.find(row.name, row.id);
  if (!job) throw notFound();

  const file = job.result && fileOf(job.result.file);
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    progress: progressOf(job.state, row.progressPercent, row.progressPhase),
    attempts: attemptsOf(job),
    file: file ? { name: file.name, url: await storage.signedUrl(file.key, { downloadName: file.name }) } : null,
    error: job.error ? { message: job.error } : null,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    completedAt: job.completedAt?.toISOString() ?? null,
  };
}

/** A job's result names its file as `file: { key, name }` (see the workers' JobHandler). */
function fileOf(value: unknown): { key: string; name: string } | null {
  if (!value || typeof value !== 'object') return null;
  const { key, name } = value as { key?: unknown; name?: unknown };
  return typeof key === 'string' && typeof name === 'string' ? { key, name } : null;
}

/**
 * The background jobs screen (super admin): jobs of every queue, newest first. A super admin
 * signed in through an enterprise sees the jobs started in its companies only.
 */
export async function listJobs({ db, jobs }: Pick<Deps, 'db' | 'jobs'>, scope: AccessScope, query: z.output<typeof ZJobListQuery>): Promise<JobListResponse> {
  if (!scope.isSuperAdmin) throw forbidden();
  const listed = await jobs.list({ state: query.state, companyIds: await scope.companyIds(), offset: (query.page - 1) * query.limit, limit: query.limit });
  return { jobs: await asListItems(db, listed.jobs), count: listed.count };
}

/** Runs a failed job once more (super admin); answers the job, queued again. */
export async function retryJob({ db, jobs }: Pick<Deps, 'db' | 'jobs'>, scope: AccessScope, id: string): Promise<JobListItem> {
  if (!scope.isSuperAdmin) throw forbidden();
  const companyIds = await scope.companyIds();
  if (companyIds !== 'all') {
    const row = await findBackgroundJob(db, id);
    if (!row?.companyId || !companyIds.includes(row.companyId)) throw notFound();
  }
  const retried = await jobs.retry(id);
  if (retried.outcome === 'not_found') throw notFound();
  if (retried.outcome === 'not_failed') throw new AppError('jobs/not_failed', { details: { state: retried.state } });
  const {
    jobs: [job],
  } = await jobs.list({ id, companyIds, offset: 0, limit: 1 });
  if (!job) throw notFound();
  const [item] = await asListItems(db, [job]);
  return item!;
}

async function asListItems(db: DbClient, listed: ListedJob[]): Promise<JobListItem[]> {
  const starters = await findStarters(
    db,
    [...new Set(listed.flatMap((job) => (job.startedBy?.userId ? [job.startedBy.userId] : [])))],
    [...new Set(listed.flatMap((job) => (job.startedBy?.companyId ? [job.startedBy.companyId] : [])))],
  );
  return listed.map((job) => {
    const user = job.startedBy?.userId ? starters.users.get(job.startedBy.userId) : undefined;
    const company = job.startedBy?.companyId ? starters.companies.get(job.startedBy.companyId) : undefined;
    return {
      id: job.id,
      name: job.name,
      state: job.state,
      progress: progressOf(job.state, job.progressPercent, job.progressPhase),
      attempts: attemptsOf(job),
      error: job.error ? { message: job.error } : null,
      startedBy: job.startedBy
        ? {
            user: user ? { uuid: user.uuid, name: user.name, surname: user.surname, email: user.email } : null,
            company: company ? { uuid: company.uuid, name: company.name } : null,
          }
        : null,
      createdAt: job.createdAt.toISOString(),
      startedAt: job.startedAt?.toISOString() ?? null,
      completedAt: job.completedAt?.toISOString() ?? null,
    };
  });
}

/** A completed job is at 100 % with no phase left; otherwise what its handler last reported. */
function progressOf(state: string, percent: number | null, phase: string | null) {
  return state === 'completed' ? { percent: 100, phase: null } : { percent, phase };
}

/** Attempts so far: none before the first start, then one more than the retries. */
function attemptsOf(job: { startedAt: Date | null; retryCount: number }) {
  return job.startedAt ? job.retryCount + 1 : 0;
}
