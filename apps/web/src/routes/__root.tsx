import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, createRootRouteWithContext } from '@tanstack/react-router';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  // Any location outside /app and /auth goes to /app.
  notFoundComponent: () => <Navigate to="/app" replace />,
});
