import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '@/features/auth/api/reset-password.ts';
import { useSignIn } from '@/features/auth/api/sign-in.ts';
import { useResetToken } from '@/features/auth/api/verify-reset-token.ts';
import { NewPasswordForm } from '@/features/auth/new-password-form.tsx';
import { ApiError } from '@/lib/api-client.ts';
import i18n, { setUiLanguage, UI_LANGUAGES } from '@/lib/i18n.ts';
import { oneOf, text } from '@/lib/search-params.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

/**
 * Reset password (spec 1, section 2.2), also the screen of a new user's invitation link: the
 * verification tells which, and an invitation is titled for a first password. The invitation
 * link carries the user's language (`lang`), so the screen speaks it from the first view.
 */
export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token: string; lang?: (typeof UI_LANGUAGES)[number] } => {
    const lang = oneOf(search.lang, UI_LANGUAGES);
    return { token: text(search.token) ?? '', ...(lang ? { lang } : {}) };
  },
  component: ResetPasswordPage,
});

const INVITATION_ERRORS = ['auth/invitation_expired', 'auth/invitation_used'];

function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, lang } = useSearch({ from: '/auth/reset-password' });
  useEffect(() => {
    if (lang && i18n.language !== lang) void setUiLanguage(lang);
  }, [lang]);
  // The token is verified first; a failing token shows the expired state.
  const verification = useResetToken(token);
  const resetPassword = useResetPassword();
  const signIn = useSignIn();
  const invitation = verification.data?.purpose === 'INVITATION';
  const title = invitation ? t('auth.invitation.title') : t('auth.reset.title');
  usePageTitle(title);

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
  const failure = verification.error instanceof ApiError ? verification.error.code : null;
  if (failure && INVITATION_ERRORS.includes(failure)) {
    const expired = failure === 'auth/invitation_expired';
    return (
      <Stack data-testid="invitation-invalid">
        <Title order={1} size="h2">
          {t(expired ? 'auth.invitation.expiredTitle' : 'auth.invitation.usedTitle')}
        </Title>
        <Alert color="orange">{t(expired ? 'auth.invitation.expiredText' : 'auth.invitation.usedText')}</Alert>
        <Button component={Link} to="/auth/login">
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    );
  }
  if (token === '' || verification.isError) {
    return (
      <Stack data-testid="reset-expired">
        <Title order={1} size="h2">
          {t('auth.reset.expiredTitle')}
        </Title>
        <Alert color="orange">{t('auth.reset.expiredText')}</Alert>
        <Button component={Link} to="/auth/login">
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack>
      <Title order={1} size="h2">
        {title}
      </Title>
      {invitation && <Text size="sm">{t('auth.invitation.intro')}</Text>}
      <Text size="sm" c="dimmed">
        {verification.data?.email}
      </Text>
      <NewPasswordForm
        submitLabel={invitation ? t('auth.invitation.submit') : undefined}
        onSubmit={async (values) => {
          const { email } = await resetPassword.mutateAsync({ token, ...values });
          // Success signs in automatically with the e-mail the verification returned.
          await signIn.mutateAsync({ email, password: values.newPassword });
          await navigate({ to: '/app' });
        }}
      />
    </Stack>
  );
}
