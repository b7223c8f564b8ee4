/**
 * Query keys of the caller's notifications, all under 'notifications' (notificationKeys.all): the
 * bell's count and latest, and the pages of the notifications screen. Their settings are the
 * account's (accountKeys.notificationSettings).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  latest: ['notifications', 'latest'] as const,
  page: (page: number, limit: number) => ['notifications', 'page', page, limit] as const,
};
