import type { Notification } from '@trapline/contracts/notifications';

export type NotificationPage = { rows: Notification[]; count: number };
