import { Alert, Button, Center, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@trapline/contracts/common';
import type { ProductSettings } from '@trapline/contracts/settings';
import { ZUpdateProductSettingsRequest } from '@trapline/contracts/settings';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { productSettingsQuery, updateProductSettings } from './api.ts';

/** Product settings (super admin): the default language of new users and the address QR labels point to; the sign-in limits are shown. */
export function SettingsPage() {
  const { t } = useTranslation();
  const settings = useQuery(productSettingsQuery);
  if (settings.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (settings.isError) return <Alert color="red" role="alert">{errorMessage(settings.error, t)}</Alert>;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: ProductSettings }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<Language>(settings.defaultLanguage);
  const [baseUrl, setBaseUrl] = useState(settings.qrLabelBaseUrl ?? '');
  const [urlError, setUrlError] = useState<string | null>(null);
  useEffect(() => {
    setLanguage(settings.defaultLanguage);
    setBaseUrl(settings.qrLabelBaseUrl ?? '');
  }, [settings]);
  const save = useMutation({
    mutationFn: updateProductSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(productSettingsQuery.queryKey, saved);
      notifications.show({ color: 'green', message: t('admin.settings.saved') });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error, t) }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZUpdateProductSettingsRequest.safeParse({ defaultLanguage: language, qrLabelBaseUrl: baseUrl });
    if (!parsed.success) {
      setUrlError(t(`admin.settings.${parsed.error.issues[0]?.message === 'url_too_long' ? 'urlTooLong' : 'urlInvalid'}`));
      return;
    }
    setUrlError(null);
    save.mutate(parsed.data);
  };
  const s = settings.signIn;
  return (
    <Paper withBorder radius="lg" p="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h3">{t('admin.settings.title')}</Title>
          <Select
            label={t('admin.settings.defaultLanguage')}
            description={t('admin.settings.defaultLanguageHint')}
            data={LANGUAGES.map((value) => ({ value, label: t(`admin.settings.languages.${value}`) }))}
            value={language}
            onChange={(value) => value && setLanguage(value as Language)}
            allowDeselect={false}
            data-testid="settings-language"
          />
          <TextInput
            label={t('admin.settings.qrLabelBaseUrl')}
            description={t('admin.settings.qrLabelBaseUrlHint', { url: settings.effectiveQrLabelBaseUrl })}
            placeholder="https://panel.example.com"
            value={baseUrl}
            onChange={(event) => { setBaseUrl(event.currentTarget.value); setUrlError(null); }}
            error={urlError}
            data-testid="settings-qr-url"
          />
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="settings-save">{t('admin.settings.save')}</Button>
          </Group>
          <Title order={2} size="h5">{t('admin.settings.signIn')}</Title>
          <Text size="sm" c="dimmed">{t('admin.settings.signInHint')}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="settings-sign-in">
            <Info label={t('admin.settings.accessToken')} value={t('admin.settings.minutes', { count: s.accessTokenMinutes })} />
            <Info label={t('admin.settings.refreshToken')} value={t('admin.settings.days', { count: s.refreshTokenDays })} />
            <Info label={t('admin.settings.loginMaxFailures')} value={String(s.loginMaxFailures)} />
            <Info label={t('admin.settings.loginMaxFailuresPerAddress')} value={t('admin.settings.perWindow', { count: s.loginMaxFailuresPerAddress, minutes: s.loginFailureWindowMinutes })} />
          </SimpleGrid>
          {settings.updatedAt && (
            <Text size="xs" c="dimmed" data-testid="settings-updated">{t('admin.settings.updatedAt', { date: new Date(settings.updatedAt).toLocaleString(i18n.language) })}</Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function Info({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">{label}</Text>
      <Text>{value}</Text>
    </Stack>
  );
}
