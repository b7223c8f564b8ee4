import { Alert, Anchor, Badge, Breadcrumbs, Button, Center, Group, Loader, Menu, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from '@tanstack/react-router';
import type { LoraConfiguration, LoraDeviceDetails } from '@trapline/contracts/lora';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigureSensor } from '@/features/lora/api/configure-sensor.ts';
import { useDeleteSensor } from '@/features/lora/api/delete-sensor.ts';
import { useSensor } from '@/features/lora/api/get-sensor.ts';
import { useSensorDownlinks } from '@/features/lora/api/get-sensor-downlinks.ts';
import { useSensorUplinks } from '@/features/lora/api/get-sensor-uplinks.ts';
import { useSendAlert } from '@/features/lora/api/send-alert.ts';
import type { ConfigurationDialog } from '@/features/lora/api/types.ts';
import { BatteryChart } from './battery-chart.tsx';
import { CONFIGURATION_DIALOGS, ConfigurationForm } from './configuration-form.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DownlinksTable } from './downlinks-table.tsx';
import { loraErrorMessage } from './errors.ts';
import { formatDateTime } from './format.ts';
import { BatteryBar, DetectStatus, RelativeTime } from './status.tsx';
import { UplinksTable } from './uplinks-table.tsx';

function Field({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <Stack gap={2} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <div>{children || '—'}</div>
    </Stack>
  );
}

