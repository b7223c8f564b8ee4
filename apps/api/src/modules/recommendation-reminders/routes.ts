import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { ZReminderLink, ZReminderTokenQuery, ZStopRemindersRequest } from '@trapline/contracts/recommendation-reminders';
import * as reminders from './service.ts';
import { routeDocs } from '../../lib/route-docs.ts';

const tags = ['recommendations'];
const errors = errorResponses(400, 404);

const recommendationReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;

  app.get('/api/recommendation-reminders', {
    config: { public: true },
    schema: {
      ...docs.text('GET /api/recommendation-reminders'),
      tags,
      querystring: ZReminderTokenQuery,
      response: { 200: ZReminderLink, ...errors },
    },
    handler: (request) => reminders.reminderLink(db, request.query.token),
  });

  app.post('/api/recommendation-reminders/stop', {
    config: { public: true },
    schema: {
      ...docs.text('POST /api/recommendation-reminders/stop'),
      tags,
      body: ZStopRemindersRequest,
      response: { 200: ZReminderLink, ...errors },
    },
    handler: (request) => reminders.stopReminders(db, request.body.token),
  });
};

export default recommendationReminderRoutes;
