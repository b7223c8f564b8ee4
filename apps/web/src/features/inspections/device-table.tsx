import { ActionIcon, Anchor, Badge, Box, Button, Checkbox, Group, Menu, Modal, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Inspection, InspectionDetails, InspectionDevice } from '@trapline/contracts/inspections';
import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/errors.ts';
import { useAddDevice } from '@/features/inspections/api/add-device.ts';
import { useDeleteRecord } from '@/features/inspections/api/delete-record.ts';
import { useDeviceChoices } from '@/features/inspections/api/get-device-choices.ts';
import { useMarkDevice } from '@/features/inspections/api/mark-device.ts';
import { useRemoveDevice } from '@/features/inspections/api/remove-device.ts';
import type { RecordKind } from '@/features/inspections/api/types.ts';
import { EditRecordDialog } from './edit-record-dialog.tsx';
import { PhotosDialog } from './photos-dialog.tsx';
import { RecordDialog, type RecordTarget } from './record-dialog.tsx';
import { useAction } from '@/lib/use-action.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';
import { TitledCard } from '@/components/titled-card.tsx';

/** Rows per page: an inspection may hold 1,000 devices; a page keeps the table quick and its menus at hand. */
const ROWS_PER_PAGE = 50;

type Records = Pick<InspectionDevice, 'actions' | 'objects' | 'observations'>;
type EditTarget = { kind: 'actions' | 'objects'; id: number; label: string; amount: number; note: string | null };
type ObservationEdit = { record: InspectionDevice['observations'][number]; typeId: number; label: string };

function recordLabel(kind: RecordKind, record: Records[RecordKind][number]): string {
  if (kind === 'actions' && 'deviceTypeAction' in record) return `${record.deviceTypeAction.name} × ${record.amount}`;
  if (kind === 'objects' && 'deviceTypeObject' in record) return `${record.deviceTypeObject.name} × ${record.amount}`;
  if ('deviceTypeObservation' in record) {
    if (record.type === 'BAIT_COLLECT') return `${record.deviceTypeObservation.name}: ${record.data.amountPercentage ?? record.amount}%`;
    if (record.type === 'REFILL') return `${record.deviceTypeObservation.name}: ${record.data.totalMixtures ?? record.amount} g`;
    return record.deviceTypeObservation.name;
  }
  return '';
}

/** The records of one kind in a cell; admins correcting the inspection may delete each. */
function RecordCell({
  kind,
  records,
  onDelete,
  onEdit,
  onEditObservation,
}: {
  kind: RecordKind;
  records: Records[RecordKind];
  onDelete: ((kind: RecordKind, id: number) => void) | null;
  onEdit: ((edit: EditTarget) => void) | null;
  onEditObservation?: ((record: InspectionDevice['observations'][number]) => void) | undefined;
}) {
  const { t } = useTranslation();
  if (records.length === 0)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Stack gap={2}>
      {records.map((record) => (
        <Group key={record.id} gap={4} wrap="nowrap">
          {onEdit && (kind !== 'observations' || onEditObservation) ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              title={record.note ?? undefined}
              onClick={() =>
                kind === 'observations' && 'deviceTypeObservation' in record
                  ? onEditObservation?.(record)
                  : kind !== 'observations' && onEdit({ kind, id: record.id, label: recordLabel(kind, record), amount: record.amount, note: record.note })
              }
            >
              {recordLabel(kind, record)}
            </Anchor>
          ) : (
            <Text size="sm" title={record.note ?? undefined}>
              {recordLabel(kind, record)}
            </Text>
          )}
          {onDelete && (
            <ActionIcon size="xs" variant="subtle" color="red" aria-label={t('inspections.deleteRecord')} onClick={() => onDelete(kind, record.id)}>
              ✕
            </ActionIcon>
          )}
        </Group>
      ))}
    </Stack>
  );
}

interface RowProps {
  device: InspectionDevice;
  images: InspectionDetails['imagesById'];
  canRecord: boolean;
  onMenu: (device: InspectionDevice, what: 'actions' | 'objects' | 'observations' | 'checked' | 'scanned' | 'remove') => void;
  onDelete: ((kind: RecordKind, id: number) => void) | null;
  onEdit: ((edit: EditTarget) => void) | null;
  onPhotos: (device: InspectionDevice) => void;
  onEditObservation: ((edit: ObservationEdit) => void) | null;
}

