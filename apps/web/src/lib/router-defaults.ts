import { RouteError } from '@/components/route-error.tsx';
import { NotFoundPage } from '@/components/status-page.tsx';

/**
 * What every route shows when its load or render fails, or when it finds nothing, unless the route
 * says otherwise (the signed-in shell, the root's redirect of unknown addresses).
 */
export const routerDefaults = {
  defaultErrorComponent: RouteError,
  defaultNotFoundComponent: NotFoundPage,
} as const;