/** The LoRa device details page (spec 3, section 2.1). */
export function SensorDetails({ uuid, superAdmin }: { uuid: string; superAdmin: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sensor = useSensor(uuid);
  const deleteSensor = useDeleteSensor();
  const sendAlert = useSendAlert();
  const configureSensor = useConfigureSensor();
  const [page, setPage] = useState(0);
  const uplinks = useSensorUplinks(uuid, page);
  const firstPage = useSensorUplinks(uuid, 0);
  const [downlinkPage, setDownlinkPage] = useState(0);
  // The commands and their fate are the super admin's (the other roles' calls answer 403).
  const downlinks = useSensorDownlinks(uuid, downlinkPage, { enabled: superAdmin });
  const [confirm, setConfirm] = useState<'delete' | 'alert' | null>(null);
  const [dialog, setDialog] = useState<ConfigurationDialog | null>(null);

  if (sensor.isPending)
    return (
      <Center p="xl">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (sensor.isError || !sensor.data)
    return (
      <Alert color="red" role="alert" data-testid="lora-details-error">
        {t('errors.generic')}
      </Alert>
    );
  const s: LoraDeviceDetails = sensor.data.loraDevice;
  const awsData = sensor.data.awsData;

  const remove = async () => {
    try {
      await deleteSensor.mutateAsync(s.uuid);
      notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.deleted') });
      await navigate({ to: '/app/lora/devices' });
    } catch (error) {
      notifications.show({ color: 'red', message: loraErrorMessage(error, t) });
    }
  };
  const alert = async () => {
    try {
      await sendAlert.mutateAsync(s.uuid);
      notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.alertSent') });
    } catch (error) {
      notifications.show({ color: 'red', message: loraErrorMessage(error, t) });
    }
  };
  const configure = async <D extends ConfigurationDialog>(which: D, values: LoraConfiguration[D]) => {
    // Failures of the single-sensor dialogs are not reported (spec 3, section 8).
    try {
      await configureSensor.mutateAsync({ uuid: s.uuid, dialog: which, values });
      notifications.show({ color: 'green', title: t('lora.toast.success'), message: t('lora.toast.saved') });
    } catch {
      /* silently ignored */
    }
    setDialog(null);
  };

  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack>
        <Breadcrumbs>
          <Anchor component={Link} to="/app/lora/devices">
            LoRa
          </Anchor>
          <Anchor component={Link} to="/app/lora/devices">
            {t('lora.sections.devices')}
          </Anchor>
          <span>{s.name}</span>
        </Breadcrumbs>
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={1} size="h3" data-testid="lora-details-title">
              {s.name}
            </Title>
            {s.version === 'old' && (
              <Badge color="gray" variant="outline">
                {t('lora.versions.old')}
              </Badge>
            )}
            {sensor.isFetching && <Loader size="xs" aria-label={t('app.loading')} />}
          </Group>
          {superAdmin && (
            <Group gap="xs">
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <Button variant="light" data-testid="lora-configure">
                    {t('lora.config.menu')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {CONFIGURATION_DIALOGS.map((which) => (
                    <Menu.Item key={which} onClick={() => setDialog(which)}>
                      {t(`lora.config.titles.${which}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
              <Button variant="light" color="orange" onClick={() => setConfirm('alert')} data-testid="lora-send-alert">
                {t('lora.details.sendAlert')}
              </Button>
              <Button component={Link} to={`/app/lora/devices/edit/${s.uuid}`} variant="light" data-testid="lora-edit">
                {t('common.edit')}
              </Button>
              <Button variant="light" color="red" onClick={() => setConfirm('delete')} data-testid="lora-delete">
                {t('common.delete')}
              </Button>
            </Group>
          )}
        </Group>
        {awsData?.error && (
          <Alert color="red" role="alert" data-testid="lora-network-notice">
            {t(awsData.error === 'not_found' ? 'lora.details.notInNetworkServer' : 'lora.details.networkServerUnreachable')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          <Field label={t('lora.name')}>{s.name}</Field>
          <Field label={t('lora.form.description')}>{s.description}</Field>
          <Field label="DevEUI">
            <Text ff="monospace" data-testid="lora-details-dev-eui">
              {s.devEui}
            </Text>
          </Field>
          <Field label="AppEUI">
            <Text ff="monospace">{s.appEui}</Text>
          </Field>
          <Field label={t('lora.list.created')}>{formatDateTime(s.createdAt)}</Field>
          <Field label={t('lora.lastUplink')}>
            {s.lastUplinkAt ? (
              <Group gap={6}>
                <Text>{formatDateTime(s.lastUplinkAt)}</Text>
                <Text c="dimmed">
                  (<RelativeTime iso={s.lastUplinkAt} />)
                </Text>
              </Group>
            ) : null}
          </Field>
          <Field label={t('lora.list.company')}>{s.company?.name}</Field>
          <Field label={t('lora.list.place')}>{s.place?.name}</Field>
          <Field label={t('lora.list.device')}>
            {s.device && s.place ? (
              <Anchor component={Link} to={`/app/places/edit/${s.place.uuid}/devices/${s.device.uuid}`}>
                {s.device.uniqueId}
              </Anchor>
            ) : null}
          </Field>
          <Field label={t('lora.battery')}>
            <BatteryBar level={s.batteryLevel} />
          </Field>
          <Field label={t('lora.list.detectStatus')} testId="lora-details-detect">
            <DetectStatus detected={s.detectedValue} at={s.detectedAt} noSignal={s.noSignal} />
          </Field>
          {superAdmin && (
            <Field label={t('lora.list.adminDetectStatus')} testId="lora-details-admin-detect">
              <DetectStatus detected={s.adminDetectedValue} at={s.adminDetectedAt} noSignal={s.noSignal} />
            </Field>
          )}
          <Field label={t('lora.counter')}>{s.detectionsCounter}</Field>
        </SimpleGrid>
        <BatteryChart days={firstPage.data?.batteryUplinks ?? []} />
        <Title order={2} size="h4">
          {t('lora.uplinks')}
        </Title>
        {uplinks.data ? (
          <UplinksTable rows={uplinks.data.rows} count={uplinks.data.count} page={page} onPage={setPage} />
        ) : (
          <Center>
            <Loader aria-label={t('app.loading')} />
          </Center>
        )}
        {superAdmin && (
          <>
            <Title order={2} size="h4">
              {t('lora.downlinks.title')}
            </Title>
            {downlinks.data ? (
              <DownlinksTable rows={downlinks.data.rows} count={downlinks.data.count} page={downlinkPage} onPage={setDownlinkPage} />
            ) : (
              <Center>
                <Loader aria-label={t('app.loading')} />
              </Center>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        opened={confirm === 'delete'}
        title={t('lora.delete.title')}
        message={t('lora.delete.confirm', { name: s.name })}
        confirmLabel={t('common.delete')}
        onConfirm={remove}
        onClose={() => setConfirm(null)}
        testId="lora-delete-confirm"
      />
      <ConfirmDialog
        opened={confirm === 'alert'}
        title={t('lora.details.sendAlert')}
        message={t('lora.details.sendAlertConfirm', { name: s.name })}
        color="orange"
        onConfirm={alert}
        onClose={() => setConfirm(null)}
        testId="lora-send-alert-confirm"
      />
      <Modal opened={dialog !== null} onClose={() => setDialog(null)} title={dialog ? t(`lora.config.titles.${dialog}`) : ''} centered size="lg">
        {dialog && <ConfigurationForm key={dialog} dialog={dialog} initial={s.configuration[dialog]} onSubmit={(values) => configure(dialog, values)} />}
      </Modal>
    </Paper>
  );
}
