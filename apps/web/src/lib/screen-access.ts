import type { UserRole } from '@trapline/contracts/common';

const MANAGERS: readonly UserRole[] = ['ADMIN', 'COMPANY_ADMIN'];
/** Everyone but the restricted type (technician, client user), who does not change a place's set-up. */
const NOT_RESTRICTED: readonly UserRole[] = ['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER'];

/**
 * Which user types may open which screens: the one table the route guard and every menu read.
 * A pattern covers its sub-paths; the longest matching pattern decides; a screen no pattern
 * covers is open to every signed-in user. Patterns are route paths (`$name` stands for any
 * segment). Sources: spec 1 section 6 and its section list, spec 2 section 6, spec 3 section 6;
 * the client user (CLIENT) is the restricted type and has no LoRa section (docs/decisions.md).
 */
export const SCREEN_RULES: ReadonlyArray<readonly [pattern: string, roles: readonly UserRole[]]> = [
  ['/app/companies', MANAGERS],
  ['/app/users', MANAGERS],
  ['/app/device-types', MANAGERS],
  ['/app/admin', ['ADMIN']],
  ['/app/qrcodes', ['ADMIN', 'COMPANY_ADMIN', 'USER']],
  ['/app/lora', ['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER']],
  // Registering sensors and creating or changing gateways is the managers'; changing a sensor
  // is the super admin's alone (spec 3, section 6). The API answers 403 to others.
  ['/app/lora/devices/create', MANAGERS],
  ['/app/lora/devices/edit', ['ADMIN']],
  ['/app/lora/gateways/create', MANAGERS],
  ['/app/lora/gateways/edit', MANAGERS],
  ['/app/lora/unclaimed', ['ADMIN']],
  // A client's user changes a recommendation's status only: it does not create them (docs/decisions.md).
  ['/app/recommendations/$placeId/create', ['ADMIN', 'COMPANY_ADMIN', 'CONTROLLER', 'USER']],
  ['/app/places/create', NOT_RESTRICTED],
  ['/app/places/edit/$placeId/devices/create', NOT_RESTRICTED],
  ['/app/places/edit/$placeId/devices/$deviceUuid/edit', NOT_RESTRICTED],
  ['/app/places/edit/$placeId/zones', NOT_RESTRICTED],
  ['/app/places/edit/$placeId/inspections', NOT_RESTRICTED],
  ['/app/places/edit/$placeId/radio-options', MANAGERS],
];

const segments = (path: string) => path.split('/').filter(Boolean);

/** A pattern segment `$name` matches any one segment; other segments match themselves. */
function covers(pattern: string[], path: string[]): boolean {
  if (pattern.length > path.length) return false;
  return pattern.every((part, i) => (part.startsWith('$') ? true : part === path[i]));
}

/** The user types that may open a screen (a route id or a location path); null: every signed-in user. */
export function screenRoles(path: string): readonly UserRole[] | null {
  const target = segments(path);
  let best: { length: number; roles: readonly UserRole[] } | null = null;
  for (const [pattern, roles] of SCREEN_RULES) {
    const parts = segments(pattern);
    if (covers(parts, target) && (!best || parts.length > best.length)) best = { length: parts.length, roles };
  }
  return best?.roles ?? null;
}

export function mayOpen(role: UserRole | undefined, path: string): boolean {
  const roles = screenRoles(path);
  return roles === null || (role !== undefined && roles.includes(role));
}
