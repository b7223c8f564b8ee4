import type { Prisma } from './client.ts';

/**
 * The subscription rule every writer that counts against it shares (users, devices, the
 * subscription box): a company tree's subscription is held by its root company, and the one in
 * force is the newest active one whose `validUntil` (a date) is empty or not before today, today
 * being the UTC date. SQL over the subscriptions table under `alias`.
 */
export function subscriptionInForceSql(alias: string): string {
  return `${alias}.active AND (${alias}."validUntil" IS NULL OR ${alias}."validUntil" >= (now() AT TIME ZONE 'UTC')::date)`;
}

export interface SubscriptionLimits {
  devicesLimit: number | null;
  usersLimit: number | null;
}

/**
 * The limits of the subscription in force of a company tree (null without one), read under the
 * tree's transaction lock: hold the transaction while counting and creating, so that concurrent
 * creations of users or devices of one tree cannot pass a limit together.
 */
export async function lockSubscriptionLimits(tx: Prisma.TransactionClient, rootCompanyId: number): Promise<SubscriptionLimits | null> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${rootCompanyId}::bigint)`;
  const rows = await tx.$queryRawUnsafe<SubscriptionLimits[]>(
    `SELECT s."devicesLimit", s."usersLimit" FROM subscriptions s WHERE s."companyId" = $1 AND ${subscriptionInForceSql('s')} ORDER BY s.id DESC LIMIT 1`,
    rootCompanyId,
  );
  return rows[0] ?? null;
}
