import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZJobListItem, ZJobListQuery, ZJobListResponse, ZJobParams, ZJobStatus } from '@trapline/contracts/jobs';
import { getJobStatus, listJobs, retryJob } from './service.ts';

/** Every job route may answer these; each adds the errors of its own (403, 404, 409). */
const errors = errorResponses(400, 401);

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const job = moduleRoutes(app, ['jobs'], errors);

  job.get(
    '/api/jobs/:jobId',
    'State and progress of a background job',
    {
      description:
        'For the user who started the job (a PDF report, a statistics workbook, …), and for a super admin who sees its company; ' +
        'any other job answers 404. `state` is queued (also while waiting for a retry), active, completed or failed; ' +
        '`progress` is what the job last reported (100 once completed); a completed job that produced a file gives a signed ' +
        'download URL (FILE_URL_TTL_SECONDS); a failed one the error of its last attempt. Poll it while the job runs.',
      params: ZJobParams,
      response: { 200: ZJobStatus, 404: ZErrorResponse },
    },
    ({ params }, scope) => getJobStatus({ db: app.db, jobs: app.jobs, storage: app.storage }, scope, params.jobId),
  );

  job.get(
    '/api/jobs',
    'Background jobs of every kind, newest first (super admin)',
    {
      description:
        'The background jobs screen: queued (also those waiting for a retry), active, failed and completed jobs, as long as ' +
        'the engine keeps them (a job definition\u2019s keepSeconds, 7 days by default), with their attempts, who started them ' +
        '(null for scheduled and system jobs), their progress and, for a failed one, the error of its last attempt. ' +
        '`state` filters; `page` (from 1) and `limit` (up to 100) page. A super admin signed in through an enterprise sees ' +
        'only the jobs started in its companies. Everyone else: 403.',
      querystring: ZJobListQuery,
      response: { 200: ZJobListResponse, 403: ZErrorResponse },
    },
    ({ query }, scope) => listJobs({ db: app.db, jobs: app.jobs }, scope, query),
  );

  job.post(
    '/api/jobs/:jobId/retry',
    'Run a failed background job once more (super admin)',
    {
      description:
        'The job is queued again at once, for one more attempt (its own retries were used up), and a worker takes it within ' +
        'moments; the failed attempt\u2019s progress is forgotten. Answers the job, now queued. 409 jobs/not_failed for a job ' +
        'that is queued, active or completed; 404 for an unknown job (or, for a super admin signed in through an enterprise, ' +
        'one started outside its companies); 403 for everyone but the super admin.',
      params: ZJobParams,
      response: { 200: ZJobListItem, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse },
    },
    ({ params }, scope) => retryJob({ db: app.db, jobs: app.jobs }, scope, params.jobId),
  );
};

export default jobRoutes;
