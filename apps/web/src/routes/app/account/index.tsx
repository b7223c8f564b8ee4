import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Select, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createFileRoute } from '@tanstack/react-router';
import { ZUpdateAccountRequest } from '@trapline/contracts/account';
import { LANGUAGES } from '@trapline/contracts/common';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useUpdateAccount } from '@/features/account/api/update-account.ts';
import { errorMessage } from '@/lib/errors.ts';
import { languageName } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { FormCard } from '@/components/form-card.tsx';

export const Route = createFileRoute('/app/account/')({ component: AccountInfoPage });

const TIMEZONES = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['Europe/Warsaw', 'UTC'];

function AccountInfoPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('nav.accountInfo'));
  const { data: me } = useAccount();
  const updateAccount = useUpdateAccount();
  const form = useForm<z.input<typeof ZUpdateAccountRequest>>({
    resolver: zodResolver(ZUpdateAccountRequest),
    values: me ? { language: me.language, timezone: me.timezone } : undefined,
  });
  if (!me) return null;
  const submit = form.handleSubmit(async (values) => {
    try {
      await updateAccount.mutateAsync({ language: values.language, timezone: values.timezone });
      // In the language just chosen: this render's `t` still speaks the old one.
      notifications.show({ color: 'green', message: i18n.t('account.saved'), autoClose: 10_000 });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  });
  const error = (name: 'language' | 'timezone') => {
    const message = form.formState.errors[name]?.message;
    return message ? t(`validation.${message}`, { defaultValue: t('validation.required') }) : undefined;
  };
  return (
    <FormCard title={t('nav.accountInfo')} onSubmit={(event) => void submit(event)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('account.name')} value={me.name} readOnly />
        <TextInput label={t('account.surname')} value={me.surname} readOnly />
        <TextInput label={t('account.email')} value={me.email} readOnly />
        <TextInput label={t('account.type')} value={t(`roles.${me.type}`)} readOnly />
        <TextInput label={t('account.company')} value={me.company.name} readOnly />
        <Controller
          control={form.control}
          name="language"
          render={({ field }) => (
            <Select
              label={t('account.language')}
              data={LANGUAGES.map((l) => ({ value: l, label: languageName(l) }))}
              value={field.value}
              onChange={(v) => field.onChange(v)}
              error={error('language')}
              allowDeselect={false}
              data-testid="account-language"
            />
          )}
        />
        <Controller
          control={form.control}
          name="timezone"
          render={({ field }) => (
            <Select
              label={t('account.timezone')}
              data={TIMEZONES}
              searchable
              value={field.value}
              onChange={(v) => field.onChange(v)}
              error={error('timezone')}
              allowDeselect={false}
            />
          )}
        />
      </SimpleGrid>
      <Button type="submit" loading={form.formState.isSubmitting} style={{ alignSelf: 'flex-start' }}>
        {t('account.save')}
      </Button>
    </FormCard>
  );
}
