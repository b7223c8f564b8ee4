import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { accountQuery } from '@/features/account/api.ts';
import { sensorQuery } from '@/features/lora/api.ts';
import { SensorDetails } from '@/features/lora/sensor-details.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';

export const Route = createFileRoute('/app/lora/devices/details/$loraDeviceUuid')({ component: LoraDeviceDetailsPage });

function LoraDeviceDetailsPage() {
  const { t } = useTranslation();
  const { loraDeviceUuid } = useParams({ from: '/app/lora/devices/details/$loraDeviceUuid' });
  const { data: me } = useQuery(accountQuery);
  const sensor = useQuery(sensorQuery(loraDeviceUuid));
  usePageTitle(sensor.data?.loraDevice.name ?? t('lora.sections.devices'));
  return <SensorDetails key={loraDeviceUuid} uuid={loraDeviceUuid} superAdmin={me?.type === 'ADMIN'} />;
}
