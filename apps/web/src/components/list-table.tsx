// The table of a list screen: it scrolls inside its frame on a phone, stripes its rows, names
// every column (an action or drag column by a heading only screen readers read) and says so
// when there are no rows.
import { ActionIcon, Center, Menu, Pagination, type PaginationProps, Stack, Table, type TableProps, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { Children, type ReactNode } from 'react';
import { NoDataRow } from './no-data-row.tsx';

/** A column heading: its text, or the text with a width; `hidden` headings are for screen readers only. */
export type Column = ReactNode | ColumnSpec;
interface ColumnSpec {
  label: ReactNode;
  w?: number | string;
  ta?: 'left' | 'right' | 'center';
  hidden?: boolean;
}
function isSpec(column: Column): column is ColumnSpec {
  return typeof column === 'object' && column !== null && 'label' in column;
}

/**
 * The headings of columns whose texts stand side by side in one section of the translations:
 * `headings(t, 'inspections', ['name', 'note'])` is `[t('inspections.name'), t('inspections.note')]`.
 */
export function headings(t: TFunction, section: string, keys: readonly string[]): string[] {
  return keys.map((key) => t(`${section}.${key}`));
}

export function ListTable({
  testId,
  minWidth,
  columns,
  empty,
  emptyTestId,
  hover = true,
  verticalSpacing,
  pages,
  children,
}: {
  testId: string;
  /** Below this width the table scrolls inside its frame instead of squeezing its columns. */
  minWidth: number;
  /** The headings; `false`, `null` or `undefined` leave a column out (e.g. for a role). */
  columns: Array<Column | false | null | undefined>;
  /** Shown across the table when there are no rows; nothing when undefined. */
  empty?: ReactNode;
  emptyTestId?: string;
  /** Rows light up under the pointer (lists whose rows open something). */
  hover?: boolean;
  verticalSpacing?: TableProps['verticalSpacing'];
  /** Server-side pages under the table, shown when there is more than one. */
  pages?: Pages;
  children: ReactNode;
}) {
  const shown = columns.filter((c): c is Column => c !== false && c !== null && c !== undefined);
  const isEmpty = Children.toArray(children).length === 0;
  const table = (
    // Empty, the table keeps to its frame: at its full width the message would be centred out of sight on a phone.
    <Table.ScrollContainer minWidth={isEmpty && empty !== undefined ? 0 : minWidth}>
      <Table striped highlightOnHover={hover} verticalSpacing={verticalSpacing} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((column, i) =>
              isSpec(column) ? (
                <Table.Th key={i} w={column.w} ta={column.ta}>
                  {column.hidden ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
                </Table.Th>
              ) : (
                <Table.Th key={i}>{column}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {children}
          {empty !== undefined && isEmpty && (
            <NoDataRow columns={shown.length} testId={emptyTestId}>
              {empty}
            </NoDataRow>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  if (!pages) return table;
  return (
    <Stack>
      {table}
      <Pager {...pages} />
    </Stack>
  );
}

/** Where a paged list stands: rows in all, rows a page, the page shown (from 1). */
export interface Pages {
  count: number;
  perPage: number;
  page: number;
  onPage: (page: number) => void;
}

/** The page numbers under a list, when it has more than one page. */
export function Pager({ count, perPage, page, onPage, ...look }: Pages & Pick<PaginationProps, 'size' | 'siblings'>) {
  if (count <= perPage) return null;
  return (
    <Center>
      <Pagination total={Math.ceil(count / perPage)} value={page} onChange={onPage} {...look} />
    </Center>
  );
}

/** One entry of a row's menu: a link, or an action (red when it destroys). */
export type RowMenuItem = ({ label: ReactNode; to: string } | { label: ReactNode; onClick: () => void; danger?: boolean }) & { testId?: string };

/** The ⋮ menu at the end of a row; `label` names it for screen readers ("Actions of R3"). */
export function RowMenu({ label, items, testId }: { label: string; items: RowMenuItem[]; testId?: string }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} data-testid={testId}>
          ⋮
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item, i) =>
          'to' in item ? (
            <Menu.Item key={i} component={Link} to={item.to} data-testid={item.testId}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={i} color={item.danger ? 'red' : undefined} onClick={item.onClick} data-testid={item.testId}>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
