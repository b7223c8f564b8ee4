import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReportJobResponse, ZStatisticsXlsxQuery } from '@trapline/contracts/reports';
import { STATISTICS_FILTER_MAX, STATISTICS_LIMITS, ZStatisticsQuery, ZStatisticsResponse, ZStatisticsXlsxRequest } from '@trapline/contracts/statistics';
import { scopeOf } from '../../access/scope.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { plainJsonSerializer, sendJsonAnswer } from '../../lib/json-answer.ts';
import { errorResponses, errors, security, ZPlaceIdParams } from '../../lib/route-schema.ts';
import * as statistics from './service.ts';
import { routeDocs } from '../../lib/route-docs.ts';

/** The most memory the answers cached by one API process take (a year of 1,000 devices is about 1.3 MB). */
const CACHE_BYTES = 64 * 1024 * 1024;
/** The most memory the sums held per place and year take (a year of 1,000 devices is about 3.5 MB: sums-by-year.ts). */
const SUMS_CACHE_BYTES = 64 * 1024 * 1024;

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url, { maxDays: STATISTICS_LIMITS.maxDays, filterMax: STATISTICS_FILTER_MAX });
  const cache = { answers: new AnswerCache(CACHE_BYTES), sums: new AnswerCache(SUMS_CACHE_BYTES) };
  app.get('/api/place/:placeId/statistics', {
    schema: {
      ...docs.text('GET /api/place/:placeId/statistics'),
      tags: ['statistics'],
      security,
      params: ZPlaceIdParams,
      querystring: ZStatisticsQuery,
      response: { 200: ZStatisticsResponse, ...errors },
    },
    serializerCompiler: plainJsonSerializer,
    // The answer is sent as cached, already serialized (its shape is the schema's: the tests check it).
    handler: async (request, reply) => {
      const body = await statistics.statisticsJson(app.db, app.sql, cache, scopeOf(request), request.params.placeId, request.query, {
        timezone: request.timezone,
        lang: request.lang,
      });
      return sendJsonAnswer(request, reply, body);
    },
  });

  app.post('/api/place/:placeId/statistics/xlsx', {
    schema: {
      ...docs.text('POST /api/place/:placeId/statistics/xlsx'),
      tags: ['statistics'],
      security,
      params: ZPlaceIdParams,
      querystring: ZStatisticsXlsxQuery,
      body: ZStatisticsXlsxRequest,
      response: { 201: ZReportJobResponse, 202: ZReportJobResponse, ...errors, ...errorResponses(422, 429) },
    },
    handler: async (request, reply) => {
      const answer = await statistics.exportXlsx(app.db, app.sql, app.storage, app.renders, scopeOf(request), request.params.placeId, request.body, {
        timezone: request.timezone,
        lang: request.lang,
        async: request.query.async,
      });
      return reply.status(answer.status).send(answer.body);
    },
  });
};

export default statisticsRoutes;
