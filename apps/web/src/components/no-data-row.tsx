import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The row of a table that has no rows, saying so across all its columns. */
export function NoDataRow({ columns }: { columns: number }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta="center">
          {t('common.noData')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
