import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';
import { STATISTICS_LIMITS, ZStatisticsQuery, ZStatisticsResponse } from '@trapline/contracts/statistics';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as statistics from './service.ts';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const security = [{ bearerAuth: [] }];
// A year of a large place is a large answer: serialized as built (the tests check its shape).
const plainJson = () => (data: unknown) => JSON.stringify(data);

const statisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/place/:placeId/statistics', {
    schema: {
      tags: ['statistics'],
      summary: "A place's records per day: for the place, per zone, per device type and per device",
      description:
        'Objects (pests; normal and dangerous), actions and observations recorded on the devices of the place, including the records made during inspections ' +
        'and those of devices deleted since. from/to: a day (YYYY-MM-DD, from its start / to its end in the X-Timezone zone) or an instant with an offset; ' +
        `days are those of the X-Timezone zone. At most ${STATISTICS_LIMITS.maxDays} days. zoneId, deviceTypeId and deviceId narrow the devices counted. ` +
        'byDevice carries days while the filter covers at most 200 devices (or one device is asked for); beyond that only its totals (data). Sums are computed in SQL.',
      security,
      params: z.object({ placeId: ZKey }),
      querystring: ZStatisticsQuery,
      response: { 200: ZStatisticsResponse, ...errors },
    },
    serializerCompiler: plainJson,
    handler: (request) => statistics.statistics(app.db, app.sql, scopeOf(request), request.params.placeId, request.query, { timezone: request.timezone, lang: request.lang }),
  });
};

export default statisticsRoutes;
