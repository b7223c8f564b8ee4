import { Table } from '@mantine/core';
import { LORA_PAGE_SIZE, type LoraUplink } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@/components/list-table.tsx';
import { UndecodedUplink } from '@/components/undecoded-uplink.tsx';
import { batteryLabel, formatDateTime } from './format.ts';

/** Detection algorithm as shown (spec 3, section 9): 1 and 2 are PIR, 4 the contact sensor. */
export function algorithmKey(algorithm: number | undefined): 'pir' | 'contact' | null {
  if (algorithm === 1 || algorithm === 2) return 'pir';
  if (algorithm === 4) return 'contact';
  return null;
}

/** The uplinks of a sensor (spec 3, section 2.1), in pages of 100. */
export function UplinksTable({ rows, count, page, onPage }: { rows: LoraUplink[]; count: number; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <ListTable
      testId="lora-uplinks-table"
      minWidth={800}
      hover={false}
      columns={[
        t('lora.list.created'),
        t('lora.battery'),
        t('lora.state'),
        t('lora.algorithm'),
        { label: t('lora.details.detectionNumber'), ta: 'right' },
        { label: t('lora.counter'), ta: 'right' },
      ]}
      empty={t('common.noData')}
      pages={{ count, perPage: LORA_PAGE_SIZE, page: page + 1, onPage: (p) => onPage(p - 1) }}
    >
      {rows.map((row) => {
        const status = row.data.Status ?? {};
        const battery = batteryLabel(status.batteryLevel);
        const algorithm = algorithmKey(status.detectedByAlgorithm);
        if (!row.data.Status) {
          return (
            <Table.Tr key={row.uuid}>
              <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
              <Table.Td colSpan={5}>
                <UndecodedUplink row={row} />
              </Table.Td>
            </Table.Tr>
          );
        }
        return (
          <Table.Tr key={row.uuid}>
            <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
            <Table.Td>{battery ? `${battery.percent}% · ${battery.volts.toFixed(2)} V` : '—'}</Table.Td>
            <Table.Td c={status.detectStatus === 1 ? 'red.9' : undefined}>{status.detectStatus === 1 ? t('lora.detected') : t('lora.notDetected')}</Table.Td>
            <Table.Td>{algorithm ? t(`lora.algorithms.${algorithm}`) : '—'}</Table.Td>
            <Table.Td ta="right">{status.detectionNumber ?? '—'}</Table.Td>
            <Table.Td ta="right">{status.detectionsCounter ?? '—'}</Table.Td>
          </Table.Tr>
        );
      })}
    </ListTable>
  );
}
