import { Stack, Text, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EnterpriseDialog } from '../../features/auth/enterprise-dialog.tsx';
import { LoginForm } from '../../features/auth/login-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export const Route = createFileRoute('/auth/login')({ component: LoginPage });

function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('auth.login.title'));
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">{t('auth.login.title')}</Title>
        <Text c="dimmed" size="sm">{t('auth.login.subtitle')}</Text>
      </div>
      <LoginForm onSignedIn={() => void navigate({ to: '/app' })} />
      <EnterpriseDialog />
    </Stack>
  );
}
