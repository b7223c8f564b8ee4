import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useSensor } from '@/features/lora/api/get-sensor.ts';
import { SensorDetails } from '@/features/lora/sensor-details.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/lora/devices/details/$loraDeviceUuid')({ component: LoraDeviceDetailsPage });

function LoraDeviceDetailsPage() {
  const { t } = useTranslation();
  const { loraDeviceUuid } = useParams({ from: '/app/lora/devices/details/$loraDeviceUuid' });
  const { data: me } = useAccount();
  const sensor = useSensor(loraDeviceUuid);
  usePageTitle(sensor.data?.loraDevice.name ?? t('lora.sections.devices'));
  return <SensorDetails key={loraDeviceUuid} uuid={loraDeviceUuid} superAdmin={me?.type === 'ADMIN'} />;
}
