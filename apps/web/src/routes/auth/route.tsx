import { Center, Paper, Stack } from '@mantine/core';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { Logo } from '../../components/logo.tsx';
import { resumeSession } from '../../lib/api-client.ts';

export const Route = createFileRoute('/auth')({
  // A signed-in user opening the auth area goes to the app; an e-mail change's link may be
  // opened while signed in, so its page stays reachable.
  beforeLoad: async ({ location }) => {
    if (location.pathname !== '/auth/confirm-email' && (await resumeSession())) throw redirect({ to: '/app', replace: true });
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
