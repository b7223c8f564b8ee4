import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset.ts';
import { ZForgotPasswordForm } from '@/features/auth/schemas.ts';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { FailureAlert } from '@/components/failure-alert.tsx';

export const Route = createFileRoute('/auth/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.forgot.title'));
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const requestPasswordReset = useRequestPasswordReset();
  const form = useForm<z.input<typeof ZForgotPasswordForm>>({ resolver: zodResolver(ZForgotPasswordForm), defaultValues: { email: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await requestPasswordReset.mutateAsync(ZForgotPasswordForm.parse(values).email);
      setSent(true);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });
  const emailError = form.formState.errors.email?.message;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('auth.forgot.title')}
      </Title>
      {sent ? (
        <Alert color="green" role="status" data-testid="reset-sent">
          {t('auth.forgot.sent')}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('auth.forgot.intro')}
            </Text>
            <FailureAlert failure={failure} />
            <TextInput label={t('auth.login.email')} type="email" {...form.register('email')} error={emailError ? t(`validation.${emailError}`) : undefined} />
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/auth/login" size="sm" ta="center">
        {t('auth.backToLogin')}
      </Anchor>
    </Stack>
  );
}
