import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useChangePassword } from '@/features/account/api/change-password.ts';
import { ZChangePasswordForm } from '@/features/account/change-password-schema.ts';
import { NewPasswordFields } from '@/features/auth/new-password-form.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { FormCard } from '@/components/form-card.tsx';

export const Route = createFileRoute('/app/account/change-password')({ component: ChangePasswordPage });

type Values = z.input<typeof ZChangePasswordForm>;

function ChangePasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.changePassword'));
  const [failure, setFailure] = useState<string | null>(null);
  const changePassword = useChangePassword();
  const form = useForm<Values>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await changePassword.mutateAsync(values);
      form.reset();
      notifications.show({ color: 'green', message: t('account.passwordChanged') });
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });
  const currentPasswordError = form.formState.errors.currentPassword?.message;
  return (
    <FormCard title={t('nav.changePassword')} failure={failure} failureTestId="change-password-error" maw={480} onSubmit={submit}>
      <PasswordInput
        label={t('account.currentPassword')}
        autoComplete="current-password"
        {...form.register('currentPassword')}
        error={currentPasswordError ? t(`validation.${currentPasswordError}`) : undefined}
      />
      <NewPasswordFields form={form} />
      <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
        {t('auth.reset.submit')}
      </Button>
    </FormCard>
  );
}
