import { Alert, Badge, Button, Center, Group, Modal, Pagination, Progress, SegmentedControl, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { assignSensor, createSensor, deviceSensorQuery, historyQuery, placeSensorsQuery, unassignSensor, uplinksQuery } from './lora-api.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : '—');
const percent = (raw: number | undefined) => (raw === undefined || raw < 0 ? null : Math.max(0, Math.min(100, Math.round((raw / 254) * 100))));

/** The device's LoRa tab (spec 2, section 2.5): the attached sensor with history and uplinks, or assignment. */
export function LoraTab({ placeId, deviceUuid, canEdit }: { placeId: string; deviceUuid: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sensor = useQuery(deviceSensorQuery(placeId, deviceUuid));
  const [confirm, confirmDialog] = useDisclosure(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['device', deviceUuid, 'lora'] });
  if (sensor.isPending) return null;
  if (!sensor.data) return <AssignSensor placeId={placeId} deviceUuid={deviceUuid} canEdit={canEdit} onDone={refresh} />;
  const s = sensor.data;
  const unassign = async () => {
    try {
      await unassignSensor(placeId, deviceUuid);
      await refresh();
      notifications.show({ color: 'green', message: t('lora.unassigned') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    } finally {
      confirmDialog.close();
    }
  };
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="lora-sensor">
        <Stack gap={2}><Text size="sm" c="dimmed">DevEUI</Text><Text ff="monospace">{s.devEui}</Text></Stack>
        <Stack gap={2}><Text size="sm" c="dimmed">{t('lora.lastUplink')}</Text><Text>{when(s.lastUplinkAt)}</Text></Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">{t('lora.state')}</Text>
          {s.detectedValue ? <Badge color="red" variant="filled">{t('lora.detected')} {when(s.detectedAt)}</Badge> : <Badge color="teal">{t('lora.online')}</Badge>}
        </Stack>
        <Stack gap={2}>
          <Text size="sm" c="dimmed">{t('lora.battery')}</Text>
          {s.batteryPercent === null ? <Text>—</Text> : <Progress value={s.batteryPercent} color={s.batteryPercent < 20 ? 'red' : 'teal'} aria-label={`${t('lora.battery')} ${s.batteryPercent}%`} />}
        </Stack>
        <Stack gap={2}><Text size="sm" c="dimmed">{t('lora.counter')}</Text><Text>{s.detectionsCounter}</Text></Stack>
        {canEdit && <Button variant="light" color="red" onClick={confirmDialog.open} style={{ alignSelf: 'end' }} data-testid="lora-unassign">{t('lora.unassign')}</Button>}
      </SimpleGrid>
      <Tabs defaultValue="history">
        <Tabs.List>
          <Tabs.Tab value="history">{t('lora.history')}</Tabs.Tab>
          <Tabs.Tab value="uplinks">{t('lora.uplinks')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="history" pt="sm"><History sensorUuid={s.uuid} /></Tabs.Panel>
        <Tabs.Panel value="uplinks" pt="sm"><Uplinks placeId={placeId} deviceUuid={deviceUuid} /></Tabs.Panel>
      </Tabs>
      <Modal opened={confirm} onClose={confirmDialog.close} title={t('lora.unassign')} centered>
        <Stack>
          <Text>{t('lora.unassignConfirm', { devEui: s.devEui })}</Text>
          <Button color="red" onClick={() => void unassign()} data-testid="lora-unassign-confirm">{t('common.confirm')}</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

function AssignSensor({ placeId, deviceUuid, canEdit, onDone }: { placeId: string; deviceUuid: string; canEdit: boolean; onDone: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [open, dialog] = useDisclosure(false);
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [chosen, setChosen] = useState<string | null>(null);
  const [devEui, setDevEui] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const sensors = useQuery({ ...placeSensorsQuery(placeId), enabled: open });
  const free = (sensors.data ?? []).filter((s) => s.deviceUuid === null);
  const save = async () => {
    setProblem(null);
    try {
      if (mode === 'existing') {
        if (!chosen) return setProblem(t('validation.required'));
        await assignSensor(placeId, deviceUuid, chosen);
      } else {
        if (!/^[0-9a-fA-F]{16}$/.test(devEui.trim())) return setProblem(t('lora.devEuiInvalid'));
        await createSensor(placeId, deviceUuid, { devEui: devEui.trim(), ...(name.trim() ? { name: name.trim() } : {}) });
      }
      await onDone();
      notifications.show({ color: 'green', message: t('lora.assigned') });
      dialog.close();
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };
  return (
    <Stack align="flex-start">
      <Text c="dimmed" data-testid="lora-none">{t('lora.none')}</Text>
      {canEdit && <Button onClick={dialog.open} data-testid="lora-assign">{t('lora.assign')}</Button>}
      <Modal opened={open} onClose={dialog.close} title={t('lora.assign')} centered>
        <Stack>
          {problem && <Alert color="red" role="alert" data-testid="lora-error">{problem}</Alert>}
          <SegmentedControl value={mode} onChange={(v) => setMode(v as 'existing' | 'new')} data={[{ value: 'existing', label: t('lora.existing') }, { value: 'new', label: t('lora.new') }]} />
          {mode === 'existing' ? (
            <Select label={t('lora.sensor')} data={free.map((s) => ({ value: s.uuid, label: `${s.name} (${s.devEui})` }))} value={chosen} onChange={setChosen} searchable nothingFoundMessage={t('common.noData')} />
          ) : (
            <>
              <TextInput label="DevEUI" required value={devEui} onChange={(e) => setDevEui(e.currentTarget.value)} maxLength={16} data-testid="lora-dev-eui" />
              <TextInput label={t('lora.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} />
            </>
          )}
          <Button onClick={() => void save()} data-testid="lora-save">{t('common.save')}</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

function History({ sensorUuid }: { sensorUuid: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { data } = useQuery(historyQuery(sensorUuid, page));
  return (
    <Stack>
      <Table data-testid="lora-history">
        <Table.Thead><Table.Tr><Table.Th>{t('lora.date')}</Table.Th><Table.Th>{t('lora.event')}</Table.Th></Table.Tr></Table.Thead>
        <Table.Tbody>
          {(data?.rows ?? []).map((row) => (
            <Table.Tr key={row.uuid}><Table.Td>{when(row.createdAt)}</Table.Td><Table.Td>{t(`lora.events.${row.type}`)}</Table.Td></Table.Tr>
          ))}
          {data?.rows.length === 0 && <Table.Tr><Table.Td colSpan={2}><Text c="dimmed" ta="center">{t('common.noData')}</Text></Table.Td></Table.Tr>}
        </Table.Tbody>
      </Table>
      {data && data.count > 100 && <Center><Pagination total={Math.ceil(data.count / 100)} value={page + 1} onChange={(p) => setPage(p - 1)} /></Center>}
    </Stack>
  );
}

function Uplinks({ placeId, deviceUuid }: { placeId: string; deviceUuid: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const { data } = useQuery(uplinksQuery(placeId, deviceUuid, page));
  return (
    <Stack>
      <Table data-testid="lora-uplinks">
        <Table.Thead>
          <Table.Tr><Table.Th>{t('lora.date')}</Table.Th><Table.Th>{t('lora.battery')}</Table.Th><Table.Th>{t('lora.state')}</Table.Th><Table.Th>{t('lora.algorithm')}</Table.Th><Table.Th>{t('lora.counter')}</Table.Th><Table.Th>RSSI</Table.Th></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data?.rows ?? []).map((row) => {
            const status = row.data.Status ?? {};
            const battery = percent(status.batteryLevel);
            return (
              <Table.Tr key={row.uuid}>
                <Table.Td>{when(row.createdAt)}</Table.Td>
                <Table.Td>{battery === null ? '—' : `${battery}%`}</Table.Td>
                <Table.Td>{status.detectStatus === 1 ? t('lora.detected') : t('lora.notDetected')}</Table.Td>
                <Table.Td>{status.detectedByAlgorithm ? t(`lora.algorithms.${status.detectedByAlgorithm === 4 ? 'contact' : 'pir'}`) : '—'}</Table.Td>
                <Table.Td>{status.detectionsCounter ?? '—'}</Table.Td>
                <Table.Td>{row.rssi ?? '—'}</Table.Td>
              </Table.Tr>
            );
          })}
          {data?.rows.length === 0 && <Table.Tr><Table.Td colSpan={6}><Text c="dimmed" ta="center">{t('common.noData')}</Text></Table.Td></Table.Tr>}
        </Table.Tbody>
      </Table>
      <Group justify="center">{data && data.count > 100 && <Pagination total={Math.ceil(data.count / 100)} value={page + 1} onChange={(p) => setPage(p - 1)} />}</Group>
    </Stack>
  );
}
