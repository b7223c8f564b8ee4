import { Box, Group, ScrollArea, Tabs, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { DeviceListItem } from '@trapline/contracts/devices';
import { markerColors, markerShape, markerState } from '@trapline/contracts/maps';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEVICE_DRAG_TYPE } from './plan-map.tsx';

const ROW_HEIGHT = 44;
const LIST_HEIGHT = 560;

export function MarkerDot({ device, size = 12 }: { device: Pick<DeviceListItem, 'detect' | 'noSignal' | 'deviceType'>; size?: number }) {
  const state = markerState(device);
  const colors = markerColors(state, device.deviceType.color);
  const diamond = markerShape(state) === 'diamond';
  // The diamond is a square turned by 45°: its gradient runs along the diagonal to split it left and right.
  const background = colors.length === 2 ? `linear-gradient(${diamond ? 45 : 90}deg, ${colors[0]} 50%, ${colors[1]} 50%)` : colors[0];
  const side = diamond ? Math.round(size * 0.85) : size;
  return (
    <Box
      component="span"
      aria-hidden
      w={size}
      h={size}
      data-shape={diamond ? 'diamond' : 'circle'}
      style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flex: 'none' }}
    >
      <Box
        component="span"
        w={side}
        h={side}
        style={{
          display: 'block',
          borderRadius: diamond ? 2 : '50%',
          transform: diamond ? 'rotate(45deg)' : undefined,
          background,
          border: '2px solid white',
          boxShadow: '0 0 0 1px var(--mantine-color-gray-4)',
        }}
      />
    </Box>
  );
}

const DeviceRow = memo(function DeviceRow({
  device,
  active,
  draggable,
  coordinates,
  onClick,
}: {
  device: DeviceListItem;
  active: boolean;
  draggable: boolean;
  coordinates: boolean;
  onClick: (uuid: string) => void;
}) {
  return (
    <UnstyledButton
      w="100%"
      h={ROW_HEIGHT}
      px="xs"
      draggable={draggable}
      data-testid={`plan-device-${device.uniqueId}`}
      data-x={coordinates ? (device.mapX ?? undefined) : undefined}
      data-y={coordinates ? (device.mapY ?? undefined) : undefined}
      aria-pressed={active}
      onDragStart={(event) => {
        event.dataTransfer.setData(DEVICE_DRAG_TYPE, device.uuid);
        event.dataTransfer.setData('text/plain', device.uniqueId);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onClick(device.uuid)}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: active ? 'var(--mantine-color-blue-light)' : undefined,
        cursor: draggable ? 'grab' : 'pointer',
      }}
    >
      <Group gap="xs" wrap="nowrap">
        <MarkerDot device={device} />
        <Text fw={600} size="sm" miw={40}>
          {device.uniqueId}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {device.name ?? device.deviceType.name}
          {coordinates && device.mapX !== null && device.mapY !== null ? ` · ${Math.round(device.mapX)}, ${Math.round(device.mapY)}` : ''}
        </Text>
      </Group>
    </UnstyledButton>
  );
});

function VirtualList({
  devices,
  activeUuid,
  draggable,
  coordinates,
  onClick,
  emptyText,
  testId,
}: {
  devices: DeviceListItem[];
  activeUuid: string | null;
  draggable: boolean;
  coordinates: boolean;
  onClick: (uuid: string) => void;
  emptyText: string;
  testId: string;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: devices.length, getScrollElement: () => viewport.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  if (devices.length === 0)
    return (
      <Text c="dimmed" size="sm" p="sm" data-testid={testId}>
        {emptyText}
      </Text>
    );
  return (
    <ScrollArea h={Math.min(LIST_HEIGHT, devices.length * ROW_HEIGHT + 4)} viewportRef={viewport} data-testid={testId}>
      <Box h={virtualizer.getTotalSize()} pos="relative">
        {virtualizer.getVirtualItems().map((item) => {
          const device = devices[item.index]!;
          return (
            <Box key={device.uuid} pos="absolute" top={0} left={0} w="100%" style={{ transform: `translateY(${item.start}px)` }}>
              <DeviceRow device={device} active={device.uuid === activeUuid} draggable={draggable} coordinates={coordinates} onClick={onClick} />
            </Box>
          );
        })}
      </Box>
    </ScrollArea>
  );
}

interface PlanDeviceListsProps {
  placed: DeviceListItem[];
  unplaced: DeviceListItem[];
  canEdit: boolean;
  selectedUuid: string | null;
  placingUuid: string | null;
  onSelectPlaced: (uuid: string) => void;
  onChoosePlacing: (uuid: string | null) => void;
}

/** A tab that names one of the lists and says how many devices it holds. */
function CountTab({ value, label, count }: { value: 'placed' | 'unplaced'; label: string; count: number }) {
  return (
    <Tabs.Tab value={value} data-testid={`tab-${value}`} px="xs">
      {label}{' '}
      <Text span size="sm" fw={700}>
        ({count})
      </Text>
    </Tabs.Tab>
  );
}

/** The tabs "on the plan" and "without coordinates" (spec 2, section 2.12), searchable, rendering only the rows in view. */
export function PlanDeviceLists({ placed, unplaced, canEdit, selectedUuid, placingUuid, onSelectPlaced, onChoosePlacing }: PlanDeviceListsProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>('unplaced');
  const [search, setSearch] = useState('');
  const match = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (d: DeviceListItem) => !needle || d.uniqueId.toLowerCase().includes(needle) || (d.name ?? '').toLowerCase().includes(needle);
  }, [search]);
  const shownPlaced = useMemo(() => placed.filter(match), [placed, match]);
  const shownUnplaced = useMemo(() => unplaced.filter(match), [unplaced, match]);

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List grow>
        <CountTab value="placed" label={t('maps.onPlan')} count={placed.length} />
        <CountTab value="unplaced" label={t('maps.withoutCoordinates')} count={unplaced.length} />
      </Tabs.List>
      <TextInput
        mt="xs"
        size="xs"
        placeholder={t('maps.searchDevices')}
        aria-label={t('maps.searchDevices')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <Tabs.Panel value="placed" pt="xs">
        <VirtualList
          devices={shownPlaced}
          activeUuid={selectedUuid}
          draggable={false}
          coordinates
          onClick={onSelectPlaced}
          emptyText={t('maps.noPlacedDevices')}
          testId="placed-devices"
        />
      </Tabs.Panel>
      <Tabs.Panel value="unplaced" pt="xs">
        {canEdit && unplaced.length > 0 && (
          <Text size="xs" c="dimmed" mb="xs">
            {t('maps.placeHint')}
          </Text>
        )}
        <VirtualList
          devices={shownUnplaced}
          activeUuid={placingUuid}
          draggable={canEdit}
          coordinates={false}
          onClick={(uuid) => canEdit && onChoosePlacing(uuid === placingUuid ? null : uuid)}
          emptyText={t('maps.noUnplacedDevices')}
          testId="unplaced-devices"
        />
      </Tabs.Panel>
    </Tabs>
  );
}
