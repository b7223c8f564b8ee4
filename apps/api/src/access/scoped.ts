import type { DbClient, Prisma } from '@trapline/db/client';
import { notFound } from '../lib/app-error.ts';
import { idOrUuidWhere } from '../lib/ids.ts';
import type { AccessScope } from './scope.ts';

/**
 * Rows the caller was found to reach. Only the resolvers of this folder create them (the brand
 * cannot be written elsewhere without a cast), so a repository or service that takes a
 * `ScopedPlace` or `ScopedCompany` cannot be handed an id straight from a request: the path id
 * goes through `scopedPlace` / `scopedCompany` first, which answer 404 for anything the caller
 * does not reach (a foreign row is neither confirmed nor changed).
 */
declare const scopedBrand: unique symbol;
export type Scoped<T, Kind extends string> = T & { readonly [scopedBrand]: Kind };

export type ScopedCompany = Scoped<{ id: number; uuid: string; name: string; parentCompanyId: number | null }, 'company'>;
export type ScopedDevice = Scoped<{ id: number; uuid: string; placeId: number; deviceTypeId: number }, 'device'>;

/**
 * A caller's `where` combined with the scope's: `{ AND: [scope, ...where] }`. Never spread a
 * scope fragment into a filter (`{ ...scopeWhere, id }`): a key of the filter (`id`, `companyId`)
 * silently replaces the scope's own and the filter reaches rows of another tenant.
 */
export function inScope<W extends object>(scopeWhere: W, ...where: Array<W | null | undefined | false>): { AND: W[] } {
  return { AND: [scopeWhere, ...where.filter((w): w is W => !!w)] };
}

/** A company the caller may see, by numeric id or uuid; 404 for anything else. */
export async function scopedCompany(db: DbClient, scope: AccessScope, key: string): Promise<ScopedCompany> {
  const where = idOrUuidWhere(key);
  if (!where) throw notFound();
  return (await findScopedCompany(db, scope, where)) ?? notFoundThrow();
}

/**
 * A company the caller may see, or null: for references in a body or a filter, where the
 * caller answers its own field error.
 */
export async function findScopedCompany(
  db: DbClient | Prisma.TransactionClient,
  scope: AccessScope,
  where: Prisma.CompanyWhereInput,
): Promise<ScopedCompany | null> {
  const company = await db.company.findFirst({
    where: inScope(await scope.companyWhere(), where),
    select: { id: true, uuid: true, name: true, parentCompanyId: true },
  });
  return company as ScopedCompany | null;
}

/** A live device of a place the caller may see, by numeric id or uuid; 404 for anything else. */
export async function scopedDevice(db: DbClient, scope: AccessScope, key: string): Promise<ScopedDevice> {
  const where = idOrUuidWhere(key);
  if (!where) throw notFound();
  return (await findScopedDevice(db, scope, where)) ?? notFoundThrow();
}

/** A live device the caller may see, or null (for references in a body). */
export async function findScopedDevice(db: DbClient, scope: AccessScope, where: Prisma.DeviceWhereInput): Promise<ScopedDevice | null> {
  const device = await db.device.findFirst({
    where: inScope(await scope.deviceWhere(), where),
    select: { id: true, uuid: true, placeId: true, deviceTypeId: true },
  });
  return device as ScopedDevice | null;
}

function notFoundThrow(): never {
  throw notFound();
}
