import { Anchor, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { LoraGateway } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { ListTable, RowMenu } from '@/components/list-table.tsx';
import { formatDate } from './format.ts';
import { RelativeTime } from './status.tsx';

/** The gateways list (spec 3, section 2.1): name, created, last information, DevEUI, actions. */
export function GatewaysTable({ rows, canManage, onDelete }: { rows: LoraGateway[]; canManage: boolean; onDelete: (gateway: LoraGateway) => void }) {
  const { t } = useTranslation();
  return (
    <ListTable
      testId="lora-gateways-table"
      minWidth={800}
      columns={[
        t('lora.name'),
        t('lora.list.created'),
        t('lora.lastUplink'),
        'DevEUI',
        t('lora.list.company'),
        canManage && { label: t('lora.list.actions'), w: 50, hidden: true },
      ]}
      empty={t('lora.list.empty')}
    >
      {rows.map((gateway) => (
        <Table.Tr key={gateway.uuid}>
          <Table.Td>
            <Anchor component={Link} to={`/app/lora/gateways/details/${gateway.uuid}`}>
              {gateway.name}
            </Anchor>
          </Table.Td>
          <Table.Td fz="sm">{formatDate(gateway.createdAt)}</Table.Td>
          <Table.Td>
            <RelativeTime iso={gateway.lastUplinkAt} />
          </Table.Td>
          <Table.Td ff="monospace" fz="sm">
            {gateway.devEui}
          </Table.Td>
          <Table.Td fz="sm">{gateway.company?.name ?? '—'}</Table.Td>
          {canManage && (
            <Table.Td>
              <RowMenu
                label={t('lora.list.actionsOf', { name: gateway.name })}
                items={[
                  { label: t('common.edit'), to: `/app/lora/gateways/edit/${gateway.uuid}` },
                  { label: t('common.delete'), onClick: () => onDelete(gateway), danger: true },
                ]}
              />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </ListTable>
  );
}
