import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useSignIn } from '@/features/auth/api/sign-in.ts';
import { loginResolver, validateLogin, type LoginValues } from './login-validation.ts';
import { FailureAlert } from '@/components/failure-alert.tsx';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const signIn = useSignIn();
  const form = useForm<LoginValues>({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const parsed = validateLogin(values).values;
      await signIn.mutateAsync({ email: parsed.email, password: parsed.password });
      onSignedIn();
    } catch (error) {
      setFailure(errorMessage(error, t));
    }
  });
  const fieldError = (name: keyof LoginValues) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(`validation.${message}`) : undefined;
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FailureAlert failure={failure} testId="login-error" />
        <TextInput label={t('auth.login.email')} type="email" autoComplete="username" {...form.register('email')} error={fieldError('email')} />
        <PasswordInput label={t('auth.login.password')} autoComplete="current-password" {...form.register('password')} error={fieldError('password')} />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('auth.login.submit')}
        </Button>
        <Anchor component={Link} to="/auth/forgot-password" size="sm" ta="center">
          {t('auth.login.forgot')}
        </Anchor>
      </Stack>
    </form>
  );
}
