import { createFileRoute, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageShell } from '@/components/page-shell.tsx';
import { useCreateSensor } from '@/features/lora/api/create-sensor.ts';
import { loraErrorMessage } from '@/features/lora/errors.ts';
import { SensorForm } from '@/features/lora/sensor-form.tsx';
import { text } from '@/lib/search-params.ts';
import { useSave } from '@/lib/use-save.ts';

/** devEui in the query pre-fills the form: claiming an unclaimed DevEUI. */
export const Route = createFileRoute('/app/lora/devices/create')({
  validateSearch: (search: Record<string, unknown>): { devEui?: string } => ({ devEui: text(search.devEui) }),
  component: CreateLoraDevicePage,
});

function CreateLoraDevicePage() {
  const { t } = useTranslation();
  const { devEui } = useSearch({ from: '/app/lora/devices/create' });
  const createSensor = useCreateSensor();
  const submit = useSave({
    save: createSensor.mutateAsync,
    successTitle: t('lora.toast.success'),
    success: t('lora.toast.added'),
    describeError: loraErrorMessage,
    go: ({ loraDevice }) => ({ to: '/app/lora/devices/details/$loraDeviceUuid', params: { loraDeviceUuid: loraDevice.uuid } }),
  });
  const title = t('lora.form.createTitle');
  return (
    <PageShell
      title={title}
      crumbs={[{ label: 'LoRa', to: '/app/lora/devices' }, { label: t('lora.sections.devices'), to: '/app/lora/devices' }, { label: title }]}
    >
      <SensorForm editing={false} initial={devEui ? { devEui } : undefined} onSubmit={submit} />
    </PageShell>
  );
}
