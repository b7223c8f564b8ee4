import { NavLink } from '@mantine/core';
import { Link, createFileRoute, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SideNavLayout } from '@/components/side-nav-layout.tsx';

export const Route = createFileRoute('/app/account')({ component: AccountLayout });

function AccountLayout() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <SideNavLayout label={t('nav.account')}>
      <NavLink
        variant="filled"
        component={Link}
        to="/app/account"
        activeOptions={{ exact: true }}
        label={t('nav.accountInfo')}
        active={pathname === '/app/account' || pathname === '/app/account/'}
      />
      <NavLink
        variant="filled"
        component={Link}
        to="/app/account/notifications"
        label={t('nav.notifications')}
        active={pathname.startsWith('/app/account/notifications')}
      />
      <NavLink
        variant="filled"
        component={Link}
        to="/app/account/change-password"
        label={t('nav.changePassword')}
        active={pathname.startsWith('/app/account/change-password')}
      />
    </SideNavLayout>
  );
}
