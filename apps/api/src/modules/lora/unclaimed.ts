import type { DbClient } from '@trapline/db/client';
import type { AccessScope } from '../../access/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertSuperAdmin } from './scope.ts';

interface UnclaimedRow {
  devEui: string;
  count: number;
  firstReceivedAt: Date;
  lastReceivedAt: Date;
  applicationId: string | null;
  rssi: number | null;
}

/**
 * DevEUIs that sent uplinks but are registered as no sensor, newest first, for the super admin
 * to claim (registering a sensor with the DevEUI claims them) or dismiss.
 */
export async function listUnclaimed(db: DbClient, scope: AccessScope, query: { page: number; limit: number }) {
  assertSuperAdmin(scope);
  const [rows, total] = await Promise.all([
    db.$queryRaw<UnclaimedRow[]>`
      WITH groups AS (
        SELECT u."devEui", count(*)::int AS count, min(u."receivedAt") AS "firstReceivedAt", max(u."receivedAt") AS "lastReceivedAt"
        FROM lora_unclaimed_uplinks u
        WHERE NOT EXISTS (SELECT 1 FROM lora_devices d WHERE d."devEui" = u."devEui")
        GROUP BY u."devEui"
        ORDER BY max(u."receivedAt") DESC, u."devEui"
        LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}
      )
      SELECT g.*, latest."applicationId", latest.rssi
      FROM groups g
      CROSS JOIN LATERAL (
        SELECT l."applicationId",
          (SELECT max((r->>'rssi')::float8) FROM jsonb_array_elements(CASE WHEN jsonb_typeof(l.payload->'rxInfo') = 'array' THEN l.payload->'rxInfo' ELSE '[]'::jsonb END) r
            WHERE jsonb_typeof(r->'rssi') = 'number') AS rssi
        FROM lora_unclaimed_uplinks l WHERE l."devEui" = g."devEui" ORDER BY l."receivedAt" DESC LIMIT 1
      ) latest
      ORDER BY g."lastReceivedAt" DESC, g."devEui"`,
    db.$queryRaw<[{ count: number }]>`
      SELECT count(DISTINCT u."devEui")::int AS count FROM lora_unclaimed_uplinks u
      WHERE NOT EXISTS (SELECT 1 FROM lora_devices d WHERE d."devEui" = u."devEui")`,
  ]);
  return {
    rows: rows.map((r) => ({ ...r, firstReceivedAt: r.firstReceivedAt.toISOString(), lastReceivedAt: r.lastReceivedAt.toISOString() })),
    count: total[0].count,
  };
}

/** Forgets a DevEUI's unclaimed uplinks (a neighbour's sensor, a test device). */
export async function dismissUnclaimed(db: DbClient, scope: AccessScope, devEui: string) {
  assertSuperAdmin(scope);
  const result = await db.loraUnclaimedUplink.deleteMany({ where: { devEui: devEui.toUpperCase() } });
  if (result.count === 0) throw notFound();
}
