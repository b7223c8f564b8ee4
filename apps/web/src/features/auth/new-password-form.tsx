import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessage } from '@/lib/errors.ts';
import { ZNewPasswordForm } from './schemas.ts';
import { FailureAlert } from '@/components/failure-alert.tsx';

type Values = z.input<typeof ZNewPasswordForm>;

/** A form that asks for a new password twice: the reset form and the change-password form. */
type NewPasswordValues = { newPassword: string; confirmPassword: string };

/** New password with confirmation and the policy; used by reset and by change password. */
export function NewPasswordFields<V extends NewPasswordValues>({ form }: { form: UseFormReturn<V> }) {
  const { t } = useTranslation();
  const field = (name: keyof NewPasswordValues) => {
    const path = name as Path<V>;
    const message = form.getFieldState(path, form.formState).error?.message;
    return { ...form.register(path), error: message ? t(`validation.${message}`) : undefined };
  };
  return (
    <>
      <PasswordInput label={t('auth.reset.newPassword')} autoComplete="new-password" description={t('auth.passwordPolicy')} {...field('newPassword')} />
      <PasswordInput label={t('auth.reset.confirmPassword')} autoComplete="new-password" {...field('confirmPassword')} />
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
        <FailureAlert failure={failure} />
        <NewPasswordFields form={form} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel ?? t('auth.reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
