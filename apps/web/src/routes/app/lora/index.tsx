import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/app/lora/')({
  beforeLoad: () => {
    throw redirect({ to: '/app/lora/devices', replace: true });
  },
});
