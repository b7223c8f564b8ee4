import { Anchor, Box, Checkbox, Group, Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DeviceListItem } from '@trapline/contracts/devices';
import { useNavigate } from '@tanstack/react-router';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadges } from '@/components/status-badges.tsx';
import { NoDataRow } from '@/components/no-data-row.tsx';

/** Above this many rows only the rows in view are rendered (a place may hold thousands). */
const VIRTUALISE_FROM = 150;
const ROW_HEIGHT = 41;

/** A plain left click opens the link in the app; other clicks (new tab, window) go to the browser. */
type Open = (event: MouseEvent<HTMLAnchorElement>) => void;

const Row = memo(function Row({
  device,
  placeId,
  selectable,
  selected,
  onToggle,
  onOpen,
}: {
  device: DeviceListItem;
  placeId: string;
  selectable: boolean;
  selected: boolean;
  onToggle: (uuid: string) => void;
  onOpen: Open;
}) {
  const { t } = useTranslation();
  return (
    <Table.Tr h={ROW_HEIGHT}>
      {selectable && (
        <Table.Td>
          <Checkbox aria-label={t('devices.select', { id: device.uniqueId })} checked={selected} onChange={() => onToggle(device.uuid)} />
        </Table.Td>
      )}
      <Table.Td>
        {/* A plain anchor: a router Link per row subscribes to the router and builds its location on every render, which made fast scrolling through 2,000 rows stutter. */}
        <Anchor href={`/app/places/edit/${placeId}/devices/${device.uuid}`} onClick={onOpen} fw={600}>
          {device.uniqueId}
        </Anchor>
      </Table.Td>
      <Table.Td>{device.name}</Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Box w={10} h={10} style={{ borderRadius: '50%', background: device.deviceType.color, flex: 'none' }} aria-hidden />
          {device.deviceType.name}
        </Group>
      </Table.Td>
      <Table.Td>{device.zone?.name}</Table.Td>
      <Table.Td>
        <StatusBadges status={device.status} noSignal={device.noSignal} testId={`device-status-${device.uniqueId}`} />
      </Table.Td>
    </Table.Tr>
  );
});

/**
 * The devices table of a place: checkbox selection for those who may change devices, and
 * virtual scrolling for long lists so 2,000 devices stay as quick as 20.
 */
export function DevicesTable({
  rows,
  placeId,
  selectable,
  selected,
  onToggle,
  onToggleAll,
}: {
  rows: DeviceListItem[];
  placeId: string;
  selectable: boolean;
  selected: Set<string>;
  onToggle: (uuid: string) => void;
  onToggleAll: () => void;
}) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const onOpen = useRef<Open>((event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate({ to: event.currentTarget.getAttribute('href')! });
  }).current;
  const virtual = rows.length > VIRTUALISE_FROM;
  const narrow = useMediaQuery('(max-width: 48em)');
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    enabled: virtual,
  });
  const items = virtual ? virtualizer.getVirtualItems() : null;
  const visible = items ? items.map((item) => rows[item.index]!) : rows;
  const top = items?.[0]?.start ?? 0;
  const bottom = items?.length ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const allSelected = rows.length > 0 && rows.every((d) => selected.has(d.uuid));
  const columns = selectable ? 6 : 5;

  return (
    // On a narrow screen the table scrolls sideways inside its box, never the page; wider screens
    // keep the page as the scroller so the sticky header follows it.
    <Box
      ref={scroller}
      style={{ ...(virtual ? { maxHeight: '70vh', overflowY: 'auto' } : {}), ...(narrow ? { overflowX: 'auto' } : {}) }}
      data-virtual={virtual || undefined}
    >
      {/* Fixed layout: rows coming and going while scrolling do not make the browser measure every column again. */}
      <Table
        striped
        highlightOnHover
        stickyHeader
        data-testid="devices-table"
        miw={narrow ? (selectable ? 680 : 640) : undefined}
        style={{ tableLayout: 'fixed' }}
      >
        <Table.Thead>
          <Table.Tr>
            {selectable && (
              <Table.Th w={40}>
                <Checkbox aria-label={t('devices.selectAll')} checked={allSelected} indeterminate={selected.size > 0 && !allSelected} onChange={onToggleAll} />
              </Table.Th>
            )}
            <Table.Th>{t('devices.uniqueId')}</Table.Th>
            <Table.Th>{t('devices.name')}</Table.Th>
            <Table.Th>{t('devices.type')}</Table.Th>
            <Table.Th>{t('devices.zone')}</Table.Th>
            <Table.Th>{t('devices.statusLabel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {top > 0 && <tr aria-hidden style={{ height: top }} />}
          {visible.map((device) => (
            <Row
              key={device.uuid}
              device={device}
              placeId={placeId}
              selectable={selectable}
              selected={selected.has(device.uuid)}
              onToggle={onToggle}
              onOpen={onOpen}
            />
          ))}
          {bottom > 0 && <tr aria-hidden style={{ height: bottom }} />}
          {rows.length === 0 && <NoDataRow columns={columns} />}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
