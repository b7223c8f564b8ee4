import type { UserRole } from '@trapline/contracts/common';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { companyTreeIds } from './company-tree.ts';

/** Who is calling: decoded from the access token and confirmed against the database. */
export interface Principal {
  userId: number;
  userUuid: string;
  role: UserRole;
  companyId: number;
  companyUuid: string;
  /** Root company of the enterprise the session is limited to, if any. */
  enterpriseRootCompanyId: number | null;
}

/**
 * Which companies and places a request may see. Decided once per request from the principal
 * and handed to every repository query, so no route filters by company on its own.
 *
 * - ADMIN: everything (limited to one enterprise tree when signed in through an enterprise id).
 * - COMPANY_ADMIN and CONTROLLER: their company and its clients, with all of their places.
 * - USER (technician): their company and its clients, but only the places assigned to them.
 * - CLIENT: their own (client) company and its places.
 */
export class AccessScope {
  private companyIdsPromise: Promise<number[] | 'all'> | undefined;
  private placeIdsPromise: Promise<number[] | 'all-of-companies'> | undefined;

  constructor(
    readonly principal: Principal,
    private readonly db: DbClient,
  ) {}

  /** The same caller with nothing remembered (after the request itself changed the tree). */
  withoutCache(): AccessScope {
    return new AccessScope(this.principal, this.db);
  }

  get isSuperAdmin(): boolean {
    return this.principal.role === 'ADMIN';
  }

  get isManager(): boolean {
    return this.principal.role === 'ADMIN' || this.principal.role === 'COMPANY_ADMIN';
  }

  /** Ids of the companies visible to the caller, or 'all' for an unrestricted super admin. */
  companyIds(): Promise<number[] | 'all'> {
    this.companyIdsPromise ??= this.loadCompanyIds();
    return this.companyIdsPromise;
  }

  /** Ids of the places visible to the caller, or 'all-of-companies' when every place of the visible companies is. */
  placeIds(): Promise<number[] | 'all-of-companies'> {
    this.placeIdsPromise ??= this.loadPlaceIds();
    return this.placeIdsPromise;
  }

  async canSeeCompany(companyId: number): Promise<boolean> {
    const ids = await this.companyIds();
    return ids === 'all' || ids.includes(companyId);
  }

  /** A Prisma `where` fragment selecting the visible companies (combine it with `inScope`, never spread it). */
  async companyWhere(): Promise<Prisma.CompanyWhereInput> {
    const ids = await this.companyIds();
    return ids === 'all' ? {} : { id: { in: ids } };
  }

  /** A Prisma `where` fragment selecting the visible places (combine it with `inScope`, never spread it). */
  async placeWhere(): Promise<Prisma.PlaceWhereInput> {
    const [companies, places] = await Promise.all([this.companyIds(), this.placeIds()]);
    const where: { id?: { in: number[] }; companyId?: { in: number[] } } = {};
    if (companies !== 'all') where.companyId = { in: companies };
    if (places !== 'all-of-companies') where.id = { in: places };
    return where;
  }

  private async loadCompanyIds(): Promise<number[] | 'all'> {
    const { role, companyId, enterpriseRootCompanyId } = this.principal;
    if (role === 'ADMIN') {
      return enterpriseRootCompanyId === null ? 'all' : companyTreeIds(this.db, enterpriseRootCompanyId);
    }
    // Everyone else sees their own company and its clients (a client company has none).
    return companyTreeIds(this.db, companyId);
  }

  private async loadPlaceIds(): Promise<number[] | 'all-of-companies'> {
    if (this.principal.role !== 'USER') return 'all-of-companies';
    const rows = await this.db.placeUser.findMany({ where: { userId: this.principal.userId }, select: { placeId: true } });
    return rows.map((r) => r.placeId);
  }

  /**
   * The scope for raw SQL, as parameters: the visible companies and places, null where nothing
   * of that kind is restricted. A statement applies both (`"companyId" = ANY($n)` and
   * `id = ANY($m)`, each skipped when null), never one of them alone.
   */
  async sqlFilter(): Promise<{ companyIds: number[] | null; placeIds: number[] | null }> {
    const [companies, places] = await Promise.all([this.companyIds(), this.placeIds()]);
    return { companyIds: companies === 'all' ? null : companies, placeIds: places === 'all-of-companies' ? null : places };
  }

  /** A Prisma `where` fragment selecting the live devices of the visible places. */
  async deviceWhere(): Promise<Prisma.DeviceWhereInput> {
    return { AND: [{ deletedAt: null }, { place: await this.placeWhere() }] };
  }
}

/** The scope of an authenticated request (routes behind the auth hook always have one). */
export function scopeOf(request: FastifyRequest): AccessScope {
  if (!request.scope) throw new AppError('auth/unauthorized');
  return request.scope;
}
