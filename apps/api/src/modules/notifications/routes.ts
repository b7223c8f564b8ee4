import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import {
  ZClearNotificationsRequest,
  ZClearNotificationsResponse,
  ZNotificationList,
  ZNotificationListQuery,
  ZNotificationSettings,
  ZUnreadCount,
} from '@trapline/contracts/notifications';
import * as notifications from './service.ts';

const errors = errorResponses(400, 401);

const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const notification = moduleRoutes(app, ['notifications'], errors, docs);

  notification.get('/account/settings/notifications', { response: { 200: ZNotificationSettings } }, (_request, scope) =>
    notifications.getSettings(db, scope.principal.userId),
  );
  notification.patch('/account/settings/notifications', { body: ZNotificationSettings, response: { 200: ZNotificationSettings } }, ({ body }, scope) =>
    notifications.updateSettings(db, scope.principal.userId, body),
  );
  notification.get('/account/notifications', { querystring: ZNotificationListQuery, response: { 200: ZNotificationList } }, ({ query }, scope) =>
    notifications.listNotifications(db, scope.principal.userId, query),
  );
  notification.get('/account/notifications/unread-count', { response: { 200: ZUnreadCount } }, (_request, scope) =>
    notifications.unreadCount(db, scope.principal.userId),
  );
  notification.get('/account/notifications/latest', { response: { 200: ZNotificationList } }, (_request, scope) =>
    notifications.latestNotifications(db, scope.principal.userId),
  );
  notification.post('/account/notifications/clear', { body: ZClearNotificationsRequest, response: { 200: ZClearNotificationsResponse } }, ({ body }, scope) =>
    notifications.markRead(db, scope.principal.userId, body.notificationUuids),
  );
};

export default notificationRoutes;
