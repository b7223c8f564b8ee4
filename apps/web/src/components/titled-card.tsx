import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

const SIZES = { 1: 'h3', 2: 'h4', 3: 'h5' } as const;

/**
 * A section of a screen in a card of its own: its title (with `actions` at its right, when
 * given), then what it holds spaced as a stack. Level 1 for a screen that is one card, 2 for a
 * section under the screen's own title, 3 for a card inside such a section. `compact` draws a
 * tighter frame, for a group of fields inside a form.
 */
export function TitledCard({
  title,
  level = 2,
  actions,
  testId,
  titleTestId,
  compact = false,
  children,
}: {
  title: ReactNode;
  level?: 1 | 2 | 3;
  actions?: ReactNode;
  testId?: string;
  titleTestId?: string;
  compact?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <Title order={level} size={SIZES[level]} data-testid={titleTestId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius={compact ? 'md' : 'lg'} p={compact ? 'sm' : 'lg'} data-testid={testId}>
      <Stack gap={compact ? 'xs' : undefined}>
        {actions === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {actions}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
