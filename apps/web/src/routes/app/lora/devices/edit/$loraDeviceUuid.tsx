import { Alert, Anchor, Breadcrumbs, Center, Loader, Paper, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, createFileRoute, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '../../../../../features/account/api.ts';
import { sensorQuery, updateSensor } from '../../../../../features/lora/api.ts';
import { loraErrorMessage } from '../../../../../features/lora/errors.ts';
import { SensorForm } from '../../../../../features/lora/sensor-form.tsx';
import { usePageTitle } from '../../../../../lib/use-page-title.ts';

export const Route = createFileRoute('/app/lora/devices/edit/$loraDeviceUuid')({ component: EditLoraDevicePage });

function EditLoraDevicePage() {
  const { t } = useTranslation();
  const { loraDeviceUuid } = useParams({ from: '/app/lora/devices/edit/$loraDeviceUuid' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me } = useQuery(accountQuery);
  const sensor = useQuery(sensorQuery(loraDeviceUuid));
  usePageTitle(sensor.data?.loraDevice.name ?? t('lora.form.editTitle'));
  // Editing a sensor is the super admin's (spec 3, section 6); the API refuses anyone else.
  if (me && me.type !== 'ADMIN') return <Alert color="red" role="alert" data-testid="lora-edit-forbidden">{t('errors.forbidden')}</Alert>;
  if (sensor.isPending) return <Center p="xl"><Loader aria-label={t('app.loading')} /></Center>;
  if (!sensor.data) return <Alert color="red" role="alert">{t('errors.generic')}</Alert>;
  const s = sensor.data.loraDevice;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/lora/devices">LoRa</Anchor>
          <Anchor component={Link} to="/app/lora/devices">{t('lora.sections.devices')}</Anchor>
          <Anchor component={Link} to={`/app/lora/devices/details/${s.uuid}`}>{s.name}</Anchor>
        </Breadcrumbs>
        <Title order={1} size="h3">{t('lora.form.editTitle')}</Title>
        <SensorForm
          editing
          initial={{ name: s.name, description: s.description ?? '', devEui: s.devEui, appEui: s.appEui, companyUuid: s.companyUuid, placeUuid: s.placeUuid, deviceUuid: s.deviceUuid }}
          onSubmit={async (values) => {
            try {
              await updateSensor(s.uuid, { name: values.name || s.devEui, description: values.description ?? null, appEui: values.appEui, companyUuid: values.companyUuid ?? null, placeUuid: values.placeUuid ?? null, deviceUuid: values.deviceUuid ?? null });
              await queryClient.invalidateQueries({ queryKey: ['lora'] });
              notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.saved') });
              await navigate({ to: '/app/lora/devices/details/$loraDeviceUuid', params: { loraDeviceUuid: s.uuid } });
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
