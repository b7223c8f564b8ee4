import { Alert, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { User } from '@trapline/contracts/users';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { formatDateTime } from '@/lib/format-date-time.ts';
import { useResendInvitation } from '@/features/users/api/resend-invitation.ts';

/** Whether a user has yet to accept their invitation, and whether its link still works. */
export function invitationState(user: Pick<User, 'invitation'>, now = Date.now()): 'pending' | 'expired' | null {
  if (!user.invitation) return null;
  return Date.parse(user.invitation.expiresAt) > now ? 'pending' : 'expired';
}

/** The users list's mark of a user who has not accepted their invitation yet. */
export function InvitationBadge({ user }: { user: Pick<User, 'invitation'> }) {
  const { t } = useTranslation();
  const state = invitationState(user);
  if (!state || !user.invitation) return null;
  return (
    <Tooltip label={t('users.invitation.sentAt', { date: formatDateTime(user.invitation.sentAt) })}>
      <Badge variant="light" color={state === 'pending' ? 'blue' : 'orange'} data-testid="invitation-badge">
        {t(`users.invitation.${state}`)}
      </Badge>
    </Tooltip>
  );
}

/** The details screen's invitation box: when it was sent, whether the link still works, and a resend. */
export function InvitationPanel({ user, queryKeyId }: { user: User; queryKeyId: string }) {
  const { t } = useTranslation();
  const resendInvitation = useResendInvitation();
  const state = invitationState(user);
  if (!state || !user.invitation) return null;
  const resend = async () => {
    try {
      await resendInvitation.mutateAsync({ userUuid: user.uuid, shownAs: queryKeyId });
      notifications.show({ color: 'green', message: t('users.invitation.resent', { email: user.email }) });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };
  return (
    <Alert color={state === 'pending' ? 'blue' : 'orange'} data-testid="invitation-panel" title={t(`users.invitation.${state}`)}>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm">
          {t('users.invitation.sentAt', { date: formatDateTime(user.invitation.sentAt) })}{' '}
          {t(state === 'pending' ? 'users.invitation.validUntil' : 'users.invitation.expiredAt', { date: formatDateTime(user.invitation.expiresAt) })}
        </Text>
        <Button size="xs" variant="light" loading={resendInvitation.isPending} onClick={() => void resend()} data-testid="invitation-resend">
          {t('users.invitation.resend')}
        </Button>
      </Group>
    </Alert>
  );
}
