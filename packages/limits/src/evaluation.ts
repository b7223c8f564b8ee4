import {
  BREACH_WINDOW_MS,
  coveredDevices,
  evaluateLimits,
  isActive,
  isLimitActive,
  newBreaches,
  type Breach,
  type CriticalLimitRule,
  type ObservationLevel,
  type PestCount,
  type PestLimitRule,
  type RuleDevice,
} from '@trapline/contracts/limit-rules';
import type { Prisma } from '@trapline/db/client';
import { notifyUsers } from '@trapline/notifications/notify';

/**
 * Evaluates a place's pest limits and critical limits after records were added to some of its
 * devices (spec 2, section 2.8): by the API inside the transaction that stored inspection and
 * device records, by the LoRa bridge right after a batch of uplinks with detections committed.
 * Each new breach is stored with its time and announced once to the place's users. The rules are
 * the shared ones (`@trapline/contracts/limit-rules`); this file only reads what they need
 * (pest records, bait-collect observations and the detections of the devices' sensors) and
 * stores what they find.
 */

type Tx = Prisma.TransactionClient;

/** Advisory lock class of the evaluation (with the place id): one evaluation per place at a time, so a breach is stored once. */
const LOCK_CLASS = 16_008;

export async function evaluateAfterRecords(tx: Tx, placeId: number, deviceIds: number[], now: Date = new Date()): Promise<Breach[]> {
  const judged = await judge(tx, placeId, deviceIds, now, null);
  if (!judged || judged.found.length === 0) return [];
  const { found, since } = judged;
  const recent = await tx.limitBreach.findMany({
    where: { placeId, breachedAt: { gte: since }, subjectKey: { in: found.map((b) => b.subjectKey) } },
    select: { subjectKey: true },
  });
  const fresh = newBreaches(
    found,
    recent.map((r) => r.subjectKey),
  );
  if (fresh.length === 0) return [];
  await store(tx, placeId, fresh, now);
  return fresh;
}

/** What the limits that reach some devices find at `now`: the breaches, and which limits were judged. */
interface Judgement {
  found: Breach[];
  since: Date;
  pestLimitIds: Set<number>;
  criticalLimitIds: Set<number>;
}

/** What the first statement of a judgement reads: the devices touched, and the place's active limits that may reach them. */
interface LimitDefinitions {
  touched: RuleDevice[];
  pestLimits: PestLimitRule[];
  criticalLimits: Array<{
    id: number;
    deviceTypeId: number;
    limit: number;
    entries: Array<{ kind: string; deviceTypeObjectId: number | null; deviceTypeObservationId: number | null; limit: number }>;
  }>;
}

/**
 * Judges the active limits reaching the devices on the records of the window ending at `now`;
 * with `until` only records made up to then count (re-judging a past breach). Null when no
 * active limit reaches them. Records are added often and most places have no active limit, so
 * this runs in two statements inside the caller's transaction: the definitions (the touched
 * devices and the place's active limits, in one read: nothing more when none reaches them) with
 * the place's lock when there are any, then the devices and sums the rules need in one read.
 */
