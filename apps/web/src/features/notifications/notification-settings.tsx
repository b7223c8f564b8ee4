import { Group, Loader, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { NotificationSettings as Settings } from '@trapline/contracts/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useNotificationSettings } from '@/features/notifications/api/get-notification-settings.ts';
import { useSaveNotificationSettings } from '@/features/notifications/api/save-notification-settings.ts';

/** The account's notification settings (spec 1, section 2.6): e-mail and mobile, saved on change. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const { data } = useNotificationSettings();
  const saveSettings = useSaveNotificationSettings();
  const change = async (next: Settings) => {
    try {
      await saveSettings.mutateAsync(next);
      notifications.show({ color: 'green', message: t('notifications.settingsSaved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            {t('notifications.settings')}
          </Title>
          {saveSettings.isPending && <Loader size="xs" aria-label={t('app.loading')} />}
        </Group>
        {!data ? (
          <Loader size="sm" aria-label={t('app.loading')} />
        ) : (
          <>
            <Switch
              label={t('notifications.byEmail')}
              checked={data.notificationEmail}
              disabled={saveSettings.isPending}
              onChange={(e) => void change({ ...data, notificationEmail: e.currentTarget.checked })}
              data-testid="setting-email"
            />
            <Switch
              label={t('notifications.onMobile')}
              checked={data.notificationMobile}
              disabled={saveSettings.isPending}
              onChange={(e) => void change({ ...data, notificationMobile: e.currentTarget.checked })}
              data-testid="setting-mobile"
            />
            <Text size="xs" c="dimmed">
              {t('notifications.settingsHint')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
