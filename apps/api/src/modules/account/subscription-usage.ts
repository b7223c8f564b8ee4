import type { SubscriptionUsage } from '@trapline/contracts/account';
import type { SqlPool } from '@trapline/db/client';
import { subscriptionInForceSql } from '@trapline/db/subscriptions';
import { companyTreeCte } from '../../access/company-tree.ts';

/**
 * The active subscription of the caller's company tree (the root company holds it) with the
 * devices and users it counts, or null. One statement: the box is on every page of the panel.
 */
export async function subscriptionUsage(sql: SqlPool, companyId: number): Promise<SubscriptionUsage | null> {
  const { rows } = await sql.query<{
    name: string;
    validUntil: string | null;
    devicesLimit: number | null;
    usersLimit: number | null;
    devicesUsed: number;
    usersUsed: number;
  }>({
    name: 'subscription-usage',
    text: `WITH ${companyTreeCte('$1')}
      SELECT s.name, to_char(s."validUntil", 'YYYY-MM-DD') AS "validUntil", s."devicesLimit", s."usersLimit",
        (SELECT count(*) FROM devices d JOIN places p ON p.id = d."placeId" WHERE p."companyId" IN (SELECT id FROM tree) AND d."deletedAt" IS NULL)::int AS "devicesUsed",
        (SELECT count(*) FROM users u WHERE u."companyId" IN (SELECT id FROM tree))::int AS "usersUsed"
      FROM subscriptions s, root
      WHERE s."companyId" = root.id AND ${subscriptionInForceSql('s')}
      ORDER BY s.id DESC LIMIT 1`,
    values: [companyId],
  });
  return rows[0] ?? null;
}