const Row = memo(function Row({ device, canRecord, onMenu, onDelete, onEdit, onPhotos, onEditObservation }: RowProps) {
  const { t } = useTranslation();
  const id = device.device.uniqueId;
  return (
    <Table.Tr data-testid={`inspection-device-${id}`}>
      <Table.Td>
        <Text fw={600} size="sm">
          {id}
        </Text>
        {device.device.name && (
          <Text size="xs" c="dimmed">
            {device.device.name}
          </Text>
        )}
        {device.device.zone && (
          <Text size="xs" c="dimmed">
            {device.device.zone.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Box w={10} h={10} style={{ borderRadius: '50%', background: device.device.deviceType.color, flex: 'none' }} aria-hidden />
          <Text size="sm">{device.device.deviceType.name}</Text>
        </Group>
      </Table.Td>
      <Table.Td data-testid="cell-actions">
        <RecordCell kind="actions" records={device.actions} onDelete={onDelete} onEdit={onEdit} />
      </Table.Td>
      <Table.Td data-testid="cell-objects">
        <RecordCell kind="objects" records={device.objects} onDelete={onDelete} onEdit={onEdit} />
      </Table.Td>
      <Table.Td data-testid="cell-observations">
        <RecordCell
          kind="observations"
          records={device.observations}
          onDelete={onDelete}
          onEdit={onEdit}
          onEditObservation={
            onEditObservation ? (record) => onEditObservation({ record, typeId: device.device.deviceTypeId, label: device.device.uniqueId }) : undefined
          }
        />
      </Table.Td>
      <Table.Td data-testid="cell-photos">
        {device.imageIds.length === 0 && !canRecord ? (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ) : (
          <Anchor component="button" type="button" size="sm" onClick={() => onPhotos(device)}>
            {t('inspections.photos', { count: device.imageIds.length })}
          </Anchor>
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={2} data-testid="cell-status">
          <Badge size="sm" color={device.status === 'CHECKED' ? 'teal' : 'gray'}>
            {device.status === 'CHECKED' ? t('inspections.checked') : t('inspections.unchecked')}
          </Badge>
          <Badge size="sm" variant="light" color={device.scanned ? 'teal' : 'gray'}>
            {device.scanned ? t('inspections.scanned') : t('inspections.unscanned')}
          </Badge>
        </Stack>
      </Table.Td>
      <Table.Td>
        {canRecord && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={t('inspections.rowMenu', { id })} data-testid={`device-menu-${id}`}>
                ⋮
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onMenu(device, 'actions')}>{t('inspections.add.actions')}</Menu.Item>
              <Menu.Item onClick={() => onMenu(device, 'objects')}>{t('inspections.add.objects')}</Menu.Item>
              <Menu.Item onClick={() => onMenu(device, 'observations')}>{t('inspections.add.observations')}</Menu.Item>
              <Menu.Item disabled={device.status === 'CHECKED'} onClick={() => onMenu(device, 'checked')}>
                {t('inspections.markChecked')}
              </Menu.Item>
              <Menu.Item disabled={device.scanned} onClick={() => onMenu(device, 'scanned')}>
                {t('inspections.markScanned')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => onMenu(device, 'remove')}>
                {t('inspections.removeDevice')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * The devices of an inspection (spec 2, section 2.13): filters by unique id, device type, not
 * scanned and not checked; each device's actions, pests, observations, photos and status; the row
 * menu to record on it; the bulk menu for the chosen device type; and adding a device.
 */
export function InspectionDeviceTable({ placeId, inspection, details }: { placeId: string; inspection: Inspection; details: InspectionDetails }) {
  const { t } = useTranslation();
  const markDevice = useMarkDevice();
  const removeDevice = useRemoveDevice();
  const deleteRecord = useDeleteRecord();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const [typeId, setTypeId] = useState<string | null>(null);
  const [notScanned, setNotScanned] = useState(false);
  const [notChecked, setNotChecked] = useState(false);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<RecordTarget | null>(null);
  const [removing, setRemoving] = useState<InspectionDevice | null>(null);
  const [deleting, setDeleting] = useState<{ kind: RecordKind; id: number } | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [photosOf, setPhotosOf] = useState<InspectionDevice | null>(null);
  const [editingObservation, setEditingObservation] = useState<ObservationEdit | null>(null);
  // Recording is open while the inspection runs (its recorders) and, once completed, to the admins correcting it.
  const canRecord =
    !inspection.approved && (inspection.status === 'IN_PROGRESS' ? inspection.canRecord : inspection.status === 'COMPLETED' && inspection.canCorrect);
  const canDelete = canRecord && inspection.canCorrect;

  const types = useMemo(
    () =>
      [...new Map(details.devices.map((d) => [String(d.device.deviceTypeId), d.device.deviceType.name])).entries()]
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [details.devices],
  );
  const rows = useMemo(
    () =>
      details.devices.filter(
        (d) =>
          (!query || d.device.uniqueId.toLowerCase().includes(query) || (d.device.name ?? '').toLowerCase().includes(query)) &&
          (!typeId || String(d.device.deviceTypeId) === typeId) &&
          (!notScanned || !d.scanned) &&
          (!notChecked || d.status !== 'CHECKED'),
      ),
    [details.devices, query, typeId, notScanned, notChecked],
  );
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages);
  const visible = rows.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE);

  const act = async (work: () => Promise<unknown>, message: string | null) => {
    try {
      await work();
      if (message) notifications.show({ color: 'green', message });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error, t) });
    }
  };
  const onMenu = (device: InspectionDevice, what: 'actions' | 'objects' | 'observations' | 'checked' | 'scanned' | 'remove') => {
    if (what === 'checked' || what === 'scanned')
      return void act(
        () => markDevice.mutateAsync({ placeId, inspectionId: inspection.id, inspectionDeviceId: device.id, mark: what }),
        t(`inspections.marked.${what}`),
      );
    if (what === 'remove') return setRemoving(device);
    setDialog({ kind: what, typeId: device.device.deviceTypeId, label: device.device.uniqueId, inspectionDeviceId: device.id });
  };
  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  const setDeletingRecord = useCallback((kind: RecordKind, id: number) => setDeleting({ kind, id }), []);
  const typeName = types.find((o) => o.value === typeId)?.label ?? '';

  return (
    <>
      <TitledCard
        title={t('inspections.devicesTitle', { total: details.devices.length })}
        level={3}
        actions={
          <Group gap="xs">
            {canRecord && typeId && (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button variant="light" data-testid="inspection-bulk-menu">
                    {t('inspections.bulk', { type: typeName })}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setDialog({ kind: 'actions', typeId: Number(typeId), label: typeName, bulk: true })}>
                    {t('inspections.bulkAction')}
                  </Menu.Item>
                  <Menu.Item onClick={() => setDialog({ kind: 'objects', typeId: Number(typeId), label: typeName, bulk: true })}>
                    {t('inspections.bulkPest')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
            {canRecord && (
              <Button variant="light" onClick={() => setAdding(true)} data-testid="inspection-add-device">
                {t('inspections.addDevice')}
              </Button>
            )}
          </Group>
        }
      >
        <Group align="flex-end">
          <TextInput
            label={t('inspections.filterUniqueId')}
            value={search}
            onChange={(e) => filterChanged(setSearch)(e.currentTarget.value)}
            data-testid="inspection-filter-id"
          />
          <Select
            label={t('inspections.filterType')}
            data={types}
            value={typeId}
            onChange={filterChanged(setTypeId)}
            clearable
            placeholder={t('inspections.anyType')}
            data-testid="inspection-filter-type"
          />
          <Checkbox
            label={t('inspections.notScannedOnly')}
            checked={notScanned}
            onChange={(e) => filterChanged(setNotScanned)(e.currentTarget.checked)}
            mb={8}
          />
          <Checkbox
            label={t('inspections.notCheckedOnly')}
            checked={notChecked}
            onChange={(e) => filterChanged(setNotChecked)(e.currentTarget.checked)}
            mb={8}
            data-testid="inspection-filter-not-checked"
          />
        </Group>
        <Table.ScrollContainer minWidth={960}>
          <Table striped data-testid="inspection-devices" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('inspections.colDevice')}</Table.Th>
                <Table.Th>{t('inspections.colType')}</Table.Th>
                <Table.Th>{t('inspections.colActions')}</Table.Th>
                <Table.Th>{t('inspections.colPests')}</Table.Th>
                <Table.Th>{t('inspections.colObservations')}</Table.Th>
                <Table.Th>{t('inspections.colPhotos')}</Table.Th>
                <Table.Th>{t('inspections.colStatus')}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((device) => (
                <Row
                  key={device.id}
                  device={device}
                  images={details.imagesById}
                  canRecord={canRecord}
                  onMenu={onMenu}
                  onDelete={canDelete ? setDeletingRecord : null}
                  onEdit={canDelete ? setEditing : null}
                  onPhotos={setPhotosOf}
                  onEditObservation={canDelete ? setEditingObservation : null}
                />
              ))}
              {rows.length === 0 && <NoDataRow columns={8} />}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 && (
          <Group justify="center">
            <Pagination total={pages} value={current} onChange={setPage} />
          </Group>
        )}
      </TitledCard>

      {dialog && <RecordDialog placeId={placeId} inspectionId={inspection.id} target={dialog} mixtures={details.mixtures} onClose={() => setDialog(null)} />}
      {editing && <EditRecordDialog placeId={placeId} inspectionId={inspection.id} record={editing} onClose={() => setEditing(null)} />}
      {editingObservation && (
        <RecordDialog
          placeId={placeId}
          inspectionId={inspection.id}
          target={{ kind: 'observations', typeId: editingObservation.typeId, label: editingObservation.label, inspectionDeviceId: 0 }}
          mixtures={details.mixtures}
          editing={editingObservation.record}
          onClose={() => setEditingObservation(null)}
        />
      )}
      {photosOf && (
        <PhotosDialog
          placeId={placeId}
          inspectionId={inspection.id}
          device={details.devices.find((d) => d.id === photosOf.id) ?? photosOf}
          images={details.imagesById}
          canAdd={canRecord}
          canDelete={canDelete}
          onClose={() => setPhotosOf(null)}
        />
      )}
      {adding && <AddDeviceDialog placeId={placeId} inspectionId={inspection.id} present={details.devices} onClose={() => setAdding(false)} />}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('inspections.removeDevice')} centered>
        <Stack>
          <Text>{t('inspections.removeConfirm', { id: removing?.device.uniqueId ?? '' })}</Text>
          <Button
            color="red"
            data-testid="inspection-remove-confirm"
            onClick={() => {
              const device = removing!;
              setRemoving(null);
              void act(() => removeDevice.mutateAsync({ placeId, inspectionId: inspection.id, inspectionDeviceId: device.id }), t('inspections.removed'));
            }}
          >
            {t('common.confirm')}
          </Button>
        </Stack>
      </Modal>
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('inspections.deleteRecord')} centered>
        <Stack>
          <Text>{t('inspections.deleteRecordConfirm')}</Text>
          <Button
            color="red"
            onClick={() => {
              const record = deleting!;
              setDeleting(null);
              void act(
                () => deleteRecord.mutateAsync({ placeId, inspectionId: inspection.id, kind: record.kind, recordId: record.id }),
                t('inspections.recordDeleted'),
              );
            }}
          >
            {t('common.delete')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}

/** Adds a live device of the place that the inspection does not hold yet. */
function AddDeviceDialog({
  placeId,
  inspectionId,
  present,
  onClose,
}: {
  placeId: string;
  inspectionId: number;
  present: InspectionDevice[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const addDevice = useAddDevice();
  const [deviceUuid, setDeviceUuid] = useState<string | null>(null);
  const { busy, problem: error, setProblem: setError, run } = useAction();
  const devices = useDeviceChoices(placeId);
  const held = useMemo(() => new Set(present.map((d) => d.device.uuid)), [present]);
  const submit = async () => {
    if (!deviceUuid) return setError(t('inspections.deviceRequired'));
    await run(() => addDevice.mutateAsync({ placeId, inspectionId, deviceUuid }), t('inspections.deviceAdded'), onClose);
  };
  return (
    <Modal opened onClose={onClose} title={t('inspections.addDevice')} centered>
      <Stack>
        <Select
          label={t('inspections.device')}
          required
          searchable
          limit={200}
          data={(devices.data ?? []).map((d) => ({ value: d.uuid, label: d.name ? `${d.uniqueId} · ${d.name}` : d.uniqueId, disabled: held.has(d.uuid) }))}
          value={deviceUuid}
          onChange={(value) => {
            setDeviceUuid(value);
            setError(null);
          }}
          error={error}
          data-testid="inspection-add-device-select"
        />
        <Button loading={busy} onClick={() => void submit()} data-testid="inspection-add-device-save">
          {t('inspections.addSubmit')}
        </Button>
      </Stack>
    </Modal>
  );
}
