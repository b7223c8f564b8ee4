import { Center, Pagination, Stack, Table, Text } from '@mantine/core';
import { LORA_PAGE_SIZE, type LoraUplink } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { UndecodedUplink } from '../../components/undecoded-uplink.tsx';
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
    <Stack>
      <Table.ScrollContainer minWidth={800}>
        <Table striped data-testid="lora-uplinks-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('lora.list.created')}</Table.Th>
              <Table.Th>{t('lora.battery')}</Table.Th>
              <Table.Th>{t('lora.state')}</Table.Th>
              <Table.Th>{t('lora.algorithm')}</Table.Th>
              <Table.Th ta="right">{t('lora.details.detectionNumber')}</Table.Th>
              <Table.Th ta="right">{t('lora.counter')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const status = row.data.Status ?? {};
              const battery = batteryLabel(status.batteryLevel);
              const algorithm = algorithmKey(status.detectedByAlgorithm);
              if (!row.data.Status) {
                return (
                  <Table.Tr key={row.uuid}>
                    <Table.Td>{formatDateTime(row.createdAt)}</Table.Td>
                    <Table.Td colSpan={5}><UndecodedUplink row={row} /></Table.Td>
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
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6}><Text c="dimmed" ta="center">{t('common.noData')}</Text></Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {count > LORA_PAGE_SIZE && (
        <Center>
          <Pagination total={Math.ceil(count / LORA_PAGE_SIZE)} value={page + 1} onChange={(p) => onPage(p - 1)} />
        </Center>
      )}
    </Stack>
  );
}
