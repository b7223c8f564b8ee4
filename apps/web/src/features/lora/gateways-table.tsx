import { ActionIcon, Anchor, Menu, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { LoraGateway } from '@trapline/contracts/lora';
import { useTranslation } from 'react-i18next';
import { formatDate } from './format.ts';
import { RelativeTime } from './status.tsx';

/** The gateways list (spec 3, section 2.1): name, created, last information, DevEUI, actions. */
export function GatewaysTable({ rows, canManage, onDelete }: { rows: LoraGateway[]; canManage: boolean; onDelete: (gateway: LoraGateway) => void }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={800}>
      <Table striped highlightOnHover data-testid="lora-gateways-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('lora.name')}</Table.Th>
            <Table.Th>{t('lora.list.created')}</Table.Th>
            <Table.Th>{t('lora.lastUplink')}</Table.Th>
            <Table.Th>DevEUI</Table.Th>
            <Table.Th>{t('lora.list.company')}</Table.Th>
            {canManage && <Table.Th w={50} aria-label={t('lora.list.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((gateway) => (
            <Table.Tr key={gateway.uuid}>
              <Table.Td><Anchor component={Link} to={`/app/lora/gateways/details/${gateway.uuid}`}>{gateway.name}</Anchor></Table.Td>
              <Table.Td fz="sm">{formatDate(gateway.createdAt)}</Table.Td>
              <Table.Td><RelativeTime iso={gateway.lastUplinkAt} /></Table.Td>
              <Table.Td ff="monospace" fz="sm">{gateway.devEui}</Table.Td>
              <Table.Td fz="sm">{gateway.company?.name ?? '—'}</Table.Td>
              {canManage && (
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={t('lora.list.actionsOf', { name: gateway.name })}>⋮</ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item component={Link} to={`/app/lora/gateways/edit/${gateway.uuid}`}>{t('common.edit')}</Menu.Item>
                      <Menu.Item color="red" onClick={() => onDelete(gateway)}>{t('common.delete')}</Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={canManage ? 6 : 5}><Text c="dimmed" ta="center">{t('lora.list.empty')}</Text></Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
