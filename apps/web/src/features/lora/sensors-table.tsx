import { ActionIcon, Anchor, Badge, Checkbox, Group, Menu, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { LoraDevice } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format.ts';
import { BatteryBar, DetectStatus, RelativeTime } from './status.tsx';

interface Props {
  rows: LoraDevice[];
  /** Super admin: DevEUI, admin detect status, detection counter and the actions menu. */
  superAdmin: boolean;
  selected: Set<string>;
  onToggle: (uuid: string) => void;
  onToggleAll: () => void;
  /** Selecting needs a company filter (spec 3, section 2.1). */
  selectable: boolean;
  onDelete: (sensor: LoraDevice) => void;
}

/** The LoRa devices list (spec 3, section 2.1). */
export function SensorsTable({ rows, superAdmin, selected, onToggle, onToggleAll, selectable, onDelete }: Props) {
  const { t } = useTranslation();
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.uuid));
  const columns = superAdmin ? 11 : 8;
  // Fits the content area of a 1440 px screen without scrolling: the DevEUI sits under the name
  // and the place under its company.
  return (
    <Table.ScrollContainer minWidth={superAdmin ? 1080 : 900}>
      <Table striped highlightOnHover data-testid="lora-devices-table" verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label={t('lora.list.selectAll')} checked={allSelected} indeterminate={!allSelected && rows.some((r) => selected.has(r.uuid))} disabled={!selectable || rows.length === 0} onChange={onToggleAll} data-testid="lora-select-all" />
            </Table.Th>
            <Table.Th>{t('lora.name')}</Table.Th>
            <Table.Th>{t('lora.list.created')}</Table.Th>
            <Table.Th>{t('lora.lastUplink')}</Table.Th>
            <Table.Th>{t('lora.list.companyAndPlace')}</Table.Th>
            <Table.Th>{t('lora.list.device')}</Table.Th>
            <Table.Th>{t('lora.battery')}</Table.Th>
            <Table.Th>{t('lora.list.detectStatus')}</Table.Th>
            {superAdmin && <Table.Th>{t('lora.list.adminDetectStatus')}</Table.Th>}
            {superAdmin && <Table.Th ta="right">{t('lora.counter')}</Table.Th>}
            {superAdmin && <Table.Th w={50} aria-label={t('lora.list.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((sensor) => (
            <Table.Tr key={sensor.uuid} data-testid="lora-device-row">
              <Table.Td>
                <Checkbox aria-label={t('lora.list.select', { name: sensor.name })} checked={selected.has(sensor.uuid)} disabled={!selectable} onChange={() => onToggle(sensor.uuid)} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={`/app/lora/devices/details/${sensor.uuid}`} style={{ whiteSpace: 'nowrap' }}>{sensor.name}</Anchor>
                  {sensor.version === 'old' && <Badge size="xs" color="gray" variant="outline" style={{ flexShrink: 0, minWidth: 'max-content' }}>{t('lora.versions.old')}</Badge>}
                </Group>
                {superAdmin && <Text ff="monospace" fz="xs" c="dimmed" data-testid="lora-dev-eui">{sensor.devEui}</Text>}
              </Table.Td>
              <Table.Td fz="sm">{formatDate(sensor.createdAt)}</Table.Td>
              <Table.Td><RelativeTime iso={sensor.lastUplinkAt} /></Table.Td>
              <Table.Td fz="sm">
                <Text fz="sm">{sensor.company?.name ?? '—'}</Text>
                {sensor.place && <Text fz="xs" c="dimmed">{sensor.place.name}</Text>}
              </Table.Td>
              <Table.Td fz="sm">
                {sensor.device && sensor.place ? <Anchor component={Link} to={`/app/places/edit/${sensor.place.uuid}/devices/${sensor.device.uuid}`}>{sensor.device.uniqueId}</Anchor> : '—'}
              </Table.Td>
              <Table.Td><BatteryBar level={sensor.batteryLevel} /></Table.Td>
              <Table.Td><DetectStatus detected={sensor.detectedValue} at={sensor.detectedAt} noSignal={sensor.noSignal} testId="lora-detect" /></Table.Td>
              {superAdmin && <Table.Td><DetectStatus detected={sensor.adminDetectedValue} at={sensor.adminDetectedAt} noSignal={sensor.noSignal} /></Table.Td>}
              {superAdmin && <Table.Td ta="right">{sensor.detectionsCounter}</Table.Td>}
              {superAdmin && (
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={t('lora.list.actionsOf', { name: sensor.name })}>⋮</ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item component={Link} to={`/app/lora/devices/edit/${sensor.uuid}`}>{t('common.edit')}</Menu.Item>
                      <Menu.Item color="red" onClick={() => onDelete(sensor)}>{t('common.delete')}</Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns}><Text c="dimmed" ta="center">{t('lora.list.empty')}</Text></Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
