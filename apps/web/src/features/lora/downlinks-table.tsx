import { Badge, Table, Text } from '@mantine/core';
import { LORA_PAGE_SIZE, type LoraDownlink, type LoraDownlinkStatus } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { ListTable, headings } from '@/components/list-table.tsx';
import { formatDateTime } from './format.ts';

const COLORS: Record<LoraDownlinkStatus, string> = { PENDING: 'yellow', SENT: 'blue', ACKNOWLEDGED: 'teal', FAILED: 'red' };

/**
 * What became of the commands sent to a sensor (configuration, clear alert, legacy commands,
 * radio settings): pending, sent, acknowledged by the device, or failed and why.
 */
export function DownlinksTable({ rows, count, page, onPage }: { rows: LoraDownlink[]; count: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const kind = (row: LoraDownlink) => t(`lora.downlinks.kinds.${row.kind}`, { defaultValue: t(`lora.historyKinds.${row.kind}`, { defaultValue: row.kind }) });
  return (
    <ListTable
      testId="lora-downlinks-table"
      minWidth={800}
      hover={false}
      columns={headings(t, 'lora.downlinks', ['created', 'kind', 'status', 'sent', 'acknowledged', 'error'])}
      empty={t('lora.downlinks.none')}
      pages={{ count, perPage: LORA_PAGE_SIZE, page: page + 1, onPage: (p) => onPage(p - 1) }}
    >
      {rows.map((row) => (
        <Table.Tr key={row.uuid} data-testid={`lora-downlink-${row.uuid}`}>
          <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
          <Table.Td>
            {kind(row)}{' '}
            <Text span size="xs" ff="monospace" c="dimmed">
              fPort {row.fPort} · {row.data}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge color={COLORS[row.status]} variant="light">
              {t(`lora.downlinks.statuses.${row.status}`)}
            </Badge>
          </Table.Td>
          <Table.Td>{row.sentAt ? formatDateTime(row.sentAt) : '—'}</Table.Td>
          <Table.Td>{row.acknowledgedAt ? formatDateTime(row.acknowledgedAt) : '—'}</Table.Td>
          <Table.Td c={row.error ? 'red.9' : undefined}>{row.error ?? '—'}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
