import { Prisma, type DbClient } from '@trapline/db/client';
import { ownerChainOf } from '../../access/company-tree.ts';
import type { AccessScope } from '../../access/scope.ts';
import { findScopedCompany, scopedCompany } from '../../access/scoped.ts';
import { fieldError, forbidden } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';

/**
 * Who may read and change the device catalogue.
 *
 * - Global items (companyId null) are read by everyone and changed by the super admin alone.
 * - A company's own items are read within its tree (a client company also reads its root
 *   company's items, which its places use) and changed by the super admin or a company admin
 *   whose scope holds the owning company (so a root company's admin manages its clients' items).
 * - Anything of another tree answers 404; a reader without the right to change answers 403.
 */

/** The client or a transaction of it: the helpers below serve both. */
export type Db = DbClient | Prisma.TransactionClient;

export const isUniqueViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
export const isForeignKeyViolation = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2003';

/** Companies whose own catalogue items the caller reads: the visible ones and their parents. */
export async function readableCompanyIds(db: DbClient, scope: AccessScope): Promise<number[] | 'all'> {
  const ids = await scope.companyIds();
  if (ids === 'all') return 'all';
  const parents = await db.company.findMany({ where: { id: { in: ids }, parentCompanyId: { not: null } }, select: { parentCompanyId: true } });
  return [...new Set([...ids, ...parents.map((p) => p.parentCompanyId!)])];
}

/** A `where` fragment selecting the catalogue items (types or parts) the caller reads. */
export async function readableWhere(db: DbClient, scope: AccessScope): Promise<{ OR?: Array<{ companyId: null | { in: number[] } }> }> {
  const ids = await readableCompanyIds(db, scope);
  return ids === 'all' ? {} : { OR: [{ companyId: null }, { companyId: { in: ids } }] };
}

export async function canManage(scope: AccessScope, companyId: number | null): Promise<boolean> {
  if (companyId === null) return scope.isSuperAdmin;
  if (scope.isSuperAdmin) return scope.canSeeCompany(companyId);
  return scope.principal.role === 'COMPANY_ADMIN' && (await scope.canSeeCompany(companyId));
}

export async function assertCanManage(scope: AccessScope, companyId: number | null): Promise<void> {
  if (!(await canManage(scope, companyId))) throw forbidden();
}

/**
 * The companies whose catalogue a company uses: itself and its parent. A client company's
 * places use the global types its root company chose and the root company's own items.
 */
export const companyChain = (db: Db, companyId: number): Promise<number[]> => ownerChainOf(db, companyId);

/** A company named in a path or query: numeric id or uuid, visible to the caller, else 404. */
export async function visibleCompanyId(db: DbClient, scope: AccessScope, key: string): Promise<number> {
  return (await scopedCompany(db, scope, key)).id;
}

/** A company named in a body (numeric id or uuid): a visible one, else a field error. */
export async function bodyCompanyId(db: Db, scope: AccessScope, key: number | string, path = 'parentCompanyId'): Promise<number> {
  const where = idOrUuidWhere(String(key));
  const company = where ? await findScopedCompany(db, scope, where) : null;
  if (!company) throw fieldError(path, 'company_not_found');
  return company.id;
}

/**
 * The owner of a new catalogue item. Omitted: the caller's company (for the super admin, the
 * global catalogue); null: global. The caller must be allowed to manage it.
 */
export async function ownerForNew(db: DbClient, scope: AccessScope, requested: number | string | null | undefined): Promise<number | null> {
  const owner =
    requested === undefined ? (scope.isSuperAdmin ? null : scope.principal.companyId) : requested === null ? null : await bodyCompanyId(db, scope, requested);
  await assertCanManage(scope, owner);
  return owner;
}
