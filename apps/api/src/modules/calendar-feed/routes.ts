import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZCalendarFeedParams, ZCalendarFeedResponse } from '@trapline/contracts/calendar-feed';
import { ZErrorResponse } from '@trapline/contracts/errors';
import type { ApiConfig } from '../../env.ts';
import * as feeds from './service.ts';

const errors = errorResponses(401, 403);
const tags = ['schedule'];

const calendarFeedRoutes: FastifyPluginAsyncZod<{ config: ApiConfig }> = async (app, { config }) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const feed = moduleRoutes(app, tags, errors, docs);

  feed.get('/api/schedule/calendar-feed', { response: { 200: ZCalendarFeedResponse } }, (_request, scope) => feeds.getFeed(db, scope, config.PUBLIC_API_URL));

  feed.post('/api/schedule/calendar-feed', { response: { 200: ZCalendarFeedResponse } }, (_request, scope) =>
    feeds.regenerateFeed(db, scope, config.PUBLIC_API_URL),
  );

  // Its own handler and schema: public (no sign-in, no bearer security), and it sends the iCalendar text with its headers.
  app.get('/api/calendar-feeds/:token', {
    config: { public: true },
    schema: {
      ...docs.text('GET /api/calendar-feeds/:token'),
      tags,
      params: ZCalendarFeedParams,
      produces: ['text/calendar'],
      response: { 200: z.any().describe('iCalendar file'), 404: ZErrorResponse },
    },
    handler: async (request, reply) => {
      const body = await feeds.feedCalendar(db, request.params.token, config.PUBLIC_WEB_URL);
      void reply.header('content-type', 'text/calendar; charset=utf-8');
      void reply.header('cache-control', 'private, max-age=300');
      return reply.send(Buffer.from(body, 'utf8'));
    },
  });
};

export default calendarFeedRoutes;
