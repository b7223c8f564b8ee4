import { Group, Stack, Text } from '@mantine/core';
import type { Notification } from '@trapline/contracts/notifications';
import { NotificationIcon, isAlert } from './notification-icon.tsx';

/** DD/MM/YYYY HH:mm:ss, the product's timestamp format. */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

export function NotificationItem({ notification }: { notification: Notification }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="notification" data-read={notification.isRead}>
      <NotificationIcon notificationKey={notification.notificationKey} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={notification.isRead ? 400 : 700} c={isAlert(notification.notificationKey) ? 'red.8' : undefined}>
          {notification.title}
        </Text>
        {/* The body is HTML, sanitised by the API when the notification was made. */}
        <Text size="xs" component="div" dangerouslySetInnerHTML={{ __html: notification.body }} />
        <Text size="xs" c="dimmed">{formatTimestamp(notification.createdAt)}</Text>
      </Stack>
    </Group>
  );
}
