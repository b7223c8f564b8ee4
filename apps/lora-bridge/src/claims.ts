// Uplinks of a DevEUI that is no sensor are kept as unclaimed (the super admin's list). Once a
// sensor with that DevEUI is registered, however it was (the LoRa form, a new radio device, the
// device's LoRa tab), they become its history: stored as its uplinks through the same batch
// path as live ones (so its state only moves forward), raising no alert (they are the past),
// and dropped from the unclaimed ones. The bridge runs this in its event queue every minute.
// Unclaimed uplinks nobody claims (a neighbour's sensors heard by our gateways) are forgotten
// after LORA_UNCLAIMED_RETENTION_DAYS, so that the super admin's list and the table stay small.
import type { DbClient } from '@trapline/db/client';
import type { Logger } from 'pino';
import { BadMessage, type EventCounters, type EventOptions, uplinkOf } from './events-handler.ts';
import { storeUplinks, type ParsedUplink } from './uplinks.ts';

const BATCH = 2000;
/** Batches a run takes at most, so that a long backlog never holds live events up for long. */
const MOST_BATCHES = 10;

/** Imports the claimed uplinks waiting; answers how many became a sensor's history. */
export async function importClaimedUplinks(db: DbClient, log: Logger, counters: EventCounters, hooks: EventOptions = {}): Promise<number> {
  let imported = 0;
  for (let batch = 0; batch < MOST_BATCHES; batch++) {
    const rows = await db.$queryRaw<Array<{ id: bigint; devEui: string; payload: unknown; applicationId: string | null }>>`
      SELECT u.id, u."devEui", u.payload, u."applicationId" FROM lora_unclaimed_uplinks u
      WHERE EXISTS (SELECT FROM lora_devices s WHERE s."devEui" = u."devEui")
      ORDER BY u."receivedAt", u.id LIMIT ${BATCH}`;
    if (rows.length === 0) break;
    const uplinks: ParsedUplink[] = [];
    for (const row of rows) {
      try {
        uplinks.push(uplinkOf(row.payload, row.applicationId ?? ''));
      } catch (error) {
        if (!(error instanceof BadMessage)) throw error;
        log.warn({ devEui: row.devEui, reason: error.message }, 'unclaimed uplink not readable; dropped');
      }
    }
    const before = counters.uplinks;
    await storeUplinks(db, uplinks, log, counters, { ...hooks, quiet: true });
    imported += counters.uplinks - before;
    await db.loraUnclaimedUplink.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
    if (rows.length < BATCH) break;
  }
  if (imported) log.info({ imported }, 'uplinks from before their sensors were registered imported');
  return imported;
}

/** Forgets unclaimed uplinks received more than `days` days before `now`; answers how many. */
export async function forgetOldUnclaimed(db: DbClient, days: number, now = new Date()): Promise<number> {
  const { count } = await db.loraUnclaimedUplink.deleteMany({ where: { receivedAt: { lt: new Date(now.getTime() - days * 86_400_000) } } });
  return count;
}
