import { Paper, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A section of a place's screen in a card of its own, under its title (a subsection's one level down). */
export function SectionCard({ title, level = 2, children }: { title: string; level?: 2 | 3; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Title order={level} size={level === 2 ? 'h4' : 'h5'} mb={level === 2 ? 'md' : 'sm'}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * A table of a place's screen in a card of its own: its title (a section's, or a subsection's one
 * level down), then the table, which scrolls inside the card below `minWidth`. A column given as
 * `false` is left out (one a user type does not get).
 */
export function TableCard({
  title,
  level,
  testId,
  minWidth,
  columns,
  children,
}: {
  title: string;
  level: 2 | 3;
  testId: string;
  minWidth: number;
  columns: Array<ReactNode | false>;
  children: ReactNode;
}) {
  return (
    <SectionCard title={title} level={level}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {columns
                .filter((column) => column !== false)
                .map((column, i) => (
                  <Table.Th key={i}>{column}</Table.Th>
                ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}
