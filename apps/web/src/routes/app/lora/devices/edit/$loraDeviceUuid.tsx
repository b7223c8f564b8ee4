import { Alert } from '@mantine/core';
import { createFileRoute, useParams } from '@tanstack/react-router';
import type { LoraDevice } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { PageShell, QueryGate } from '@/components/page-shell.tsx';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useSensor, sensorQuery } from '@/features/lora/api/get-sensor.ts';
import { useUpdateSensor } from '@/features/lora/api/update-sensor.ts';
import { loraErrorMessage } from '@/features/lora/errors.ts';
import { SensorForm, type SensorFormValues } from '@/features/lora/sensor-form.tsx';
import { useSave } from '@/lib/use-save.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/lora/devices/edit/$loraDeviceUuid')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/lora/devices/edit/$loraDeviceUuid', sensorQuery(params.loraDeviceUuid)),
  pendingComponent: RoutePending,
  component: EditLoraDevicePage,
});

function EditLoraDevicePage() {
  const { t } = useTranslation();
  const { loraDeviceUuid } = useParams({ from: '/app/lora/devices/edit/$loraDeviceUuid' });
  const { data: me } = useAccount();
  const sensor = useSensor(loraDeviceUuid);
  // Editing a sensor is the super admin's (spec 3, section 6); the API refuses anyone else.
  if (me && me.type !== 'ADMIN')
    return (
      <Alert color="red" role="alert" data-testid="lora-edit-forbidden">
        {t('errors.forbidden')}
      </Alert>
    );
  return <QueryGate query={sensor}>{({ loraDevice }) => <EditSensor sensor={loraDevice} />}</QueryGate>;
}

function EditSensor({ sensor: s }: { sensor: LoraDevice }) {
  const { t } = useTranslation();
  const updateSensor = useUpdateSensor();
  const submit = useSave({
    save: (values: SensorFormValues) =>
      updateSensor.mutateAsync({
        uuid: s.uuid,
        body: {
          name: values.name || s.devEui,
          description: values.description ?? null,
          appEui: values.appEui,
          companyUuid: values.companyUuid ?? null,
          placeUuid: values.placeUuid ?? null,
          deviceUuid: values.deviceUuid ?? null,
        },
      }),
    successTitle: t('lora.toast.success'),
    success: t('lora.toast.saved'),
    describeError: loraErrorMessage,
    go: () => ({ to: '/app/lora/devices/details/$loraDeviceUuid', params: { loraDeviceUuid: s.uuid } }),
  });
  return (
    <PageShell
      title={t('lora.form.editTitle')}
      crumbs={[
        { label: 'LoRa', to: '/app/lora/devices' },
        { label: t('lora.sections.devices'), to: '/app/lora/devices' },
        { label: s.name, to: `/app/lora/devices/details/${s.uuid}` },
      ]}
    >
      <SensorForm
        editing
        initial={{
          name: s.name,
          description: s.description ?? '',
          devEui: s.devEui,
          appEui: s.appEui,
          companyUuid: s.companyUuid,
          placeUuid: s.placeUuid,
          deviceUuid: s.deviceUuid,
        }}
        onSubmit={submit}
      />
    </PageShell>
  );
}
