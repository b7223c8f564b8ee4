import type { Subscription } from '@trapline/contracts/companies';
import type { DbClient, Prisma } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { inScope, scopedCompany } from '../../access/scoped.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';

type Row = {
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  validUntil: Date | null;
  devicesLimit: number | null;
  usersLimit: number | null;
  active: boolean;
};

/** Active only while flagged active and not past its valid-until date. */
export function subscriptionStatus(row: Pick<Row, 'active' | 'validUntil'>, today = new Date()): 'ACTIVE' | 'EXPIRED' {
  const todayDate = today.toISOString().slice(0, 10);
  return row.active && (row.validUntil === null || row.validUntil.toISOString().slice(0, 10) >= todayDate) ? 'ACTIVE' : 'EXPIRED';
}

function toSubscription(row: Row): Subscription {
  return { ...row, validUntil: row.validUntil ? row.validUntil.toISOString().slice(0, 10) : null, status: subscriptionStatus(row) };
}

async function companyId(db: DbClient, scope: AccessScope, key: string): Promise<number> {
  return (await scopedCompany(db, scope, key)).id;
}

export async function listSubscriptions(db: DbClient, scope: AccessScope, companyKey: string) {
  const id = await companyId(db, scope, companyKey);
  const rows = await db.subscription.findMany({ where: { companyId: id }, orderBy: [{ active: 'desc' }, { validUntil: 'desc' }] });
  return rows.map(toSubscription);
}

/** A subscription as its path names it: the company's id or uuid and the subscription's. */
export interface CompanySubscriptionPath {
  id: string;
  subscriptionId: string;
}

async function findRow(db: DbClient, scope: AccessScope, path: CompanySubscriptionPath) {
  const id = await companyId(db, scope, path.id);
  const where = keyWhereOrNotFound(path.subscriptionId);
  const row = await db.subscription.findFirst({ where: inScope<Prisma.SubscriptionWhereInput>({ companyId: id }, where) });
  if (!row) throw notFound();
  return row;
}

export async function getSubscription(db: DbClient, scope: AccessScope, path: CompanySubscriptionPath) {
  return toSubscription(await findRow(db, scope, path));
}

interface SubscriptionInput {
  name?: string | undefined;
  description?: string | null | undefined;
  validUntil?: string | null | undefined;
  devicesLimit?: number | null | undefined;
  usersLimit?: number | null | undefined;
  active?: boolean | undefined;
}

function data(input: SubscriptionInput) {
  return {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.validUntil !== undefined ? { validUntil: input.validUntil === null ? null : new Date(`${input.validUntil}T00:00:00Z`) } : {}),
    ...(input.devicesLimit !== undefined ? { devicesLimit: input.devicesLimit } : {}),
    ...(input.usersLimit !== undefined ? { usersLimit: input.usersLimit } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  };
}

/**
 * One active subscription per company. The check and the write share a transaction that
 * locks the company row, so two concurrent requests cannot both activate one.
 */
async function withOneActive<T>(
  db: DbClient,
  companyIdValue: number,
  activating: boolean,
  exceptId: number | null,
  write: (tx: DbClient) => Promise<T>,
): Promise<T> {
  return db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM companies WHERE id = ${companyIdValue} FOR UPDATE`;
    if (activating) {
      const others = await tx.subscription.count({ where: { companyId: companyIdValue, active: true, ...(exceptId ? { id: { not: exceptId } } : {}) } });
      if (others > 0) throw new AppError('subscription/only_one_active');
    }
    return write(tx as DbClient);
  });
}

export async function createSubscription(db: DbClient, scope: AccessScope, companyKey: string, input: SubscriptionInput & { name: string; active: boolean }) {
  const id = await companyId(db, scope, companyKey);
  const row = await withOneActive(db, id, input.active, null, (tx) => tx.subscription.create({ data: { ...data(input), name: input.name, companyId: id } }));
  return toSubscription(row);
}

export async function updateSubscription(db: DbClient, scope: AccessScope, path: CompanySubscriptionPath, input: SubscriptionInput) {
  const current = await findRow(db, scope, path);
  const row = await withOneActive(db, current.companyId, input.active === true, current.id, (tx) =>
    tx.subscription.update({ where: { id: current.id }, data: data(input) }),
  );
  return toSubscription(row);
}
