import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { ZJobListItem, ZJobListQuery, ZJobListResponse, ZJobParams, ZJobStatus } from '@trapline/contracts/jobs';
import { getJobStatus, listJobs, retryJob } from './service.ts';

/** Every job route may answer these; each adds the errors of its own (403, 404, 409). */
const errors = errorResponses(400, 401);

const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const job = moduleRoutes(app, ['jobs'], errors, docs);

  job.get('/api/jobs/:jobId', { params: ZJobParams, response: { 200: ZJobStatus, 404: ZErrorResponse } }, ({ params }, scope) =>
    getJobStatus({ db: app.db, jobs: app.jobs, storage: app.storage }, scope, params.jobId),
  );

  job.get('/api/jobs', { querystring: ZJobListQuery, response: { 200: ZJobListResponse, 403: ZErrorResponse } }, ({ query }, scope) =>
    listJobs({ db: app.db, jobs: app.jobs }, scope, query),
  );

  job.post(
    '/api/jobs/:jobId/retry',
    { params: ZJobParams, response: { 200: ZJobListItem, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse } },
    ({ params }, scope) => retryJob({ db: app.db, jobs: app.jobs }, scope, params.jobId),
  );
};

export default jobRoutes;
