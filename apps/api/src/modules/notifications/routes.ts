import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, security } from '../../lib/route-schema.ts';
import {
  ZClearNotificationsRequest,
  ZClearNotificationsResponse,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationSettings,
  ZUnreadCount,
} from '@trapline/contracts/notifications';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as notifications from './service.ts';

const errors = errorResponses(400, 401);

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const me = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).principal.userId;

  app.get('/account/settings/notifications', {
    schema: {
      tags: ['notifications'],
      summary: 'E-mail and mobile notification settings of the signed-in user',
      security,
      response: { 200: ZNotificationSettings, ...errors },
    },
    handler: (request) => notifications.getSettings(db, me(request)),
  });
  app.patch('/account/settings/notifications', {
    schema: {
      tags: ['notifications'],
      summary: 'Change the notification settings',
      security,
      body: ZNotificationSettings,
      response: { 200: ZNotificationSettings, ...errors },
    },
    handler: (request) => notifications.updateSettings(db, me(request), request.body),
  });
  app.get('/account/notifications', {
    schema: {
      tags: ['notifications'],
      summary: "The signed-in user's notifications, newest first, paged",
      security,
      querystring: ZNotificationListQuery,
      response: { 200: ZNotificationList, ...errors },
    },
    handler: (request) => notifications.listNotifications(db, me(request), request.query),
  });
  app.get('/account/notifications/unread-count', {
    schema: { tags: ['notifications'], summary: 'Unread notifications (the bell badge)', security, response: { 200: ZUnreadCount, ...errors } },
    handler: (request) => notifications.unreadCount(db, me(request)),
  });
  app.get('/account/notifications/latest', {
    schema: {
      tags: ['notifications'],
      summary: 'The 10 latest notifications (the bell dropdown) and the total count',
      security,
      response: { 200: ZNotificationList, ...errors },
    },
    handler: (request) => notifications.latestNotifications(db, me(request)),
  });
  app.post('/account/notifications/clear', {
    schema: {
      tags: ['notifications'],
      summary: 'Mark notifications read',
      security,
      body: ZClearNotificationsRequest,
      response: { 200: ZClearNotificationsResponse, ...errors },
    },
    handler: (request) => notifications.markRead(db, me(request), request.body.notificationUuids),
  });
};

export default notificationRoutes;
