import { Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@/features/account/api/get-subscription.ts';

function Usage({ label, used, limit }: { label: string; used: number; limit: number }) {
  const share = limit > 0 ? Math.min(100, (used / limit) * 100) : 100;
  return (
    <Stack gap={2}>
      <Text size="xs">
        {label}: {used}/{limit}
      </Text>
      <Progress value={share} size="sm" color={share >= 100 ? 'red' : share >= 90 ? 'yellow' : 'teal'} aria-label={`${label}: ${used}/${limit}`} />
    </Stack>
  );
}

/** The side navigation's subscription box: valid-until and used/limit counts where limits exist (spec 1, section 2.7). */
export function SubscriptionBox() {
  const { t } = useTranslation();
  const { data } = useSubscription();
  if (!data) return null;
  return (
    <Paper withBorder radius="md" p="xs" mt="auto" data-testid="subscription-box">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {data.name}
        </Text>
        {data.validUntil && (
          <Text size="xs" c="dimmed">
            {t('subscriptions.validUntil')}: {data.validUntil.split('-').reverse().join('/')}
          </Text>
        )}
        {data.devicesLimit !== null && <Usage label={t('subscriptions.devices')} used={data.devicesUsed} limit={data.devicesLimit} />}
        {data.usersLimit !== null && <Usage label={t('subscriptions.users')} used={data.usersUsed} limit={data.usersLimit} />}
      </Stack>
    </Paper>
  );
}
