import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { ZReminderLink, ZReminderTokenQuery, ZStopRemindersRequest } from '@trapline/contracts/recommendation-reminders';
import * as reminders from './service.ts';

const tags = ['recommendations'];
const errors = errorResponses(400, 404);
const note =
  "The token is the one of a reminder e-mail's stop link (reminders: 3 days before the due date, on it, the day after, then every 7 days until the recommendation is closed). " +
  'No sign-in: the token is the permission. An unknown token answers 404.';

const recommendationReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  app.get('/api/recommendation-reminders', {
    config: { public: true },
    schema: {
      tags,
      summary: 'What a reminder stop link is about',
      description: note,
      querystring: ZReminderTokenQuery,
      response: { 200: ZReminderLink, ...errors },
    },
    handler: (request) => reminders.reminderLink(db, request.query.token),
  });

  app.post('/api/recommendation-reminders/stop', {
    config: { public: true },
    schema: {
      tags,
      summary: 'Stop the reminder e-mails of a recommendation with the token of its stop link',
      description: `${note} Stopping twice keeps the first time.`,
      body: ZStopRemindersRequest,
      response: { 200: ZReminderLink, ...errors },
    },
    handler: (request) => reminders.stopReminders(db, request.body.token),
  });
};

export default recommendationReminderRoutes;
