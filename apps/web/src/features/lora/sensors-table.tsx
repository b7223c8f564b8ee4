import { Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { LoraDevice } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { ListTable, RowMenu } from '@/components/list-table.tsx';
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
  // Fits the content area of a 1440 px screen without scrolling: the DevEUI sits under the name
  // and the place under its company.
  return (
    <ListTable
      testId="lora-devices-table"
      minWidth={superAdmin ? 1080 : 900}
      verticalSpacing="xs"
      columns={[
        {
          w: 40,
          label: (
            <Checkbox
              aria-label={t('lora.list.selectAll')}
              checked={allSelected}
              indeterminate={!allSelected && rows.some((r) => selected.has(r.uuid))}
              disabled={!selectable || rows.length === 0}
              onChange={onToggleAll}
              data-testid="lora-select-all"
            />
          ),
        },
        t('lora.name'),
        t('lora.list.created'),
        t('lora.lastUplink'),
        t('lora.list.companyAndPlace'),
        t('lora.list.device'),
        t('lora.battery'),
        t('lora.list.detectStatus'),
        superAdmin && t('lora.list.adminDetectStatus'),
        superAdmin && { label: t('lora.counter'), ta: 'right' },
        superAdmin && { label: t('lora.list.actions'), w: 50, hidden: true },
      ]}
      empty={t('lora.list.empty')}
    >
      {rows.map((sensor) => (
        <Table.Tr key={sensor.uuid} data-testid="lora-device-row">
          <Table.Td>
            <Checkbox
              aria-label={t('lora.list.select', { name: sensor.name })}
              checked={selected.has(sensor.uuid)}
              disabled={!selectable}
              onChange={() => onToggle(sensor.uuid)}
            />
          </Table.Td>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <Anchor component={Link} to={`/app/lora/devices/details/${sensor.uuid}`} style={{ whiteSpace: 'nowrap' }}>
                {sensor.name}
              </Anchor>
              {sensor.version === 'old' && (
                <Badge size="xs" color="gray" variant="outline" style={{ flexShrink: 0, minWidth: 'max-content' }}>
                  {t('lora.versions.old')}
                </Badge>
              )}
            </Group>
            {superAdmin && (
              <Text ff="monospace" fz="xs" c="dimmed" data-testid="lora-dev-eui">
                {sensor.devEui}
              </Text>
            )}
          </Table.Td>
          <Table.Td fz="sm">{formatDate(sensor.createdAt)}</Table.Td>
          <Table.Td>
            <RelativeTime iso={sensor.lastUplinkAt} />
          </Table.Td>
          <Table.Td fz="sm">
            <Text fz="sm">{sensor.company?.name ?? '—'}</Text>
            {sensor.place && (
              <Text fz="xs" c="dimmed">
                {sensor.place.name}
              </Text>
            )}
          </Table.Td>
          <Table.Td fz="sm">
            {sensor.device && sensor.place ? (
              <Anchor component={Link} to={`/app/places/edit/${sensor.place.uuid}/devices/${sensor.device.uuid}`}>
                {sensor.device.uniqueId}
              </Anchor>
            ) : (
              '—'
            )}
          </Table.Td>
          <Table.Td>
            <BatteryBar level={sensor.batteryLevel} />
          </Table.Td>
          <Table.Td>
            <DetectStatus detected={sensor.detectedValue} at={sensor.detectedAt} noSignal={sensor.noSignal} testId="lora-detect" />
          </Table.Td>
          {superAdmin && (
            <Table.Td>
              <DetectStatus detected={sensor.adminDetectedValue} at={sensor.adminDetectedAt} noSignal={sensor.noSignal} />
            </Table.Td>
          )}
          {superAdmin && <Table.Td ta="right">{sensor.detectionsCounter}</Table.Td>}
          {superAdmin && (
            <Table.Td>
              <RowMenu
                label={t('lora.list.actionsOf', { name: sensor.name })}
                items={[
                  { label: t('common.edit'), to: `/app/lora/devices/edit/${sensor.uuid}` },
                  { label: t('common.delete'), onClick: () => onDelete(sensor), danger: true },
                ]}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
