import { Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, createFileRoute, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { useDevice, deviceQuery } from '@/shared/devices/api/get-device.ts';
import { DeviceRecords } from '@/features/devices/device-records.tsx';
import { LoraTab } from '@/features/devices/lora-tab.tsx';
import { BreachBadge, RecentBreaches } from '@/features/limits/recent-breaches.tsx';
import { isAdmin, isClient, isRestricted } from '@/lib/roles.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { StatusBadges } from '@/components/status-badges.tsx';
import { NfcTagField } from '@/features/qrcodes/nfc-tag-field.tsx';
import { WriteNfcButton } from '@/features/qrcodes/write-nfc-button.tsx';
import { RoutePending } from '@/components/route-pending.tsx';

export const Route = createFileRoute('/app/places/edit/$placeId/devices/$deviceUuid/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(deviceQuery(params.placeId, params.deviceUuid)),
  pendingComponent: RoutePending,
  component: DeviceDetailsPage,
});

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Stack>
  );
}

function DeviceDetailsPage() {
  const { t } = useTranslation();
  const { placeId, deviceUuid } = useParams({ from: '/app/places/edit/$placeId/devices/$deviceUuid/' });
  const device = useDevice(placeId, deviceUuid);
  const { data: me } = useAccount();
  usePageTitle(device.data ? `${device.data.name ?? ''} ${device.data.uniqueId}`.trim() : t('places.menu.devices'));
  if (device.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (!device.data)
    return (
      <Paper withBorder p="lg">
        <Text>{t('devices.notFound')}</Text>
      </Paper>
    );
  const d = device.data;
  // The sensor's radio data is the staff's; a client's user sees the device's alarm (docs/decisions.md).
  const loraTab = d.deviceType.isRadio && !isClient(me?.type);
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" data-testid="device-title">
              {[d.name, d.uniqueId].filter(Boolean).join(' ')}
            </Title>
            <StatusBadges status={d.status} noSignal={d.noSignal} testId="device-status" />
            <BreachBadge placeId={placeId} deviceUuid={d.uuid} />
          </Group>
          <Group gap="xs">
            {!isRestricted(me?.type) && <WriteNfcButton placeId={placeId} deviceUuid={d.uuid} code={d.qrCode} />}
            {!isRestricted(me?.type) && (
              <Button component={Link} to={`/app/places/edit/${placeId}/devices/${deviceUuid}/edit`} variant="light" data-testid="device-edit">
                {t('common.edit')}
              </Button>
            )}
          </Group>
        </Group>
        <Tabs defaultValue="details">
          <Tabs.List>
            <Tabs.Tab value="details">{t('devices.tabs.details')}</Tabs.Tab>
            <Tabs.Tab value="records" data-testid="tab-records">
              {t('devices.tabs.records')}
            </Tabs.Tab>
            {loraTab && (
              <Tabs.Tab value="lora" data-testid="tab-lora">
                {t('devices.tabs.lora')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field label={t('devices.uniqueId')} value={d.uniqueId} />
              <Field label={t('devices.name')} value={d.name} />
              <Field label={t('devices.description')} value={d.description} />
              <Field label={t('devices.type')} value={d.deviceType.name} />
              <Field label={t('devices.zone')} value={d.zone?.name} />
              <Field label={t('devices.location')} value={d.location} />
              <Field label={t('devices.qrCode')} value={d.qrCode ?? t('devices.noQrCode')} />
              <NfcTagField placeId={placeId} deviceUuid={d.uuid} nfcId={d.nfcId} canEdit={!isRestricted(me?.type)} />
            </SimpleGrid>
            <Stack mt="md">
              <RecentBreaches placeId={placeId} deviceUuid={d.uuid} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="records" pt="md">
            <DeviceRecords deviceUuid={d.uuid} admin={isAdmin(me?.type)} />
          </Tabs.Panel>
          {loraTab && (
            <Tabs.Panel value="lora" pt="md">
              <LoraTab placeId={placeId} deviceUuid={d.uuid} canEdit={!isRestricted(me?.type)} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Paper>
  );
}
