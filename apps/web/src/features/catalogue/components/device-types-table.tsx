import { Anchor, Badge, Center, ColorSwatch, Group, Loader, Pagination, Stack, Table } from '@mantine/core';
import type { DeviceTypeListItem } from '@trapline/contracts/catalogue';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDescription } from '@trapline/contracts/translations';
import { localName } from '../rights.ts';
import { ListTable } from '../../../components/list-table.tsx';

const PAGE_SIZE = 50;

/** Device types: name (to the edit page), description, prefix, what a scan opens, and a global or custom badge. */
export function DeviceTypesTable({ types }: { types: DeviceTypeListItem[] | undefined }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  if (!types) return <Loader aria-label={t('app.loading')} />;
  const pages = Math.max(1, Math.ceil(types.length / PAGE_SIZE));
  const shown = types.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);
  return (
    <Stack>
      <ListTable
        testId="device-types-table"
        minWidth={760}
        columns={[t('catalogue.types.name'), t('catalogue.types.description'), t('catalogue.types.prefix'), t('catalogue.types.redirectOption'), t('catalogue.kind')]}
        empty={t('common.noData')}
      >
        {shown.map((type) => (
          <Table.Tr key={type.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={type.color} size={14} aria-hidden />
                <Anchor component={Link} to={`/app/device-types/edit/${type.id}`}>{localName(type, i18n.language)}</Anchor>
              </Group>
            </Table.Td>
            <Table.Td>{localDescription(type, i18n.language)}</Table.Td>
            <Table.Td>{type.settings.prefix}</Table.Td>
            <Table.Td>{t(`catalogue.redirect.${type.settings.redirectOption || 'none'}`)}</Table.Td>
            <Table.Td>
              <Badge color={type.isGlobal ? 'blue' : 'grape'} variant="light">{t(type.isGlobal ? 'catalogue.global' : 'catalogue.custom')}</Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
        </Center>
      )}
    </Stack>
  );
}
