import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { resetPassword, signIn, verifyResetToken } from '../../features/auth/api.ts';
import { NewPasswordForm } from '../../features/auth/new-password-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { text } from '../../lib/search-params.ts';

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({ token: text(search.token) ?? '' }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSearch({ from: '/auth/reset-password' });
  usePageTitle(t('auth.reset.title'));
  // The token is verified first; a failing token shows the expired state.
  const verification = useQuery({ queryKey: ['reset-token', token], queryFn: () => verifyResetToken(token), enabled: token !== '', retry: false });

  if (token !== '' && verification.isPending) {
    return (
      <Center py="xl">
        <Stack align="center">
          <Loader />
          <Text size="sm">{t('auth.reset.verifying')}</Text>
        </Stack>
      </Center>
    );
  }
  if (token === '' || verification.isError) {
    return (
      <Stack data-testid="reset-expired">
        <Title order={1} size="h2">{t('auth.reset.expiredTitle')}</Title>
        <Alert color="orange">{t('auth.reset.expiredText')}</Alert>
        <Button component={Link} to="/auth/login">{t('auth.backToLogin')}</Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Title order={1} size="h2">{t('auth.reset.title')}</Title>
      <Text size="sm" c="dimmed">{verification.data?.email}</Text>
      <NewPasswordForm
        onSubmit={async (values) => {
          const { email } = await resetPassword({ token, ...values });
          // Success signs in automatically with the e-mail the verification returned.
          await signIn(email, values.newPassword);
          await navigate({ to: '/app' });
        }}
      />
    </Stack>
  );
}
