import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A group of the protocol form's fields in a frame of its own: its title (with `action` at its right, when given), then the fields. */
export function FormSection({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const heading = (
    <Title order={3} size="h5">
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        {action === undefined ? (
          heading
        ) : (
          <Group justify="space-between">
            {heading}
            {action}
          </Group>
        )}
        {children}
      </Stack>
    </Paper>
  );
}
