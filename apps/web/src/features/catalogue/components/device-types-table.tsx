import { Anchor, Badge, ColorSwatch, Group, Loader, Stack, Table } from '@mantine/core';
import type { DeviceTypeListItem } from '@trapline/contracts/catalogue';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { localDescription } from '@trapline/contracts/translations';
import { localName } from '@/features/catalogue/rights.ts';
import { ListTable, Pager, headings } from '@/components/list-table.tsx';
import { useClientPages } from '@/lib/use-client-pages.ts';

const PAGE_SIZE = 50;

/** Device types: name (to the edit page), description, prefix, what a scan opens, and a global or custom badge. */
export function DeviceTypesTable({ types }: { types: DeviceTypeListItem[] | undefined }) {
  const { t, i18n } = useTranslation();
  const { shown, pager } = useClientPages(types ?? [], PAGE_SIZE);
  if (!types) return <Loader aria-label={t('app.loading')} />;
  return (
    <Stack>
      <ListTable
        testId="device-types-table"
        minWidth={760}
        columns={[...headings(t, 'catalogue.types', ['name', 'description', 'prefix', 'redirectOption']), t('catalogue.kind')]}
        empty={t('common.noData')}
      >
        {shown.map((type) => (
          <Table.Tr key={type.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ColorSwatch color={type.color} size={14} aria-hidden />
                <Anchor component={Link} to={`/app/device-types/edit/${type.id}`}>
                  {localName(type, i18n.language)}
                </Anchor>
              </Group>
            </Table.Td>
            <Table.Td>{localDescription(type, i18n.language)}</Table.Td>
            <Table.Td>{type.settings.prefix}</Table.Td>
            <Table.Td>{t(`catalogue.redirect.${type.settings.redirectOption || 'none'}`)}</Table.Td>
            <Table.Td>
              <Badge color={type.isGlobal ? 'blue' : 'grape'} variant="light">
                {t(type.isGlobal ? 'catalogue.global' : 'catalogue.custom')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </ListTable>
      <Pager {...pager} />
    </Stack>
  );
}
