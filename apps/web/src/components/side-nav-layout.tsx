import { Grid, Paper } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A section with its own menu (the account, a place): the menu in a narrow column, the open screen beside it. */
export function SideNavLayout({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder radius="lg" p="xs" component="nav" aria-label={label}>
          {children}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Outlet />
      </Grid.Col>
    </Grid>
  );
}
