import { createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useSensor, sensorQuery } from '@/features/lora/api/get-sensor.ts';
import { SensorDetails } from '@/features/lora/sensor-details.tsx';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { ensureScreenData } from '@/routes/-screen-data.ts';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/lora/devices/details/$loraDeviceUuid')({
  loader: ({ context, params }) => ensureScreenData(context.queryClient, '/app/lora/devices/details/$loraDeviceUuid', sensorQuery(params.loraDeviceUuid)),
  pendingComponent: RoutePending,
  component: LoraDeviceDetailsPage,
});

function LoraDeviceDetailsPage() {
  const { t } = useTranslation();
  const { loraDeviceUuid } = useParams({ from: '/app/lora/devices/details/$loraDeviceUuid' });
  const { data: me } = useAccount();
  const sensor = useSensor(loraDeviceUuid);
  usePageTitle(sensor.data?.loraDevice.name ?? t('lora.sections.devices'));
  return <SensorDetails key={loraDeviceUuid} uuid={loraDeviceUuid} superAdmin={me?.type === 'ADMIN'} />;
}
