import { createFileRoute, redirect } from '@tanstack/react-router';

// The devices area opens on its actions tab (spec 3, section 2.7).
export const Route = createFileRoute('/app/admin/devices/')({
  beforeLoad: () => {
    throw redirect({ to: '/app/admin/devices/actions', replace: true });
  },
});
