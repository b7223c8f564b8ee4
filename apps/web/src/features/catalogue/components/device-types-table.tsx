import { Anchor, Badge, Center, ColorSwatch, Group, Loader, Pagination, Stack, Table, Text } from '@mantine/core';
import type { DeviceTypeListItem } from '@trapline/contracts/catalogue';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDescription } from '@trapline/contracts/translations';
import { localName } from '../rights.ts';

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
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover data-testid="device-types-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('catalogue.types.name')}</Table.Th>
              <Table.Th>{t('catalogue.types.description')}</Table.Th>
              <Table.Th>{t('catalogue.types.prefix')}</Table.Th>
              <Table.Th>{t('catalogue.types.redirectOption')}</Table.Th>
              <Table.Th>{t('catalogue.kind')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
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
            {types.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={5}><Text c="dimmed" ta="center">{t('common.noData')}</Text></Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Center>
          <Pagination total={pages} value={Math.min(page, pages)} onChange={setPage} />
        </Center>
      )}
    </Stack>
  );
}
