import { Grid, NavLink, Paper } from '@mantine/core';
import { Link, Outlet, createFileRoute, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export const Route = createFileRoute('/app/account')({ component: AccountLayout });

function AccountLayout() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 3 }}>
        <Paper withBorder radius="lg" p="xs" component="nav" aria-label={t('nav.account')}>
          <NavLink variant="filled" component={Link} to="/app/account" activeOptions={{ exact: true }} label={t('nav.accountInfo')} active={pathname === '/app/account' || pathname === '/app/account/'} />
          <NavLink variant="filled" component={Link} to="/app/account/notifications" label={t('nav.notifications')} active={pathname.startsWith('/app/account/notifications')} />
          <NavLink variant="filled" component={Link} to="/app/account/change-password" label={t('nav.changePassword')} active={pathname.startsWith('/app/account/change-password')} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Outlet />
      </Grid.Col>
    </Grid>
  );
}
