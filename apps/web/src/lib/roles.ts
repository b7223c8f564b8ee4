import type { UserRole } from '@trapline/contracts/common';

/** The restricted user type of the places screens: technicians and client users (see docs/decisions.md). */
export const isRestricted = (role: UserRole | undefined) => role === 'USER' || role === 'CLIENT';

/** "Any admin": the super admin or a company admin. */
export const isAdmin = (role: UserRole | undefined) => role === 'ADMIN' || role === 'COMPANY_ADMIN';

/**
 * The client's own user: sees its facilities' devices, alarms, records and reports, but not the
 * provider's subscription nor the sensors' radio health (see docs/decisions.md).
 */
export const isClient = (role: UserRole | undefined) => role === 'CLIENT';
