import { Divider, Skeleton, Stack, Text } from '@mantine/core';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '@/features/notifications/api/get-notifications.ts';
import { NotificationItem } from '@/features/notifications/notification-item.tsx';
import { NotificationSettings } from '@/features/notifications/notification-settings.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { TitledCard } from '@/components/titled-card.tsx';
import { pageNumber } from '@/lib/search-params.ts';
import { Pager } from '@/components/list-table.tsx';

const PAGE_SIZE = 20;

export const Route = createFileRoute('/app/account/notifications')({
  validateSearch: (search: Record<string, unknown>) => ({ page: pageNumber(search.page) }),
  component: NotificationsPage,
});

function NotificationsPage() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const { page } = useSearch({ from: '/app/account/notifications' });
  const navigate = useNavigate();
  const { data } = useNotifications(page, PAGE_SIZE);
  return (
    <Stack>
      <NotificationSettings />
      <TitledCard title={t('notifications.title')} level={1}>
        {!data ? (
          <Stack>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={56} />
            ))}
          </Stack>
        ) : data.rows.length === 0 ? (
          <Text c="dimmed">{t('notifications.empty')}</Text>
        ) : (
          <Stack gap="sm">
            {data.rows.map((n, i) => (
              <div key={n.uuid}>
                {i > 0 && <Divider mb="sm" />}
                <NotificationItem notification={n} />
              </div>
            ))}
          </Stack>
        )}
        <Pager
          count={data?.count ?? 0}
          perPage={PAGE_SIZE}
          page={page}
          onPage={(next) => void navigate({ to: '/app/account/notifications', search: { page: next } })}
        />
      </TitledCard>
    </Stack>
  );
}
