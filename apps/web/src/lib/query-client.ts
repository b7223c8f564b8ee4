import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * How long an answer counts as fresh. A screen's loader fetches its data before the screen shows
 * (routes/-screen-data.ts), and the screen's own query then finds it fresh instead of asking the
 * API a second time; a link hovered and then clicked fetches once too. Short enough that a screen
 * opened again later asks anew: data is not kept between visits, and each change made in the app
 * invalidates the queries it touches (docs/decisions.md, "Web data: fresh for five seconds").
 */
export const FRESH_FOR_MS = 5_000;

/**
 * An answer the API gave on purpose (4xx: not found, forbidden, invalid): asking again gets the
 * same answer, so it is shown at once. A server error or a lost connection may pass.
 */
export function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/** A failed query is tried once more, unless the API refused it. */
export function retryOnce(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isRefusal(error);
}

/** The app's one query client. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: FRESH_FOR_MS, retry: retryOnce, refetchOnWindowFocus: false } } });
}
