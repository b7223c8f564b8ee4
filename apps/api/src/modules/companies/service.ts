import type { Company, CompanyListItem, CreateCompanyRequest, UpdateCompanyRequest } from '@trapline/contracts/companies';
import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { inScope } from '../../access/scoped.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import { type FileStorage, removeStoredFiles } from '@trapline/storage/file-storage';
import * as repo from './repository.ts';
import { pageRows } from '../../lib/paging.ts';

/** Signed URLs of the logos among some storage keys (one signature per distinct key). */
export async function logoUrls(storage: FileStorage, paths: (string | null)[]): Promise<Map<string, string>> {
  const distinct = [...new Set(paths.filter((p): p is string => p !== null))];
  return new Map(await Promise.all(distinct.map(async (p) => [p, await storage.signedUrl(p)] as const)));
}

function listItem(row: repo.CompanyListRow, devices: number, logos: Map<string, string>): CompanyListItem {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    email: row.email,
    address: row.address,
    logoUrl: row.logoPath ? (logos.get(row.logoPath) ?? null) : null,
    subCompanyLimit: row.subCompanyLimit,
    parentCompanyUuid: row.parent?.uuid ?? null,
    parentCompanyName: row.parent?.name ?? null,
    placesCount: row._count.places,
    devicesCount: devices,
    usersCount: row._count.users,
    clientsCount: row._count.clients,
  };
}

export async function listCompanies(
  sql: SqlPool,
  storage: FileStorage,
  scope: AccessScope,
  query: { search?: string | undefined; page: number; limit: number },
) {
  const ids = await scope.companyIds();
  const { skip, take } = pageRows(query);
  const rows = await repo.listCompaniesWithCounts(sql, { companyIds: ids === 'all' ? null : ids, search: query.search || null, limit: take, offset: skip });
  const logos = await logoUrls(
    storage,
    rows.map((r) => r.logoPath),
  );
  return {
    rows: rows.map(({ total: _total, logoPath, ...row }) => ({ ...row, logoUrl: logoPath ? (logos.get(logoPath) ?? null) : null })),
    count: rows[0]?.total ?? 0,
  };
}

export async function shortList(db: DbClient, scope: AccessScope) {
  const rows = await repo.shortList(db, await scope.companyWhere());
  return rows.map((r) => ({ id: r.id, uuid: r.uuid, name: r.name, parentCompanyUuid: r.parent?.uuid ?? null }));
}

/** A company the caller may see, by numeric id or uuid; 404 otherwise (foreign ids are not confirmed). */
export async function getCompany(db: DbClient, storage: FileStorage, scope: AccessScope, key: string): Promise<Company> {
  const where = keyWhereOrNotFound(key);
  const row = await repo.findCompany(db, inScope(await scope.companyWhere(), where));
  if (!row) throw notFound();
  const devices = await repo.deviceCounts(db, [row.id, ...row.clients.map((c) => c.id)]);
  const logos = await logoUrls(storage, [row.logoPath, ...row.clients.map((c) => c.logoPath)]);
  const places = (list: typeof row.places, companyUuid: string) =>
    list.map((p) => ({ id: p.id, uuid: p.uuid, name: p.name, companyUuid, devicesCount: p._count.devices }));
  return {
    ...listItem(row, devices.get(row.id) ?? 0, logos),
    enterpriseId: row.enterpriseId,
    parentCompany: row.parent,
    places: places(row.places, row.uuid),
    subCompanies: row.clients.map((c) => ({ ...listItem(c, devices.get(c.id) ?? 0, logos), places: places(c.places, c.uuid) })),
    subCompaniesCount: row.clients.length,
  };
}

/**
 * The parent a new or moved company gets. A company admin only adds clients to its own
 * company; the super admin chooses any root company. A parent must be a root company (clients
 * have no clients) with room under its client limit.
 */
async function resolveParent(db: DbClient, scope: AccessScope, requested: string | null | undefined, selfId?: number): Promise<number | null> {
  const { role, companyId } = scope.principal;
  if (role === 'COMPANY_ADMIN') {
    const own = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { uuid: true, parentCompanyId: true } });
    if (own.parentCompanyId !== null) throw forbidden();
    if (requested && requested !== own.uuid) throw forbidden();
    requested = own.uuid;
  }
  if (!requested) return null;
  const parent = await repo.findParentCandidate(db, requested);
  if (!parent || !(await scope.canSeeCompany(parent.id))) throw fieldError('parentCompanyUuid', 'parent_not_found');
  if (parent.id === selfId || parent.parentCompanyId !== null) {
    throw fieldError('parentCompanyUuid', 'parent_not_allowed');
  }
  if (parent.subCompanyLimit !== null && parent._count.clients >= parent.subCompanyLimit) throw new AppError('company/sub_company_limit_reached');
  return parent.id;
}

