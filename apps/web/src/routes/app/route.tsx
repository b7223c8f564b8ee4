import { AppShell, Avatar, Badge, Burger, Center, Group, Loader, Menu, NavLink, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, createFileRoute, redirect, useNavigate, useRouterState } from '@tanstack/react-router';
import type { UserRole } from '@trapline/contracts/common';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageMenu } from '@/components/language-menu.tsx';
import { NotificationBell } from '@/features/notifications/notification-bell.tsx';
import { ScanButton } from '@/features/qrcodes/scan-button.tsx';
import { Logo } from '@/components/logo.tsx';
import { ScreenGuard } from '@/components/screen-guard.tsx';
import { FullPageRouteError } from '@/components/route-error.tsx';
import { NotFoundPage } from '@/components/status-page.tsx';
import { config } from '@/config/runtime.ts';
import { accountQuery } from '@/shared/account/api/get-account.ts';
import { useUpdateAccount } from '@/features/account/api/update-account.ts';
import { useDashboard } from '@/features/dashboard/api/get-dashboard.ts';
import { SubscriptionBox } from '@/features/account/subscription-box.tsx';
import { useSignOut } from '@/features/auth/api/sign-out.ts';
import { useRecommendationCount } from '@/features/recommendations/api/get-recommendation-count.ts';
import { apiEvents, resumeSession } from '@/lib/api-client.ts';
import i18n, { setUiLanguage, type UiLanguage } from '@/lib/i18n.ts';
import { isClient } from '@/lib/roles.ts';
import { mayOpen } from '@/lib/screen-access.ts';
import { returnTargetOf } from '@/lib/return-target.ts';

export const Route = createFileRoute('/app')({
  // Signed out: the sign-in screen keeps the address (a scanned label's /app?qr=…) and returns to it.
  beforeLoad: async ({ location }) => {
    if (!(await resumeSession())) throw redirect({ to: '/auth/login', search: { redirect: returnTargetOf(location.href) }, replace: true });
  },
  component: AppLayout,
  // The shell draws nothing without the account: a failed account load takes the whole page,
  // with a retry (the screens inside have the router's default error component).
  errorComponent: FullPageRouteError,
  // Unknown or not yet built addresses under /app, shown inside the shell.
  notFoundComponent: NotFoundPage,
});

/**
 * Side navigation entries (specification 1, 2.7); an entry shows when the screen table lets the
 * user open its screen (lib/screen-access.ts). `labelFor` names the entry differently for a type.
 */
const NAVIGATION: ReadonlyArray<{ to: string; label: string; labelFor?: Partial<Record<UserRole, string>> }> = [
  { to: '/app/dashboard', label: 'nav.dashboard' },
  { to: '/app/schedule', label: 'schedule.nav' },
  { to: '/app/companies', label: 'nav.companies', labelFor: { COMPANY_ADMIN: 'nav.myCompany' } },
  { to: '/app/places', label: 'nav.places' },
  { to: '/app/recommendations', label: 'recommendations.nav' },
  { to: '/app/lora', label: 'lora.nav' },
  { to: '/app/statistics', label: 'statistics.nav' },
  { to: '/app/reports', label: 'reports.nav' },
  { to: '/app/device-types', label: 'catalogue.nav.deviceTypes' },
  { to: '/app/users', label: 'nav.users' },
  { to: '/app/qrcodes', label: 'qrcodes.nav' },
  { to: '/app/admin/devices', label: 'catalogue.nav.adminDevices' },
  { to: '/app/admin/recommendations', label: 'admin.nav.categories' },
  { to: '/app/admin/mixtures', label: 'admin.nav.mixtures' },
  { to: '/app/admin/visual-inspection', label: 'visualInspection.nav.admin' },
  { to: '/app/admin/jobs', label: 'jobs.nav' },
  { to: '/app/admin/settings', label: 'admin.nav.settings' },
];

function AppLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // A failed first load of the account goes to the route's error component; a failed refetch
  // keeps the account already shown.
  const account = useQuery({ ...accountQuery, throwOnError: (_error, query) => query.state.data === undefined });
  const updateAccount = useUpdateAccount();
  const signOut = useSignOut();
  // The side-menu badge: open recommendations, refreshed every 10 minutes (spec 3, section 9).
  const openRecommendations = useRecommendationCount({ enabled: account.isSuccess });

  useEffect(() => {
    apiEvents.onSignedOut = () => {
      queryClient.clear();
      void navigate({ to: '/auth/login', replace: true });
    };
    apiEvents.onForbidden = () => notifications.show({ color: 'red', message: t('errors.forbidden') });
  }, [navigate, queryClient, t]);

  // Data answers carry names in the language asked (device types, pests, notifications): a change
  // of language asks again for everything shown, except the account itself, which set it.
  useEffect(() => {
    let current = i18n.language;
    const changed = (language: string) => {
      if (language === current) return;
      current = language;
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== accountQuery.queryKey[0] });
    };
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  }, [queryClient]);

  // The account's language wins over the browser's last choice once it is known.
  useEffect(() => {
    if (account.data) void setUiLanguage(account.data.language.toLowerCase() as UiLanguage);
  }, [account.data]);

  if (account.isPending) {
    return (
      <Center mih="100vh" aria-busy="true">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const me = account.data;
  if (!me) return null;

  const chooseLanguage = async (language: UiLanguage) => {
    await setUiLanguage(language);
    await updateAccount.mutateAsync({ language: language.toUpperCase() as typeof me.language, timezone: me.timezone });
  };
  const leave = async () => {
    await signOut.mutateAsync();
    await navigate({ to: '/auth/login' });
  };

  return (
    // Toasts belong to the signed-in app; the sign-in pages load without them.
    <AppShell header={{ height: 60 }} navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <Notifications position="top-right" limit={4} />
      <AppShell.Header>
        {config.environment === 'development' && (
          <Badge
            color="dark"
            variant="filled"
            radius={0}
            style={{ position: 'absolute', top: 0, left: '50%', transform: 'translateX(-50%)' }}
            data-testid="dev-banner"
          >
            {t('app.devBanner')}
          </Badge>
        )}
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('app.openMenu')} />
            <Logo />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ScanButton compact />
            <NotificationBell />
            <LanguageMenu onChange={(language) => void chooseLanguage(language)} />
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <UnstyledButton data-testid="user-menu">
                  <Group gap="xs" wrap="nowrap">
                    <Avatar color="teal" variant="filled" radius="xl" size="sm">{`${me.name[0] ?? ''}${me.surname[0] ?? ''}`}</Avatar>
                    <div style={{ lineHeight: 1.1 }} className="user-menu-text">
                      <Text size="sm" fw={600} visibleFrom="xs">
                        {me.name} {me.surname}
                      </Text>
                      <Text size="xs" c="dimmed" visibleFrom="xs" data-testid="user-type">
                        {t(`roles.${me.type}`)}
                      </Text>
                    </div>
                  </Group>
                </UnstyledButton>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item component={Link} to="/app/account/notifications">
                  {t('nav.notifications')}
                </Menu.Item>
                <Menu.Item component={Link} to="/app/account">
                  {t('nav.account')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" onClick={() => void leave()} data-testid="sign-out">
                  {t('nav.signOut')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('nav.mainNavigation')} component="nav">
        {NAVIGATION.filter((entry) => mayOpen(me.type, entry.to)).map((entry) => (
          <NavLink
            variant="filled"
            key={entry.to}
            component={Link}
            to={entry.to}
            label={t(entry.labelFor?.[me.type] ?? entry.label)}
            active={pathname.startsWith(entry.to)}
            rightSection={
              entry.to === '/app/dashboard' ? (
                <DashboardBadge />
              ) : entry.to === '/app/recommendations' && (openRecommendations.data?.count ?? 0) > 0 ? (
                <Badge size="sm" color="violet" variant="filled" data-testid="recommendations-badge">
                  {openRecommendations.data?.count}
                </Badge>
              ) : undefined
            }
            onClick={close}
          />
        ))}
        <NavLink variant="filled" component={Link} to="/app/account" label={t('nav.account')} active={pathname.startsWith('/app/account')} onClick={close} />
        <NavLink component="button" label={t('nav.signOut')} onClick={() => void leave()} c="red" />
        {!isClient(me.type) && <SubscriptionBox />}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <ScreenGuard role={me.type}>
          <Outlet />
        </ScreenGuard>
      </AppShell.Main>
    </AppShell>
  );
}

/** The dashboard entry's badge (spec 1, section 2.7): device alerts plus today's upcoming events, refreshed with the bell. */
function DashboardBadge() {
  const { t } = useTranslation();
  const summary = useDashboard({ refetchInterval: 5 * 60_000 });
  const count = summary.data ? summary.data.electronicDevices.alertCount + summary.data.schedule.todayUpcomingEventsCount : 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" color="red" variant="filled" circle={count < 10} data-testid="nav-dashboard-badge" aria-label={t('nav.dashboardBadge', { count })}>
      {count}
    </Badge>
  );
}
