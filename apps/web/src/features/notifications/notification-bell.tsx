import { ActionIcon, Button, Divider, Group, Indicator, Loader, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatest } from '@/features/notifications/api/get-latest.ts';
import { useUnreadCount } from '@/features/notifications/api/get-unread-count.ts';
import { useMarkRead } from '@/features/notifications/api/mark-read.ts';
import { NotificationItem } from './notification-item.tsx';

/**
 * The header bell: unread badge, the latest notifications, mark all as read, and show all when
 * there are more. Closing the dropdown marks the unread ones it showed as read.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const latest = useLatest({ enabled: opened });
  const markRead = useMarkRead();

  const markShownRead = async () => {
    const unreadShown = latest.data?.rows.filter((n) => !n.isRead).map((n) => n.uuid) ?? [];
    await markRead.mutateAsync(unreadShown);
  };
  const close = () => {
    setOpened(false);
    void markShownRead();
  };

  return (
    <Popover opened={opened} onChange={(next) => (next ? setOpened(true) : close())} position="bottom-end" width={360} shadow="md" withinPortal>
      <Popover.Target>
        {/* The target must be the button itself: it receives the popup's ARIA attributes. */}
        <ActionIcon
          variant={unread > 0 ? 'light' : 'subtle'}
          size="lg"
          aria-label={t('notifications.bell', { count: unread })}
          onClick={() => (opened ? close() : setOpened(true))}
          data-testid="bell"
        >
          <Indicator label={unread} size={16} color="red" disabled={unread === 0} offset={2} data-testid="bell-badge">
            <svg
              width={20}
              height={20}
              viewBox="0 0 24 24"
              fill={unread > 0 ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth={2}
              aria-hidden="true"
            >
              <path d="M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20h4" />
            </svg>
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="sm">
        <Group justify="space-between" mb="xs">
          <Text fw={700}>{t('notifications.title')}</Text>
          <Button size="compact-xs" variant="subtle" onClick={() => void markShownRead()} data-testid="mark-all-read">
            {t('notifications.markAllRead')}
          </Button>
        </Group>
        {latest.isPending ? (
          <Loader size="sm" />
        ) : !latest.data?.rows.length ? (
          <Text size="sm" c="dimmed">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={420}>
            <Stack gap="sm">
              {latest.data.rows.map((n, i) => (
                <div key={n.uuid}>
                  {i > 0 && <Divider mb="sm" />}
                  <NotificationItem notification={n} onOpen={close} />
                </div>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        {(latest.data?.count ?? 0) > (latest.data?.rows.length ?? 0) && (
          <Button component={Link} to="/app/account/notifications" fullWidth mt="sm" variant="light" onClick={close} data-testid="show-all">
            {t('notifications.showAll', { count: latest.data?.count })}
          </Button>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
