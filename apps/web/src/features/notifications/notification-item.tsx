import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { Notification } from '@trapline/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { useMarkRead } from '@/features/notifications/api/mark-read.ts';
import { NotificationIcon, isAlert } from './notification-icon.tsx';

/** DD/MM/YYYY HH:mm:ss, the product's timestamp format. */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

/**
 * One notification. One that is about something (a device, an event, a place) opens it when
 * clicked, and counts as read (spec 1: a notification becomes read by clicking it).
 */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const content = (
    <Group align="flex-start" wrap="nowrap" gap="sm" data-testid="notification" data-read={notification.isRead}>
      <NotificationIcon notificationKey={notification.notificationKey} />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text size="sm" fw={notification.isRead ? 400 : 700} c={isAlert(notification.notificationKey) ? 'red.9' : undefined}>
          {notification.title}
        </Text>
        {/* The body is HTML, sanitised by the API. */}
        <Text size="xs" component="div" dangerouslySetInnerHTML={{ __html: notification.body }} />
        <Text size="xs" c="dimmed">
          {formatTimestamp(notification.createdAt)}
        </Text>
      </Stack>
    </Group>
  );
  const link = notification.link;
  if (!link) return content;
  return (
    <UnstyledButton
      component="a"
      href={link}
      display="block"
      w="100%"
      aria-label={`${notification.title} – ${t('notifications.open')}`}
      data-testid="notification-link"
      onClick={(event) => {
        // Other clicks (new tab, window) are the browser's.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onOpen?.();
        // An already read one sends nothing; the notifications are read again either way.
        void markRead.mutateAsync(notification.isRead ? [] : [notification.uuid]);
        void navigate({ to: link });
      }}
    >
      {content}
    </UnstyledButton>
  );
}
