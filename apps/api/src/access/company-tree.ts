import type { DbClient, Prisma } from '@trapline/db/client';

/**
 * The company tree, in one place. A pest-control company (a root: no parent) has client
 * companies; a client never has clients of its own, so a tree is one level deep. Subscriptions,
 * users' limits, the catalogue, zones and visibility all follow this tree: every module asks
 * these functions instead of reading `parentCompanyId` itself.
 */

type Db = DbClient | Prisma.TransactionClient;

/** The company that heads a company's tree: itself for a root, its provider for a client. */
export function rootOf(company: { id: number; parentCompanyId: number | null }): number {
  return company.parentCompanyId ?? company.id;
}

/** The root of the tree a company (by id) belongs to. */
export async function rootCompanyId(db: Db, companyId: number): Promise<number> {
  const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { id: true, parentCompanyId: true } });
  return rootOf(company);
}

/** A root and its clients: every company of one tree (for a client id, the client alone). */
export async function companyTreeIds(db: Db, rootId: number): Promise<number[]> {
  const clients = await db.company.findMany({ where: { parentCompanyId: rootId }, select: { id: true } });
  return [rootId, ...clients.map((c) => c.id)];
}

/** A Prisma `where` on companies selecting a root and its clients. */
export function companyTreeWhere(rootId: number): Prisma.CompanyWhereInput {
  return { OR: [{ id: rootId }, { parentCompanyId: rootId }] };
}

/**
 * A company and the company above it: what a company inherits from (its provider's zones,
 * catalogue and plans of places). Own first.
 */
export function ownerChain(company: { id: number; parentCompanyId: number | null }): number[] {
  return company.parentCompanyId === null ? [company.id] : [company.id, company.parentCompanyId];
}

/** `ownerChain` of a company by id. */
export async function ownerChainOf(db: Db, companyId: number): Promise<number[]> {
  const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { id: true, parentCompanyId: true } });
  return ownerChain(company);
}

/**
 * The same tree in SQL, for raw queries: `tree(id)` holds the ids of the tree of the company
 * given as parameter `$n` (a root or a client: the client's provider heads it).
 */
export const companyTreeCte = (param: string) =>
  `root AS (SELECT COALESCE("parentCompanyId", id) AS id FROM companies WHERE id = ${param}),
   tree AS (SELECT c.id FROM companies c, root WHERE c.id = root.id OR c."parentCompanyId" = root.id)`;
