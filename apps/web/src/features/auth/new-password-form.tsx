import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '@/lib/errors.ts';
import { ZNewPasswordForm } from './schemas.ts';

type Values = z.input<typeof ZNewPasswordForm>;

/** New password with confirmation and the policy; used by reset and by change password. */
export function NewPasswordFields({ form }: { form: ReturnType<typeof useForm<Values>> }) {
  const { t } = useTranslation();
  const error = (name: keyof Values) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(`validation.${message}`) : undefined;
  };
  return (
    <>
      <PasswordInput
        label={t('auth.reset.newPassword')}
        autoComplete="new-password"
        description={t('auth.passwordPolicy')}
        {...form.register('newPassword')}
        error={error('newPassword')}
      />
      <PasswordInput
        label={t('auth.reset.confirmPassword')}
        autoComplete="new-password"
        {...form.register('confirmPassword')}
        error={error('confirmPassword')}
      />
    </>
  );
}

export function NewPasswordForm({ onSubmit, submitLabel }: { onSubmit: (values: Values) => Promise<void>; submitLabel?: string | undefined }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(ZNewPasswordForm), defaultValues: { newPassword: '', confirmPassword: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <NewPasswordFields form={form} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel ?? t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
