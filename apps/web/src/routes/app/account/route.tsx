import { NavLink } from '@mantine/core';
import { Link, createFileRoute, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SideNavLayout } from '@/components/side-nav-layout.tsx';

export const Route = createFileRoute('/app/account')({ component: AccountLayout });

/** The account's side menu; the first entry is the account's own page, marked only there. */
const MENU = [
  { to: '/app/account', label: 'nav.accountInfo', exact: true },
  { to: '/app/account/notifications', label: 'nav.notifications', exact: false },
  { to: '/app/account/change-password', label: 'nav.changePassword', exact: false },
] as const;

function AccountLayout() {
  const { t } = useTranslation();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <SideNavLayout label={t('nav.account')}>
      {MENU.map((entry) => (
        <NavLink
          key={entry.to}
          variant="filled"
          component={Link}
          to={entry.to}
          activeOptions={{ exact: entry.exact }}
          label={t(entry.label)}
          active={entry.exact ? pathname === entry.to || pathname === `${entry.to}/` : pathname.startsWith(entry.to)}
        />
      ))}
    </SideNavLayout>
  );
}
