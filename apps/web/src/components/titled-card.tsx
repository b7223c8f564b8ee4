import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section of a screen in a card of its own: its title, then what it holds spaced as a stack.
 * Level 2 for a section under the screen's own title; 3 for a card inside such a section.
 */
export function TitledCard({ title, level = 2, testId, children }: { title: ReactNode; level?: 2 | 3; testId?: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="lg" data-testid={testId}>
      <Stack>
        <Title order={level} size={level === 2 ? 'h4' : 'h5'}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