async function judge(tx: Tx, placeId: number, deviceIds: number[], now: Date, until: Date | null): Promise<Judgement | null> {
  if (deviceIds.length === 0) return null;
  const wanted = [...new Set(deviceIds)];
  // Only limits that cover a touched device and have anything that can be breached (isLimitActive,
  // isActive) are read. The place's lock (one evaluation at a time, so a breach is stored once) is
  // taken in the same statement when any such limit exists; the sums are read after it, by the
  // next statement, so they see the records of an evaluation that held the lock before.
  // limit_definitions (migration limit_evaluation_functions) keeps its plans per connection.
  const [{ definitions }] = await tx.$queryRaw<
    [{ definitions: LimitDefinitions }]
  >`SELECT limit_definitions(${placeId}::int, ${wanted}::int[], ${LOCK_CLASS}::int) AS definitions`;
  const touchedRows = definitions.touched;
  if (touchedRows.length === 0) return null;
  const pestLimits: PestLimitRule[] = definitions.pestLimits.filter((l) => isLimitActive(l) && coveredDevices(l, touchedRows).length > 0);
  const criticalLimits: CriticalLimitRule[] = definitions.criticalLimits
    .map((c) => ({
      id: c.id,
      deviceTypeId: c.deviceTypeId,
      limit: c.limit,
      objects: c.entries
        .filter((e) => e.kind === 'OBJECT' && e.deviceTypeObjectId !== null && isActive(e.limit))
        .map((e) => ({ objectId: e.deviceTypeObjectId!, limit: e.limit })),
      observations: c.entries
        .filter((e) => e.kind === 'OBSERVATION' && e.deviceTypeObservationId !== null && isActive(e.limit))
        .map((e) => ({ observationId: e.deviceTypeObservationId!, limit: e.limit })),
    }))
    .filter((c) => isActive(c.limit) || c.objects.length > 0 || c.observations.length > 0);
  // The common case: nothing active reaches these devices.
  if (pestLimits.length === 0 && criticalLimits.length === 0) return null;

  // The other devices whose records count: those a summed limit covers (its own devices, or its
  // types in its zones). A limit applied per device, and a critical limit, judge only the touched
  // devices, and a percentage is a device's own: only theirs are read.
  const summed = pestLimits.filter((l) => l.type !== 'DEVICE_TYPE_ALL_DEVICES');
  const extraIds = [...new Set(summed.filter((l) => l.type === 'DEVICES').flatMap((l) => l.deviceIds))];
  const typed = summed.filter((l) => l.type === 'DEVICE_TYPE');
  const everyZoneTypes = [...new Set(typed.filter((l) => l.zoneIds.length === 0).flatMap((l) => l.deviceTypeIds))];
  const pairTypes: number[] = [];
  const pairZones: number[] = [];
  for (const limit of typed) {
    if (limit.zoneIds.length === 0) continue;
    for (const type of limit.deviceTypeIds) {
      for (const zone of limit.zoneIds) {
        pairTypes.push(type);
        pairZones.push(zone);
      }
    }
  }
  const touchedIds = touchedRows.map((d) => d.id);
  const since = new Date(now.getTime() - BREACH_WINDOW_MS);
  // Without a bound every record from the window's start counts (the default path, as before).
  const last = until ?? new Date(now.getTime() + 100 * 365 * 24 * 3600_000);
  const needObservations =
    pestLimits.some((l) => l.entries.some((e) => e.limitType === 'OBSERVATION')) || criticalLimits.some((c) => c.observations.length > 0);
  // A detection of a device's sensor is one pest of no known kind (docs/decisions.md).
  const [{ counted }] = await tx.$queryRaw<[{ counted: { others: RuleDevice[]; pests: PestCount[]; observations: ObservationLevel[] } }]>`
    SELECT limit_counts(${placeId}::int, ${extraIds}::int[], ${everyZoneTypes}::int[], ${pairTypes}::int[], ${pairZones}::int[], ${touchedIds}::int[], ${since}::timestamp, ${last}::timestamp, ${needObservations}::boolean) AS counted`;
  const devices = [...new Map([...touchedRows, ...counted.others].map((d) => [d.id, d])).values()];
  const found = evaluateLimits({ pestLimits, criticalLimits, devices, pests: counted.pests, observations: counted.observations, touched: new Set(touchedIds) });
  return { found, since, pestLimitIds: new Set(pestLimits.map((l) => l.id)), criticalLimitIds: new Set(criticalLimits.map((c) => c.id)) };
}

/**
 * Of some places, those with any active limit (a pest limit with a sum or an entry above 0, a
 * critical limit with its limit or an entry above 0), in one query: what a caller that adds
 * records often asks before it opens an evaluation. The rules are isLimitActive's and isActive's.
 */
export async function placesWithActiveLimits(db: Pick<Tx, '$queryRaw'>, placeIds: number[]): Promise<Set<number>> {
  const ids = [...new Set(placeIds)];
  if (ids.length === 0) return new Set();
  const rows = await db.$queryRaw<Array<{ placeId: number }>>`
    SELECT p.id AS "placeId" FROM unnest(${ids}::int[]) AS p(id)
    WHERE EXISTS (
        SELECT FROM pest_limits l WHERE l."placeId" = p.id AND (l."normalSum" > 0 OR l."dangerousSum" > 0 OR EXISTS (
          SELECT FROM pest_limit_entries e WHERE e."pestLimitId" = l.id
            AND CASE WHEN e."limitType" = 'OBSERVATION' THEN coalesce(e.percentage, 0) > 0 ELSE e.value > 0 END)))
      OR EXISTS (
        SELECT FROM critical_limits c WHERE c."placeId" = p.id AND (c."limit" > 0 OR EXISTS (
          SELECT FROM critical_limit_entries e WHERE e."criticalLimitId" = c.id AND e."limit" > 0)))`;
  return new Set(rows.map((r) => r.placeId));
}

/**
 * After records of some devices were changed or deleted (made at `times`, before and after the
 * change): each stored breach whose window held such a record is judged again on the records
 * as they are now, up to the moment it was raised. One that no longer holds is removed, one
 * whose measure changed is updated; breaches of limits deleted or switched off since stay as
 * they were. New breaches an increase may cause are raised by evaluateAfterRecords.
 */
