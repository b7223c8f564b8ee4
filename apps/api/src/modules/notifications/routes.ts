import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, routeSchemaFor } from '../../lib/route-schema.ts';
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

const route = routeSchemaFor(['notifications'], errors);

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const me = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).principal.userId;

  app.get('/account/settings/notifications', {
    schema: route({ summary: 'E-mail and mobile notification settings of the signed-in user', response: { 200: ZNotificationSettings } }),
    handler: (request) => notifications.getSettings(db, me(request)),
  });
  app.patch('/account/settings/notifications', {
    schema: route({ summary: 'Change the notification settings', body: ZNotificationSettings, response: { 200: ZNotificationSettings } }),
    handler: (request) => notifications.updateSettings(db, me(request), request.body),
  });
  app.get('/account/notifications', {
    schema: route({
      summary: "The signed-in user's notifications, newest first, paged",
      querystring: ZNotificationListQuery,
      response: { 200: ZNotificationList },
    }),
    handler: (request) => notifications.listNotifications(db, me(request), request.query),
  });
  app.get('/account/notifications/unread-count', {
    schema: route({ summary: 'Unread notifications (the bell badge)', response: { 200: ZUnreadCount } }),
    handler: (request) => notifications.unreadCount(db, me(request)),
  });
  app.get('/account/notifications/latest', {
    schema: route({ summary: 'The 10 latest notifications (the bell dropdown) and the total count', response: { 200: ZNotificationList } }),
    handler: (request) => notifications.latestNotifications(db, me(request)),
  });
  app.post('/account/notifications/clear', {
    schema: route({ summary: 'Mark notifications read', body: ZClearNotificationsRequest, response: { 200: ZClearNotificationsResponse } }),
    handler: (request) => notifications.markRead(db, me(request), request.body.notificationUuids),
  });
};

export default notificationRoutes;
