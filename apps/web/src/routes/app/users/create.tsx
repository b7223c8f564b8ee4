import { notifications } from '@mantine/notifications';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useCreateUser } from '@/features/users/api/create-user.ts';
import { UserForm } from '@/features/users/user-form.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { FormCard } from '@/components/form-card.tsx';

export const Route = createFileRoute('/app/users/create')({ component: CreateUserPage });

function CreateUserPage() {
  const { t } = useTranslation();
  usePageTitle(t('users.create'));
  const navigate = useNavigate();
  const createUser = useCreateUser();
  const { data: me } = useAccount();
  const [failure, setFailure] = useState<string | null>(null);
  if (!me) return null;
  return (
    <FormCard title={t('users.create')} failure={failure} failureTestId="user-error">
      <UserForm
        me={me}
        withLanguage
        onSubmit={async (values) => {
          setFailure(null);
          try {
            const user = await createUser.mutateAsync(values);
            notifications.show({ color: 'green', message: user.invitation ? t('users.createdInvited', { email: user.email }) : t('users.created') });
            // The spec's list, with the new user highlighted.
            await navigate({ to: '/app/users', search: { search: '', page: 1, highlight: user.uuid } });
          } catch (error) {
            // A taken e-mail is shown on its field; anything else above the form.
            if (!(error instanceof ApiError && error.code === 'user/email_taken')) setFailure(errorMessage(error, t));
            throw error;
          }
        }}
      />
    </FormCard>
  );
}
