import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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
  const notification = moduleRoutes(app, ['notifications'], errors);
  const me = (request: Parameters<typeof scopeOf>[0]) => scopeOf(request).principal.userId;

  notification.get(
    '/account/settings/notifications',
    { summary: 'E-mail and mobile notification settings of the signed-in user', response: { 200: ZNotificationSettings } },
    (request) => notifications.getSettings(db, me(request)),
  );
  notification.patch(
    '/account/settings/notifications',
    { summary: 'Change the notification settings', body: ZNotificationSettings, response: { 200: ZNotificationSettings } },
    (request) => notifications.updateSettings(db, me(request), request.body),
  );
  notification.get(
    '/account/notifications',
    {
      summary: "The signed-in user's notifications, newest first, paged",
      querystring: ZNotificationListQuery,
      response: { 200: ZNotificationList },
    },
    (request) => notifications.listNotifications(db, me(request), request.query),
  );
  notification.get('/account/notifications/unread-count', { summary: 'Unread notifications (the bell badge)', response: { 200: ZUnreadCount } }, (request) =>
    notifications.unreadCount(db, me(request)),
  );
  notification.get(
    '/account/notifications/latest',
    { summary: 'The 10 latest notifications (the bell dropdown) and the total count', response: { 200: ZNotificationList } },
    (request) => notifications.latestNotifications(db, me(request)),
  );
  notification.post(
    '/account/notifications/clear',
    { summary: 'Mark notifications read', body: ZClearNotificationsRequest, response: { 200: ZClearNotificationsResponse } },
    (request) => notifications.markRead(db, me(request), request.body.notificationUuids),
  );
};

export default notificationRoutes;
