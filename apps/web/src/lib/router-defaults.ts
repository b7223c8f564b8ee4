import type { ErrorComponentProps } from '@tanstack/react-router';
import { createElement } from 'react';
import { RouteError } from '@/components/route-error.tsx';
import { NoAccessPage, NotFoundPage } from '@/components/status-page.tsx';
import { ApiError } from './api-client.ts';

/**
 * A screen whose load the API answered "not found" (an unknown or foreign id in the address) or
 * "forbidden" says so, as an unknown address would; trying again would get the same answer. Any
 * other failure shows the error with its retry.
 */
function ScreenError(props: ErrorComponentProps) {
  const status = props.error instanceof ApiError ? props.error.status : 0;
  if (status === 404) return createElement(NotFoundPage);
  if (status === 403) return createElement(NoAccessPage);
  return createElement(RouteError, props);
}

/**
 * What every route shows when its load or render fails, or when it finds nothing, unless the route
 * says otherwise (the signed-in shell, the root's redirect of unknown addresses).
 */
export const routerDefaults = {
  defaultErrorComponent: ScreenError,
  defaultNotFoundComponent: NotFoundPage,
} as const;
