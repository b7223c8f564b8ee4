import { Anchor, Breadcrumbs, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { createSensor } from '../../../../features/lora/api.ts';
import { loraErrorMessage } from '../../../../features/lora/errors.ts';
import { SensorForm } from '../../../../features/lora/sensor-form.tsx';
import { text } from '../../../../lib/search-params.ts';
import { usePageTitle } from '../../../../lib/use-page-title.ts';

/** devEui in the query pre-fills the form: claiming an unclaimed DevEUI. */
export const Route = createFileRoute('/app/lora/devices/create')({
  validateSearch: (search: Record<string, unknown>): { devEui?: string } => ({ devEui: text(search.devEui) }),
  component: CreateLoraDevicePage,
});

function CreateLoraDevicePage() {
  const { t } = useTranslation();
  usePageTitle(t('lora.form.createTitle'));
  const { devEui } = useSearch({ from: '/app/lora/devices/create' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/lora/devices">LoRa</Anchor>
          <Anchor component={Link} to="/app/lora/devices">{t('lora.sections.devices')}</Anchor>
          <span>{t('lora.form.createTitle')}</span>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('lora.form.createTitle')}</Title>
        <SensorForm
          editing={false}
          initial={devEui ? { devEui } : undefined}
          onSubmit={async (values) => {
            try {
              const { loraDevice } = await createSensor(values);
              await queryClient.invalidateQueries({ queryKey: ['lora'] });
              notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.added') });
              await navigate({ to: '/app/lora/devices/details/$loraDeviceUuid', params: { loraDeviceUuid: loraDevice.uuid } });
            } catch (error) {
              notifications.show({ color: 'red', message: loraErrorMessage(error, t) });
              throw error;
            }
          }}
        />
      </Stack>
    </Paper>
  );
}
