import { Stack } from '@mantine/core';
import { createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EnterpriseDialog } from '@/features/auth/enterprise-dialog.tsx';
import { LoginForm } from '@/features/auth/login-form.tsx';
import { isAppAddress } from '@/lib/return-target.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { HeadingWithHint } from '@/components/heading-with-hint.tsx';

export const Route = createFileRoute('/auth/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: isAppAddress(search.redirect) ? search.redirect : undefined,
  }),
  component: LoginPage,
});

function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/auth/login' });
  usePageTitle(t('auth.login.title'));
  return (
    <Stack>
      <div>
        <HeadingWithHint order={1} size="h2" hint={t('auth.login.subtitle')}>
          {t('auth.login.title')}
        </HeadingWithHint>
      </div>
      <LoginForm onSignedIn={() => void (redirect ? navigate({ href: redirect, replace: true }) : navigate({ to: '/app' }))} />
      <EnterpriseDialog />
    </Stack>
  );
}
