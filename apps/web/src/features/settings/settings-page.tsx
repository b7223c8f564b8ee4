import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LANGUAGES, type Language } from '@trapline/contracts/common';
import {
  PRODUCT_NAME_MAX,
  SESSION_DAYS_MAX,
  ZUpdateProductSettingsRequest,
  type ProductSettings,
  type UpdateProductSettingsRequest,
} from '@trapline/contracts/settings';
import type { TFunction } from 'i18next';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '@/components/page-shell.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { errorText, submitWithFieldErrors } from '@/lib/forms.ts';
import { useProductSettings } from '@/features/settings/api/get-product-settings.ts';
import { useUpdateProductSettings } from '@/features/settings/api/update-product-settings.ts';
import { StackedForm } from '@/components/stacked-form.tsx';
import { HeadingWithHint } from '@/components/heading-with-hint.tsx';

/** Product settings (super admin): name, e-mail sender, default language, QR address and session lifetime; the sign-in limits are shown. */
export function SettingsPage() {
  const settings = useProductSettings();
  return <QueryGate query={settings}>{(settings) => <SettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} />}</QueryGate>;
}

const valuesOf = (settings: ProductSettings): UpdateProductSettingsRequest => ({
  productName: settings.productName,
  mailFrom: settings.mailFrom ?? '',
  defaultLanguage: settings.defaultLanguage,
  qrLabelBaseUrl: settings.qrLabelBaseUrl ?? '',
  sessionDays: settings.sessionDays,
});

/** A validation code of the settings contract as the field's text. */
const message = (t: TFunction, code: string | undefined) => errorText(t, code, 'admin.settings.errors');

function SettingsForm({ settings }: { settings: ProductSettings }) {
  const { t, i18n } = useTranslation();
  const form = useForm<UpdateProductSettingsRequest>({ resolver: zodResolver(ZUpdateProductSettingsRequest), defaultValues: valuesOf(settings) });
  const errors = form.formState.errors;
  const save = useUpdateProductSettings();
  const submit = submitWithFieldErrors(form, async (values) => {
    try {
      await save.mutateAsync(values);
      notifications.show({ color: 'green', message: t('admin.settings.saved') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
      throw error;
    }
  });
  const s = settings.signIn;
  return (
    <Paper withBorder radius="lg" p="lg">
      <StackedForm onSubmit={submit} testId="settings-form">
        <Title order={1} size="h3">
          {t('admin.settings.title')}
        </Title>
        <TextInput
          label={t('admin.settings.productName')}
          description={t('admin.settings.productNameHint')}
          required
          maxLength={PRODUCT_NAME_MAX}
          {...form.register('productName')}
          error={message(t, errors.productName?.message)}
          data-testid="settings-product-name"
        />
        <TextInput
          label={t('admin.settings.mailFrom')}
          description={t('admin.settings.mailFromHint', { sender: settings.effectiveMailFrom })}
          placeholder="Trapline <no-reply@example.com>"
          {...form.register('mailFrom')}
          error={message(t, errors.mailFrom?.message)}
          data-testid="settings-mail-from"
        />
        <Controller
          control={form.control}
          name="defaultLanguage"
          render={({ field }) => (
            <Select
              label={t('admin.settings.defaultLanguage')}
              description={t('admin.settings.defaultLanguageHint')}
              data={LANGUAGES.map((value) => ({ value, label: t(`admin.settings.languages.${value}`) }))}
              value={field.value ?? null}
              onChange={(value) => value && field.onChange(value as Language)}
              allowDeselect={false}
              data-testid="settings-language"
            />
          )}
        />
        <TextInput
          label={t('admin.settings.qrLabelBaseUrl')}
          description={t('admin.settings.qrLabelBaseUrlHint', { url: settings.effectiveQrLabelBaseUrl })}
          placeholder="https://panel.example.com"
          {...form.register('qrLabelBaseUrl')}
          error={message(t, errors.qrLabelBaseUrl?.message)}
          data-testid="settings-qr-url"
        />
        <Controller
          control={form.control}
          name="sessionDays"
          render={({ field }) => (
            <NumberInput
              label={t('admin.settings.sessionDays')}
              description={t('admin.settings.sessionDaysHint', { count: settings.effectiveSessionDays })}
              min={1}
              max={SESSION_DAYS_MAX}
              allowDecimal={false}
              clampBehavior="strict"
              value={field.value ?? ''}
              onChange={(value) => field.onChange(value === '' ? null : Number(value))}
              error={message(t, errors.sessionDays?.message)}
              data-testid="settings-session-days"
            />
          )}
        />
        <Group>
          <Button type="submit" loading={save.isPending} data-testid="settings-save">
            {t('admin.settings.save')}
          </Button>
        </Group>
        <HeadingWithHint order={2} size="h5" hint={t('admin.settings.signInHint')}>
          {t('admin.settings.signIn')}
        </HeadingWithHint>
        <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="settings-sign-in">
          <Info label={t('admin.settings.accessToken')} value={t('admin.settings.minutes', { count: s.accessTokenMinutes })} />
          <Info label={t('admin.settings.loginMaxFailures')} value={String(s.loginMaxFailures)} />
          <Info
            label={t('admin.settings.loginMaxFailuresPerAddress')}
            value={t('admin.settings.perWindow', { count: s.loginMaxFailuresPerAddress, minutes: s.loginFailureWindowMinutes })}
          />
        </SimpleGrid>
        {settings.updatedAt && (
          <Text size="xs" c="dimmed" data-testid="settings-updated">
            {t('admin.settings.updatedAt', { date: new Date(settings.updatedAt).toLocaleString(i18n.language) })}
          </Text>
        )}
      </StackedForm>
    </Paper>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}