async function checkEnterpriseId(db: DbClient, enterpriseId: string | null | undefined, parentId: number | null, exceptId?: number) {
  if (!enterpriseId) return;
  if (parentId !== null) throw fieldError('enterpriseId', 'enterprise_id_only_for_root_companies');
  if (await repo.isEnterpriseIdTaken(db, enterpriseId, exceptId)) throw fieldError('enterpriseId', 'enterprise_id_taken');
}

export async function createCompany(db: DbClient, storage: FileStorage, scope: AccessScope, input: CreateCompanyRequest): Promise<Company> {
  if (!scope.isManager) throw forbidden();
  const onlySuperAdmin = input.subCompanyLimit !== undefined || input.enterpriseId !== undefined;
  if (onlySuperAdmin && !scope.isSuperAdmin) throw forbidden();
  const parentCompanyId = await resolveParent(db, scope, input.parentCompanyUuid);
  await checkEnterpriseId(db, input.enterpriseId, parentCompanyId);
  const created = await repo.createCompany(db, {
    name: input.name,
    address: input.address,
    email: input.email,
    subCompanyLimit: input.subCompanyLimit ?? null,
    enterpriseId: input.enterpriseId ?? null,
    parentCompanyId,
  });
  await repo.recordAudit(db, {
    companyId: created.id,
    userId: scope.principal.userId,
    action: 'CREATE',
    entity: 'company',
    entityId: String(created.id),
    changes: { after: { ...input } },
  });
  // A fresh scope: the cached company list of this request predates the new client.
  return getCompany(db, storage, freshScope(scope), String(created.id));
}

export async function updateCompany(db: DbClient, storage: FileStorage, scope: AccessScope, key: string, input: UpdateCompanyRequest): Promise<Company> {
  if (!scope.isManager) throw forbidden();
  const current = await getCompany(db, storage, scope, key);
  const structural = input.subCompanyLimit !== undefined || input.enterpriseId !== undefined || input.parentCompanyUuid !== undefined;
  if (structural && !scope.isSuperAdmin) throw forbidden();
  const data: Prisma.CompanyUncheckedUpdateInput = {};
  if (input.name !== undefined) data.name = input.name;
  if (input.address !== undefined) data.address = input.address;
  if (input.email !== undefined) data.email = input.email;
  if (input.subCompanyLimit !== undefined) data.subCompanyLimit = input.subCompanyLimit;
  let parentId = current.parentCompany?.id ?? null;
  if (input.parentCompanyUuid !== undefined && input.parentCompanyUuid !== current.parentCompanyUuid) {
    if (input.parentCompanyUuid !== null && current.clientsCount > 0) {
      throw fieldError('parentCompanyUuid', 'company_with_clients_cannot_become_client');
    }
    parentId = await resolveParent(db, scope, input.parentCompanyUuid, current.id);
    data.parentCompanyId = parentId;
  }
  if (input.enterpriseId !== undefined) {
    await checkEnterpriseId(db, input.enterpriseId, parentId, current.id);
    data.enterpriseId = input.enterpriseId;
  }
  await repo.updateCompany(db, current.id, data);
  await repo.recordAudit(db, {
    companyId: current.id,
    userId: scope.principal.userId,
    action: 'UPDATE',
    entity: 'company',
    entityId: String(current.id),
    changes: { after: { ...input } },
  });
  return getCompany(db, storage, freshScope(scope), String(current.id));
}

/** Only the super admin deletes, and only a company with no places, users or clients. */
export async function deleteCompany(
  db: DbClient,
  storage: FileStorage,
  scope: AccessScope,
  key: string,
  onFileError: (path: string, error: unknown) => void = () => {},
) {
  const current = await getCompany(db, storage, scope, key);
  if (!scope.isSuperAdmin) throw forbidden();
  const counts = await repo.dependents(db, current.id);
  if (counts.places + counts.users + counts.clients > 0) throw new AppError('company/has_dependents', { details: counts });
  // Its logo and files leave the storage too, once the deletion is committed.
  const [logo, files] = await Promise.all([
    db.company.findUniqueOrThrow({ where: { id: current.id }, select: { logoPath: true } }),
    db.companyFile.findMany({ where: { companyId: current.id }, select: { filePath: true } }),
  ]);
  await db.$transaction(async (tx) => {
    await repo.deleteCompany(tx as DbClient, current.id);
    await repo.recordAudit(tx as DbClient, {
      companyId: null,
      userId: scope.principal.userId,
      action: 'DELETE',
      entity: 'company',
      entityId: String(current.id),
      changes: { before: { name: current.name } },
    });
  });
  const paths = [logo.logoPath, ...files.map((f) => f.filePath)].filter((path): path is string => !!path);
  await removeStoredFiles(storage, paths, onFileError);
}

function freshScope(scope: AccessScope): AccessScope {
  return scope.withoutCache();
}
