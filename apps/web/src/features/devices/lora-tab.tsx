import {
  Alert,
  Anchor,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Pagination,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { Link } from '@tanstack/react-router';
import { batteryPercentOf, batteryVoltsOf, type LoraDevice } from '@trapline/contracts/lora';
import { type ReactNode, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useAccount } from '@/shared/account/api/get-account.ts';
import { UndecodedUplink } from '@/components/undecoded-uplink.tsx';
import { errorMessage } from '@/lib/errors.ts';
import { useAssignSensor } from '@/features/devices/api/assign-sensor.ts';
import { useClearAlert } from '@/features/devices/api/clear-alert.ts';
import { useCreateSensor } from '@/features/devices/api/create-sensor.ts';
import { useDeviceSensor } from '@/features/devices/api/get-device-sensor.ts';
import { usePlaceSensors } from '@/features/devices/api/get-place-sensors.ts';
import { useSensorHistory } from '@/features/devices/api/get-sensor-history.ts';
import { useUplinks } from '@/features/devices/api/get-uplinks.ts';
import { PAGE_SIZE, type HistoryEvent } from '@/features/devices/api/sensor-pages.ts';
import { useSetLegacyAlgorithm } from '@/features/devices/api/set-legacy-algorithm.ts';
import { useSetLegacyHealthcheck } from '@/features/devices/api/set-legacy-healthcheck.ts';
import { useUnassignSensor } from '@/features/devices/api/unassign-sensor.ts';
import { useAction } from '@/lib/use-action.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';

const pad = (n: number) => String(n).padStart(2, '0');
/** DD/MM/YYYY HH:mm:ss (spec 2, section 9). */
const when = (iso: string | null) => {
  if (!iso) return '—';
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const battery = (raw: number | undefined) => {
  const percent = batteryPercentOf(raw);
  return percent === null ? '—' : `${percent}% · ${batteryVoltsOf(raw)!.toFixed(2)} V`;
};
/** Detection algorithm (spec 2, section 4): 1 and 2 are PIR, 4 the contact sensor. */
const algorithm = (value: number | undefined) => (value === 1 || value === 2 ? 'pir' : value === 4 ? 'contact' : null);

/** One value of the sensor under its dimmed name. */
function Labelled({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Whether the sensor is heard: no signal (yellow) or online (green). */
function SignalBadge({ noSignal, testId }: { noSignal: boolean; testId?: string }) {
  const { t } = useTranslation();
  return noSignal ? (
    <Badge color="yellow" variant="light" data-testid={testId}>
      {t('devices.status.no_signal')}
    </Badge>
  ) : (
    <Badge color="green" variant="light">
      {t('lora.online')}
    </Badge>
  );
}

/** A question before an action on the sensor, answered by its one Confirm button. */
function ConfirmModal({
  opened,
  onClose,
  title,
  question,
  color,
  busy,
  onConfirm,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  question: string;
  color?: string;
  busy?: boolean;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{question}</Text>
        <Button color={color} loading={busy} onClick={onConfirm} data-testid={testId}>
          {t('common.confirm')}
        </Button>
      </Stack>
    </Modal>
  );
}

function Ago({ iso }: { iso: string | null }) {
  const { i18n } = useTranslation();
  if (!iso) return <>—</>;
  const minutes = Math.round((new Date(iso).getTime() - Date.now()) / 60_000);
  const format = new Intl.RelativeTimeFormat(i18n.language || 'pl', { numeric: 'auto' });
  const text =
    Math.abs(minutes) < 60
      ? format.format(minutes, 'minute')
      : Math.abs(minutes) < 48 * 60
        ? format.format(Math.round(minutes / 60), 'hour')
        : format.format(Math.round(minutes / 1440), 'day');
  return (
    <Tooltip label={when(iso)}>
      <span>{text}</span>
    </Tooltip>
  );
}

type Command = 'clear' | 'legacy' | 'healthcheck';

/**
 * The device's LoRa tab (spec 2, section 2.5): the attached sensor with its history (default)
 * and uplinks in pages of 100, or assignment of an existing sensor or a new DevEUI. The super
 * admin also sees the technical data and clears alerts and sets old sensors' legacy algorithm
 * and health check; the configuration dialogs are on the sensor's LoRa page.
 */
export function LoraTab({ placeId, deviceUuid, canEdit }: { placeId: string; deviceUuid: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const superAdmin = useAccount().data?.type === 'ADMIN';
  const sensor = useDeviceSensor(placeId, deviceUuid);
  const unassignSensor = useUnassignSensor();
  const clearAlert = useClearAlert();
  const setLegacyAlgorithm = useSetLegacyAlgorithm();
  const setLegacyHealthcheck = useSetLegacyHealthcheck();
  const [confirm, confirmDialog] = useDisclosure(false);
  const [command, setCommand] = useState<Command | null>(null);
  const [busy, setBusy] = useState(false);
  if (sensor.isPending)
    return (
      <Center p="md">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  if (sensor.isError)
    return (
      <Alert color="red" role="alert">
        {t('errors.generic')}
      </Alert>
    );
  if (!sensor.data) return <AssignSensor placeId={placeId} deviceUuid={deviceUuid} canEdit={canEdit} />;
  const s: LoraDevice = sensor.data;
  const percent = s.batteryPercent;

  const unassign = async () => {
    try {
      await unassignSensor.mutateAsync({ placeId, deviceUuid });
      notifications.show({ color: 'green', message: t('lora.unassigned') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      confirmDialog.close();
    }
  };
  // Failures of the sensor commands are not reported (spec 2, section 8).
  const run = async (which: Command) => {
    setBusy(true);
    try {
      const sent = { deviceUuid, sensorUuid: s.uuid };
      if (which === 'clear') await clearAlert.mutateAsync(sent);
      if (which === 'legacy') await setLegacyAlgorithm.mutateAsync(sent);
      if (which === 'healthcheck') await setLegacyHealthcheck.mutateAsync(sent);
      notifications.show({ color: 'green', message: t(which === 'clear' ? 'lora.commands.cleared' : 'lora.commands.queued') });
    } catch {
      /* silent */
    } finally {
      setBusy(false);
      setCommand(null);
    }
  };

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="lora-sensor">
        <Labelled label={t('lora.sensor')}>
          <Anchor component={Link} to={`/app/lora/devices/details/${s.uuid}`}>
            {s.name}
          </Anchor>
        </Labelled>
        <Labelled label="DevEUI">
          <Text ff="monospace">{s.devEui}</Text>
        </Labelled>
        <Labelled label={t('lora.lastUplink')}>
          <Text>
            <Ago iso={s.lastUplinkAt} />
          </Text>
        </Labelled>
        <Labelled label={t('lora.state')}>
          {s.detectedValue ? (
            <Group gap={4}>
              <Badge color="red" variant="filled">
                {t('lora.detected')}
              </Badge>
              <Text c="red.9" fw={600} size="sm">
                <Ago iso={s.detectedAt} />
              </Text>
              {s.noSignal && <SignalBadge noSignal />}
            </Group>
          ) : (
            <SignalBadge noSignal={s.noSignal} testId="lora-tab-no-signal" />
          )}
        </Labelled>
        <Labelled label={t('lora.battery')}>
          {percent === null ? (
            <Text>—</Text>
          ) : (
            <Stack gap={2}>
              <Progress value={percent} color={percent < 20 ? 'red' : 'teal'} aria-label={`${t('lora.battery')} ${percent}%`} />
              <Text size="xs" c="dimmed">
                {battery(s.batteryLevel)}
              </Text>
            </Stack>
          )}
        </Labelled>
        <Labelled label={t('lora.counter')}>
          <Text>{s.detectionsCounter}</Text>
        </Labelled>
        {superAdmin && (
          <Labelled label={t('lora.list.adminDetectStatus')}>
            {s.adminDetectedValue ? (
              <Badge color="red" variant="filled">
                {t('lora.detected')} · {when(s.adminDetectedAt)}
              </Badge>
            ) : (
              <SignalBadge noSignal={s.noSignal} />
            )}
          </Labelled>
        )}
        {superAdmin && (
          <Labelled label="AppEUI">
            <Text ff="monospace">
              {s.appEui}{' '}
              {s.version === 'old' && (
                <Badge size="xs" color="gray" variant="outline">
                  {t('lora.versions.old')}
                </Badge>
              )}
            </Text>
          </Labelled>
        )}
      </SimpleGrid>
      <Group gap="xs">
        {superAdmin && (s.detectedValue || s.adminDetectedValue) && (
          <Button variant="light" color="orange" onClick={() => setCommand('clear')} data-testid="lora-clear-alert">
            {t('lora.commands.clear')}
          </Button>
        )}
        {superAdmin && s.version === 'old' && (
          <Button variant="light" onClick={() => setCommand('legacy')} data-testid="lora-legacy">
            {t('lora.commands.legacy')}
          </Button>
        )}
        {superAdmin && s.version === 'old' && (
          <Button variant="light" onClick={() => setCommand('healthcheck')} data-testid="lora-healthcheck">
            {t('lora.commands.healthcheck')}
          </Button>
        )}
        {canEdit && (
          <Button variant="light" color="red" onClick={confirmDialog.open} data-testid="lora-unassign">
            {t('lora.unassign')}
          </Button>
        )}
      </Group>
      <Tabs defaultValue="history" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="history">{t('lora.history')}</Tabs.Tab>
          <Tabs.Tab value="uplinks">{t('lora.uplinks')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="history" pt="sm">
          <History sensorUuid={s.uuid} superAdmin={superAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="uplinks" pt="sm">
          <Uplinks placeId={placeId} deviceUuid={deviceUuid} superAdmin={superAdmin} />
        </Tabs.Panel>
      </Tabs>
      <ConfirmModal
        opened={confirm}
        onClose={confirmDialog.close}
        title={t('lora.unassign')}
        question={t('lora.unassignConfirm', { devEui: s.devEui })}
        color="red"
        onConfirm={() => void unassign()}
        testId="lora-unassign-confirm"
      />
      <ConfirmModal
        opened={command !== null}
        onClose={() => setCommand(null)}
        title={command ? t(`lora.commands.${command}`) : ''}
        question={command ? t(`lora.commands.${command}Confirm`) : ''}
        busy={busy}
        onConfirm={() => command && void run(command)}
        testId="lora-command-confirm"
      />
    </Stack>
  );
}

function AssignSensor({ placeId, deviceUuid, canEdit }: { placeId: string; deviceUuid: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const [open, dialog] = useDisclosure(false);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [chosen, setChosen] = useState<string | null>(null);
  const [devEui, setDevEui] = useState('');
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const { busy: saving, problem, setProblem, run } = useAction();
  const sensors = usePlaceSensors(placeId, { enabled: open });
  const assignSensor = useAssignSensor();
  const createSensor = useCreateSensor();
  const free = (sensors.data ?? []).filter((s) => s.deviceUuid === null);
  const save = async () => {
    setProblem(null);
    if (mode === 'existing' && !chosen) return setProblem(t('validation.required'));
    if (mode === 'new' && !/^[0-9a-fA-F]{16}$/.test(devEui.trim())) return setProblem(t('lora.devEuiInvalid'));
    await run(
      () =>
        mode === 'existing'
          ? assignSensor.mutateAsync({ placeId, deviceUuid, loraDeviceUuid: chosen! })
          : createSensor.mutateAsync({
              placeId,
              deviceUuid,
              body: { devEui: devEui.trim(), ...(name.trim() ? { name: name.trim() } : {}), description: description.trim() || null },
            }),
      t('lora.assigned'),
      dialog.close,
    );
  };
  return (
    <Stack align="flex-start">
      <Text c="dimmed" data-testid="lora-none">
        {t('lora.none')}
      </Text>
      {canEdit && (
        <Button onClick={dialog.open} data-testid="lora-assign">
          {t('lora.assign')}
        </Button>
      )}
      <Modal opened={open} onClose={dialog.close} title={t('lora.assign')} centered>
        <Stack>
          {problem && (
            <Alert color="red" role="alert" data-testid="lora-error">
              {problem}
            </Alert>
          )}
          <SegmentedControl
            value={mode}
            onChange={(v) => setMode(v as 'existing' | 'new')}
            data={[
              { value: 'existing', label: t('lora.existing') },
              { value: 'new', label: t('lora.new') },
            ]}
          />
          {mode === 'existing' ? (
            <Select
              label={t('lora.sensor')}
              data={free.map((s) => ({ value: s.uuid, label: `${s.name} (${s.devEui})` }))}
              value={chosen}
              onChange={setChosen}
              searchable
              nothingFoundMessage={t('common.noData')}
              rightSection={sensors.isFetching ? <Loader size="xs" /> : undefined}
            />
          ) : (
            <>
              <TextInput label="DevEUI" required value={devEui} onChange={(e) => setDevEui(e.currentTarget.value)} maxLength={16} data-testid="lora-dev-eui" />
              <TextInput label={t('lora.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
              <Textarea label={t('lora.form.description')} autosize minRows={1} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
            </>
          )}
          <Button onClick={() => void save()} loading={saving} data-testid="lora-save">
            {t('common.save')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** What a history event says beyond its type, for the super admin. */
function eventDetails(event: HistoryEvent, t: TFunction): string {
  const data = event.data as { kind?: string; manual?: boolean; detectedByAlgorithm?: number; value?: number; lastUplinkAt?: string };
  if (event.type === 'CONFIGURATION' && data.kind)
    return t(`lora.historyKinds.${data.kind}`, { defaultValue: data.kind }) + (data.value ? ` (${data.value})` : '');
  if (event.type === 'ALERT' && data.manual) return t('lora.historyKinds.manual');
  if (event.type === 'ALERT' && data.detectedByAlgorithm) {
    const key = algorithm(data.detectedByAlgorithm);
    return key ? t(`lora.algorithms.${key}`) : '';
  }
  if (event.type === 'NO_SIGNAL' && data.lastUplinkAt) return `${t('lora.lastUplink')}: ${when(data.lastUplinkAt)}`;
  return '';
}

/** The pages under a sensor's history or uplinks (pages counted from 0 by the API), with a spinner while the next one loads. */
function ServerPager({ count, page, onPage, fetching }: { count: number; page: number; onPage: (page: number) => void; fetching: boolean }) {
  if (count <= PAGE_SIZE) return null;
  return (
    <Group justify="center">
      <Pagination total={Math.ceil(count / PAGE_SIZE)} value={page + 1} onChange={(p) => onPage(p - 1)} />
      {fetching && <Loader size="xs" />}
    </Group>
  );
}

function History({ sensorUuid, superAdmin }: { sensorUuid: string; superAdmin: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { data, isFetching } = useSensorHistory(sensorUuid, page);
  if (!data)
    return (
      <Center>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  return (
    <Stack>
      <Table data-testid="lora-history" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lora.date')}</Table.Th>
            <Table.Th>{t('lora.event')}</Table.Th>
            {superAdmin && <Table.Th>{t('lora.details.more')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.uuid}>
              <Table.Td>{when(row.createdAt)}</Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={row.type === 'ALERT' ? 'red' : row.type === 'NO_SIGNAL' ? 'yellow' : row.type === 'CLEAR_ALERT' ? 'green' : 'blue'}
                >
                  {t(`lora.events.${row.type}`)}
                </Badge>
              </Table.Td>
              {superAdmin && <Table.Td fz="sm">{eventDetails(row, t)}</Table.Td>}
            </Table.Tr>
          ))}
          {data.rows.length === 0 && <NoDataRow columns={superAdmin ? 3 : 2} />}
        </Table.Tbody>
      </Table>
      <ServerPager count={data.count} page={page} onPage={setPage} fetching={isFetching} />
    </Stack>
  );
}

function Uplinks({ placeId, deviceUuid, superAdmin }: { placeId: string; deviceUuid: string; superAdmin: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { data, isFetching } = useUplinks(placeId, deviceUuid, page);
  if (!data)
    return (
      <Center>
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  const columns = superAdmin ? 9 : 6;
  return (
    <Stack>
      <Table.ScrollContainer minWidth={700}>
        <Table data-testid="lora-uplinks" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lora.date')}</Table.Th>
              <Table.Th>{t('lora.battery')}</Table.Th>
              <Table.Th>{t('lora.state')}</Table.Th>
              <Table.Th>{t('lora.algorithm')}</Table.Th>
              <Table.Th>{t('lora.details.detectionNumber')}</Table.Th>
              <Table.Th>{t('lora.counter')}</Table.Th>
              {superAdmin && (
                <>
                  <Table.Th>fCnt</Table.Th>
                  <Table.Th>RSSI</Table.Th>
                  <Table.Th>SNR</Table.Th>
                </>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => {
              const status = row.data.Status ?? {};
              const key = algorithm(status.detectedByAlgorithm);
              const technical = superAdmin && (
                <>
                  <Table.Td>{row.fCnt}</Table.Td>
                  <Table.Td>{row.rssi ?? '—'}</Table.Td>
                  <Table.Td>{row.snr ?? '—'}</Table.Td>
                </>
              );
              if (!row.data.Status) {
                return (
                  <Table.Tr key={row.uuid}>
                    <Table.Td>{when(row.createdAt)}</Table.Td>
                    <Table.Td colSpan={5}>
                      <UndecodedUplink row={row} />
                    </Table.Td>
                    {technical}
                  </Table.Tr>
                );
              }
              return (
                <Table.Tr key={row.uuid}>
                  <Table.Td>{when(row.createdAt)}</Table.Td>
                  <Table.Td>{battery(status.batteryLevel)}</Table.Td>
                  <Table.Td c={status.detectStatus === 1 ? 'red.9' : undefined}>
                    {status.detectStatus === 1 ? t('lora.detected') : t('lora.healthCheck')}
                  </Table.Td>
                  <Table.Td>{key ? t(`lora.algorithms.${key}`) : '—'}</Table.Td>
                  <Table.Td>{status.detectionNumber ?? '—'}</Table.Td>
                  <Table.Td>{status.detectionsCounter ?? '—'}</Table.Td>
                  {technical}
                </Table.Tr>
              );
            })}
            {data.rows.length === 0 && <NoDataRow columns={columns} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ServerPager count={data.count} page={page} onPage={setPage} fetching={isFetching} />
    </Stack>
  );
}