export async function reassessBreaches(tx: Tx, placeId: number, deviceIds: number[], times: Date[]): Promise<{ updated: number; removed: number }> {
  const ids = [...new Set(deviceIds)];
  if (ids.length === 0 || times.length === 0) return { updated: 0, removed: 0 };
  const candidates = await tx.limitBreach.findMany({
    where: {
      placeId,
      OR: times.map((t) => ({ breachedAt: { gte: t, lte: new Date(t.getTime() + BREACH_WINDOW_MS) } })),
      AND: [{ OR: [{ deviceId: { in: ids } }, { deviceId: null }] }],
    },
    select: { id: true, subjectKey: true, breachedAt: true, deviceId: true, pestLimitId: true, criticalLimitId: true, measured: true, threshold: true },
    orderBy: { id: 'asc' },
  });
  const byMoment = new Map<number, typeof candidates>();
  for (const c of candidates) byMoment.set(c.breachedAt.getTime(), [...(byMoment.get(c.breachedAt.getTime()) ?? []), c]);
  let updated = 0;
  let removed = 0;
  for (const [moment, group] of byMoment) {
    const at = new Date(moment);
    const judged = await judge(tx, placeId, ids, at, at);
    if (!judged) continue;
    const found = new Map(judged.found.map((b) => [b.subjectKey, b]));
    for (const c of group) {
      const judgedLimit =
        c.pestLimitId !== null ? judged.pestLimitIds.has(c.pestLimitId) : c.criticalLimitId !== null && judged.criticalLimitIds.has(c.criticalLimitId);
      if (!judgedLimit) continue;
      const now = found.get(c.subjectKey);
      if (!now) {
        await tx.limitBreach.delete({ where: { id: c.id } });
        removed++;
      } else if (now.measured !== c.measured || now.threshold !== c.threshold) {
        await tx.limitBreach.update({ where: { id: c.id }, data: { measured: now.measured, threshold: now.threshold } });
        updated++;
      }
    }
  }
  return { updated, removed };
}

/** A record of devices changed or went: its breaches are judged again, and an increase may raise new ones. */
export async function afterRecordChange(tx: Tx, placeId: number, deviceId: number, times: Date[]): Promise<void> {
  await reassessBreaches(tx, placeId, [deviceId], times);
  await evaluateAfterRecords(tx, placeId, [deviceId]);
}

/** Stores the breaches and sends one notification per breach to the place's users. */
async function store(tx: Tx, placeId: number, breaches: Breach[], now: Date) {
  const [place, members, names] = [
    await tx.place.findUniqueOrThrow({ where: { id: placeId }, select: { name: true, uuid: true } }),
    await tx.placeUser.findMany({ where: { placeId }, select: { userId: true } }),
    await namesOf(tx, breaches),
  ];
  for (const breach of breaches) {
    const limitName = breach.limitName ?? names.types.get(breach.criticalLimitId!) ?? '';
    await tx.limitBreach.create({
      data: {
        placeId,
        pestLimitId: breach.pestLimitId,
        criticalLimitId: breach.criticalLimitId,
        deviceId: breach.deviceId,
        rule: breach.rule,
        objectId: breach.objectId,
        observationId: breach.observationId,
        subjectKey: breach.subjectKey,
        limitName,
        measured: breach.measured,
        threshold: breach.threshold,
        breachedAt: now,
      },
    });
    const device = breach.deviceId === null ? null : (names.devices.get(breach.deviceId) ?? null);
    await notifyUsers(tx, {
      userIds: members.map((m) => m.userId),
      key: 'PEST_LIMIT_EXCEEDED',
      params: {
        limit: limitName,
        critical: breach.criticalLimitId !== null,
        place: place.name,
        device: device?.uniqueId ?? null,
        rule: breach.rule,
        subject:
          breach.objectId !== null
            ? (names.objects.get(breach.objectId) ?? null)
            : breach.observationId !== null
              ? (names.observations.get(breach.observationId) ?? null)
              : null,
        measured: breach.measured,
        threshold: breach.threshold,
        at: now.toISOString(),
      },
      placeId,
      ...(breach.deviceId !== null ? { deviceId: breach.deviceId } : {}),
      about: { placeUuid: place.uuid, deviceUuid: device?.uuid ?? null },
      metadata: { pestLimitId: breach.pestLimitId, criticalLimitId: breach.criticalLimitId, rule: breach.rule },
    });
  }
}

async function namesOf(tx: Tx, breaches: Breach[]) {
  const ids = <K extends keyof Breach>(key: K) => [...new Set(breaches.map((b) => b[key]).filter((v): v is NonNullable<Breach[K]> => v !== null))] as number[];
  const devices = await tx.device.findMany({ where: { id: { in: ids('deviceId') } }, select: { id: true, uuid: true, uniqueId: true } });
  const objects = await tx.deviceTypeObject.findMany({ where: { id: { in: ids('objectId') } }, select: { id: true, name: true } });
  const observations = await tx.deviceTypeObservation.findMany({ where: { id: { in: ids('observationId') } }, select: { id: true, name: true } });
  const critical = await tx.criticalLimit.findMany({
    where: { id: { in: ids('criticalLimitId') } },
    select: { id: true, deviceType: { select: { name: true } } },
  });
  return {
    devices: new Map(devices.map((d) => [d.id, d])),
    objects: new Map(objects.map((o) => [o.id, o.name])),
    observations: new Map(observations.map((o) => [o.id, o.name])),
    types: new Map(critical.map((c) => [c.id, c.deviceType.name])),
  };
}
