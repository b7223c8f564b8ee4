import { Table, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The row of a table that has no rows, saying so across all its columns: "No data" unless told. */
export function NoDataRow({
  columns,
  size,
  ta = 'center',
  testId,
  children,
}: { columns: number; testId?: string; children?: ReactNode } & Pick<TextProps, 'size' | 'ta'>) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        <Text c="dimmed" ta={ta} size={size} data-testid={testId}>
          {children ?? t('common.noData')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
