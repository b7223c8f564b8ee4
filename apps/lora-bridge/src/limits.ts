// Sensors' detections count towards the pest limits of their devices' places (spec 2, section
// 2.8; a detection is one pest of no known kind, docs/decisions.md). After a batch with
// detections commits, one query finds which of their places have an active limit at all (most
// have none, and then nothing more is read), and each of those is evaluated once for the batch,
// in its own transaction, by the evaluation the API uses for inspection and device records. Its
// advisory lock per place and its 24-hour window store each breach once, however many batches
// or bridge replicas the detections came through.
import type { DbClient } from '@trapline/db/client';
import { evaluateAfterRecords, placesWithActiveLimits } from '@trapline/limits/evaluation';
import type { Logger } from 'pino';

/** A device whose sensor stored a detection in the batch. */
export interface Detected {
  deviceId: number;
  placeId: number;
}

/** Evaluates the limits of the places of the devices with detections; answers the breaches raised. */
export async function evaluateDetections(db: DbClient, detected: Detected[], log: Logger, now: Date = new Date()): Promise<number> {
  if (detected.length === 0) return 0;
  const limited = await placesWithActiveLimits(
    db,
    detected.map((d) => d.placeId),
  );
  let raised = 0;
  for (const placeId of limited) {
    const deviceIds = detected.filter((d) => d.placeId === placeId).map((d) => d.deviceId);
    // Evaluations of one place queue on its lock: a busy place, or replicas sharing its
    // detections, may wait longer than the default five seconds of a transaction.
    const breaches = await db.$transaction((tx) => evaluateAfterRecords(tx, placeId, deviceIds, now), { maxWait: 10_000, timeout: 60_000 });
    if (breaches.length) log.info({ placeId, breaches: breaches.length }, 'pest limits breached by sensor detections');
    raised += breaches.length;
  }
  return raised;
}
