import { ActionIcon, Button, Group, Image, Modal, NumberInput, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { ActionRecord, DeviceImage, ObjectRecord, ObservationRecord } from '@trapline/contracts/device-records';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useDeleteDeviceRecord } from '@/features/devices/api/delete-device-record.ts';
import { useDeviceRecords } from '@/features/devices/api/get-device-records.ts';
import { useUpdateDeviceRecord } from '@/features/devices/api/update-device-record.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';

type Kind = 'actions' | 'objects' | 'observations';
type Row = ActionRecord | ObjectRecord | ObservationRecord;

const when = (iso: string) => new Date(iso).toLocaleString('en-GB');
const labelOf = (row: Row) =>
  'deviceTypeAction' in row ? row.deviceTypeAction.name : 'deviceTypeObject' in row ? row.deviceTypeObject.name : row.deviceTypeObservation.name;

/** The "actions and objects" tab of a device: its records, with edit and delete for admins (spec 2, section 2.5). */
export function DeviceRecords({ deviceUuid, admin }: { deviceUuid: string; admin: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack>
      {(['actions', 'objects', 'observations'] as const).map((kind) => (
        <RecordTable key={kind} deviceUuid={deviceUuid} kind={kind} admin={admin} title={t(`devices.records.${kind}`)} />
      ))}
      <Images deviceUuid={deviceUuid} admin={admin} />
    </Stack>
  );
}

function RecordTable({ deviceUuid, kind, admin, title }: { deviceUuid: string; kind: Kind; admin: boolean; title: string }) {
  const { t } = useTranslation();
  const rows = useDeviceRecords<Row>(deviceUuid, kind);
  const updateRecord = useUpdateDeviceRecord();
  const deleteRecord = useDeleteDeviceRecord();
  const [editing, setEditing] = useState<Row | null>(null);
  const [amount, setAmount] = useState<number | string>(0);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [open, dialog] = useDisclosure(false);

  const start = (row: Row) => {
    setEditing(row);
    setAmount(row.amount);
    setNote(row.note ?? '');
    setProblem(null);
    dialog.open();
  };
  const save = async () => {
    if (!editing) return;
    // Actions and observations need a note; a pest's note is optional (spec 2, section 5).
    if (amount === '' || Number(amount) < 0 || (kind !== 'objects' && !note.trim())) return setProblem(t('validation.required'));
    const body =
      kind === 'objects'
        ? { amount: Number(amount), note: note.trim() || null, deviceTypeObjectId: (editing as ObjectRecord).deviceTypeObjectId }
        : { amount: Number(amount), note: note.trim() };
    try {
      await updateRecord.mutateAsync({ deviceUuid, kind, id: editing.id, body });
      notifications.show({ color: 'green', message: t('devices.records.saved') });
      dialog.close();
    } catch (error) {
      setProblem(errorMessage(error, t));
    }
  };
  const remove = async (row: Row) => {
    if (!window.confirm(t('devices.records.deleteConfirm'))) return;
    try {
      await deleteRecord.mutateAsync({ deviceUuid, kind, id: row.id });
      notifications.show({ color: 'green', message: t('devices.records.deleted') });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={720}>
        <Table data-testid={`records-${kind}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('devices.records.name')}</Table.Th>
              <Table.Th>{t('devices.records.amount')}</Table.Th>
              <Table.Th>{t('devices.records.note')}</Table.Th>
              <Table.Th>{t('devices.records.user')}</Table.Th>
              <Table.Th>{t('devices.records.date')}</Table.Th>
              <Table.Th>{t('devices.records.inspection')}</Table.Th>
              {admin && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(rows.data ?? []).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{labelOf(row)}</Table.Td>
                <Table.Td>{row.amount}</Table.Td>
                <Table.Td>{row.note}</Table.Td>
                <Table.Td>{row.user ? `${row.user.name} ${row.user.surname}` : ''}</Table.Td>
                <Table.Td>{when(row.createdAt)}</Table.Td>
                <Table.Td>{row.inspection?.name}</Table.Td>
                {admin && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Button size="compact-xs" variant="subtle" onClick={() => start(row)}>
                        {t('common.edit')}
                      </Button>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => void remove(row)}>
                        {t('common.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {rows.data?.length === 0 && <NoDataRow columns={admin ? 7 : 6} size="sm" />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={open} onClose={dialog.close} title={title} centered>
        <Stack>
          {problem && (
            <Text c="red" role="alert">
              {problem}
            </Text>
          )}
          <NumberInput label={t('devices.records.amount')} min={0} value={amount} onChange={setAmount} required />
          <TextInput label={t('devices.records.note')} value={note} onChange={(e) => setNote(e.currentTarget.value)} required={kind !== 'objects'} />
          <Button onClick={() => void save()}>{t('common.save')}</Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

function Images({ deviceUuid, admin }: { deviceUuid: string; admin: boolean }) {
  const { t } = useTranslation();
  const images = useDeviceRecords<DeviceImage>(deviceUuid, 'images');
  const deleteRecord = useDeleteDeviceRecord();
  const remove = async (image: DeviceImage) => {
    if (!window.confirm(t('devices.records.deleteConfirm'))) return;
    try {
      await deleteRecord.mutateAsync({ deviceUuid, kind: 'images', id: image.id });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('devices.records.images')}
      </Title>
      {images.data?.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('common.noData')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {(images.data ?? []).map((image) => (
          <Stack key={image.id} gap={4}>
            <Image src={image.signedUrl} alt={when(image.createdAt)} radius="sm" h={120} fit="cover" fallbackSrc="" />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {when(image.createdAt)}
              </Text>
              {admin && (
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('common.delete')} onClick={() => void remove(image)}>
                  ✕
                </ActionIcon>
              )}
            </Group>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
