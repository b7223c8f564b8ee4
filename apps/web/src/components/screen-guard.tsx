import type { UserRole } from '@trapline/contracts/common';
import { useMatches } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { mayOpen } from '@/lib/screen-access.ts';
import { NoAccessPage } from './status-page.tsx';

/**
 * The one route guard of the signed-in app: the screen's route (the deepest match) is checked
 * against the screen table, and a screen the user's type may not use is replaced by the
 * no-access page before it mounts, so it starts none of its calls. Loaders run before this
 * guard: a gated screen's loader asks for its data through ensureScreenData
 * (routes/-screen-data.ts), which asks nothing for a user the table keeps out.
 */
export function ScreenGuard({ role, children }: { role: UserRole; children: ReactNode }) {
  const routeId = useMatches({ select: (matches) => matches.at(-1)?.routeId ?? '' });
  return mayOpen(role, routeId) ? children : <NoAccessPage />;
}
