import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZReportJobResponse, ZStatisticsXlsxQuery } from '@trapline/contracts/reports';
import { STATISTICS_FILTER_MAX, STATISTICS_LIMITS, ZStatisticsQuery, ZStatisticsResponse, ZStatisticsXlsxRequest } from '@trapline/contracts/statistics';
import { scopeOf } from '../../access/scope.ts';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { sendJsonAnswer } from '../../lib/json-answer.ts';
import { errorResponses, errors, security, ZPlaceIdParams } from '../../lib/route-schema.ts';
import * as statistics from './service.ts';

// A year of a large place is a large answer: serialized as built (the tests check its shape).
const plainJson = () => (data: unknown) => JSON.stringify(data);

/** The most memory the answers cached by one API process take (a year of 1,000 devices is about 1.3 MB). */
const CACHE_BYTES = 64 * 1024 * 1024;
/** The most memory the sums held per place and year take (a year of 1,000 devices is about 3.5 MB: sums-by-year.ts). */
const SUMS_CACHE_BYTES = 64 * 1024 * 1024;

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = { answers: new AnswerCache(CACHE_BYTES), sums: new AnswerCache(SUMS_CACHE_BYTES) };
  app.get('/api/place/:placeId/statistics', {
    schema: {
      tags: ['statistics'],
      summary: "A place's records per day: for the place, per zone, per device type and per device",
      description:
        'Objects (pests; normal and dangerous), actions and observations recorded on the devices of the place, including the records made during inspections ' +
        'and those of devices deleted since. from/to: a day (YYYY-MM-DD, from its start / to its end in the X-Timezone zone) or an instant with an offset; ' +
        `days are those of the X-Timezone zone. At most ${STATISTICS_LIMITS.maxDays} days. zoneId, deviceTypeId and deviceId narrow the devices counted: each takes one id, repeated ids or ids separated by commas (at most ${STATISTICS_FILTER_MAX}), and a device counts when it is in any of the zones, of any of the types and among the devices given. ` +
        'byDevice carries days while the filter covers at most 200 devices (or one device is asked for); beyond that only its totals (data). Sums are computed in SQL.',
      security,
      params: ZPlaceIdParams,
      querystring: ZStatisticsQuery,
      response: { 200: ZStatisticsResponse, ...errors },
    },
    serializerCompiler: plainJson,
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
      tags: ['statistics'],
      summary: "Generate an Excel workbook of a place's statistics (a report of kind XLSX) and answer its signed download URL",
      description:
        'from/to as for the statistics; interval DAY, WEEK, MONTH or YEAR (over 35 days, counted inclusively, only MONTH and YEAR: else 400 with the allowed ones); type XLSX only; ' +
        'deviceTypeId counts only devices of that type. A range without any record answers 422 reports/no-data. The report and its job (statistics-export) are written together; ' +
        'the workers sum the records per period in SQL and stream the workbook (an information sheet, then a sheet per place, zone, device type and device) into the file storage. ' +
        'Like the other renders: 201 with the URL when done within RENDER_WAIT_SECONDS, else (or with async=true) 202 with the jobId to follow at GET /api/jobs/{jobId}; 429 reports/too_many_requests beyond the render limits.',
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
