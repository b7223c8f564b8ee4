import { Alert, Center, Loader, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useUser, userQuery } from '@/features/users/api/get-user.ts';
import { useUpdateUser } from '@/features/users/api/update-user.ts';
import { InvitationPanel } from '@/features/users/invitation.tsx';
import { SetPasswordDialog } from '@/features/users/set-password-dialog.tsx';
import { UserForm } from '@/features/users/user-form.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';
import { TitledCard } from '@/components/titled-card.tsx';
import { FailureAlert } from '@/components/failure-alert.tsx';

export const Route = createFileRoute('/app/users/edit/$id')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/users/edit/$id', userQuery(params.id)),
  pendingComponent: RoutePending,
  component: EditUserPage,
});

function EditUserPage() {
  const { t } = useTranslation();
  const { id } = useParams({ from: '/app/users/edit/$id' });
  const { data: me } = useAccount();
  const user = useUser(id);
  const updateUser = useUpdateUser();
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(user.data ? `${user.data.name} ${user.data.surname}` : t('nav.users'));
  if (user.isPending || !me)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (!user.data)
    return (
      <Paper withBorder p="lg">
        <Text>{t('users.notFound')}</Text>
      </Paper>
    );
  const u = user.data;
  return (
    <TitledCard title={`${u.name} ${u.surname}`} level={1} titleTestId="user-title" actions={me.type === 'ADMIN' && <SetPasswordDialog userUuid={u.uuid} />}>
      <FailureAlert failure={failure} testId="user-error" />
      {u.pendingEmail && (
        <Alert color="blue" data-testid="user-pending-email">
          {t('users.pendingEmail', { email: u.pendingEmail, current: u.email })}
        </Alert>
      )}
      <InvitationPanel user={u} queryKeyId={id} />
      <UserForm
        key={u.uuid}
        me={me}
        initial={{ name: u.name, surname: u.surname, email: u.email, type: u.type, status: u.status, companyUuid: u.companyUuid, places: u.places }}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            await updateUser.mutateAsync({ userUuid: u.uuid, shownAs: id, body: values });
            notifications.show({ color: 'green', message: t('users.saved') });
          } catch (error) {
            if (!(error instanceof ApiError && error.code === 'user/email_taken')) setFailure(errorMessage(error, t));
            throw error;
          }
        }}
      />
    </TitledCard>
  );
}
