import { Center, Paper, Stack } from '@mantine/core';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { Logo } from '@/components/logo.tsx';
import { resumeSession } from '@/lib/api-client.ts';
import { isAppAddress } from '@/lib/return-target.ts';

const OPEN_WHEN_SIGNED_IN = new Set(['/auth/confirm-email', '/auth/stop-reminders']);

export const Route = createFileRoute('/auth')({
  // A signed-in user opening the auth area goes to the app; the links of e-mails (an e-mail
  // change, a reminder's stop link) may be opened while signed in, so their pages stay reachable.
  beforeLoad: async ({ location }) => {
    if (!OPEN_WHEN_SIGNED_IN.has(location.pathname) && (await resumeSession())) {
      const target = (location.search as { redirect?: unknown }).redirect;
      throw isAppAddress(target) ? redirect({ href: target, replace: true }) : redirect({ to: '/app', replace: true });
    }
  },
  component: AuthLayout,
});

function AuthLayout() {
  return (
    <Center mih="100vh" p="md" bg="gray.0">
      <Stack w="100%" maw={420} gap="lg">
        <Center>
          <Logo />
        </Center>
        <Paper withBorder shadow="sm" p="xl" radius="lg" component="main">
          <Outlet />
        </Paper>
      </Stack>
    </Center>
  );
}
