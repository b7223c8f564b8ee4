// The one set of rules for pest limits and critical limits (spec 2, sections 2.8, 2.9 and 5): the
// API evaluates the records it stores with them, the LoRa bridge its sensors' detections (both
// through @trapline/limits/evaluation), and the limits screen shows its conflict warnings from
// them. Pure functions, no I/O.
import type { LimitEntryKind, PestCategory, PestLimitType } from './limits.ts';

/**
 * Records count towards a limit for this long: a breach is measured on the pests and observations
 * recorded within the last 24 hours, and the same breach (same limit, rule, pest and device) is not
 * raised again within that time (one alert per breach, not per record; docs/decisions.md).
 */
export const BREACH_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface RuleDevice {
  id: number;
  deviceTypeId: number;
  zoneId: number | null;
}

export interface PestLimitRule {
  id: number;
  name: string;
  type: PestLimitType;
  deviceIds: number[];
  deviceTypeIds: number[];
  /** Empty: all zones. */
  zoneIds: number[];
  normalSum: number;
  dangerousSum: number;
  entries: Array<{
    objectId: number | null;
    observationId: number | null;
    value: number;
    type: PestCategory;
    limitType: LimitEntryKind | null;
    percentage: number | null;
  }>;
}

export interface CriticalLimitRule {
  id: number;
  deviceTypeId: number;
  /** Pests of any kind per device. */
  limit: number;
  objects: Array<{ objectId: number; limit: number }>;
  /** Percent. */
  observations: Array<{ observationId: number; limit: number }>;
}

/**
 * Pests counted on a device within the window, per pest. A LoRa sensor's detections are pests of
 * no known kind (objectId null, NORMAL): they count towards the sums and a device's total, never
 * towards one pest's entry (docs/decisions.md).
 */
export interface PestCount {
  deviceId: number;
  objectId: number | null;
  category: PestCategory;
  amount: number;
}

/** The highest bait-collect percentage recorded on a device within the window, per observation. */
export interface ObservationLevel {
  deviceId: number;
  observationId: number;
  percentage: number;
}

export type BreachRule = 'NORMAL_SUM' | 'DANGEROUS_SUM' | 'OBJECT' | 'OBSERVATION' | 'DEVICE_TOTAL';

export interface Breach {
  pestLimitId: number | null;
  criticalLimitId: number | null;
  limitName: string | null;
  /** The device for limits applied per device; null for a sum over several devices. */
  deviceId: number | null;
  rule: BreachRule;
  objectId: number | null;
  observationId: number | null;
  measured: number;
  threshold: number;
  /** The same key means the same breach (not raised twice within the window). */
  subjectKey: string;
}

/** A limit, a sum or a value of 0 is inactive; a breach is a measure above the limit. */
export const isActive = (threshold: number | null | undefined): threshold is number => typeof threshold === 'number' && threshold > 0;
export const exceeds = (measured: number, threshold: number | null | undefined) => isActive(threshold) && measured > threshold;

/** The devices a pest limit covers: its own devices, or the devices of its types in its zones (none: all zones). */
export function coveredDevices(limit: Pick<PestLimitRule, 'type' | 'deviceIds' | 'deviceTypeIds' | 'zoneIds'>, devices: RuleDevice[]): RuleDevice[] {
  if (limit.type === 'DEVICES') {
    const ids = new Set(limit.deviceIds);
    return devices.filter((d) => ids.has(d.id));
  }
  const types = new Set(limit.deviceTypeIds);
  const zones = new Set(limit.zoneIds);
  return devices.filter((d) => types.has(d.deviceTypeId) && (zones.size === 0 || (d.zoneId !== null && zones.has(d.zoneId))));
}

/** Whether a pest limit has anything that can be breached. */
export function isLimitActive(limit: PestLimitRule): boolean {
  return (
    isActive(limit.normalSum) ||
    isActive(limit.dangerousSum) ||
    limit.entries.some((e) => (e.limitType === 'OBSERVATION' ? isActive(e.percentage) : isActive(e.value)))
  );
}

const key = (...parts: Array<string | number | null>) => parts.map((p) => (p === null ? '' : String(p))).join(':');

/**
 * A pest limit's breaches. DEVICES and DEVICE_TYPE limits sum the pests of all their devices;
 * DEVICE_TYPE_ALL_DEVICES applies to each device on its own. Observation rows compare each
 * device's bait-collect percentage. Only groups holding one of `touched` (the devices whose records
 * were just added) are judged, when given: other groups cannot have changed.
 */
export function evaluatePestLimit(
  limit: PestLimitRule,
  devices: RuleDevice[],
  pests: PestCount[],
  observations: ObservationLevel[],
  touched?: ReadonlySet<number>,
): Breach[] {
  if (!isLimitActive(limit)) return [];
  const covered = coveredDevices(limit, devices);
  const groups: Array<{ deviceId: number | null; ids: Set<number> }> =
    limit.type === 'DEVICE_TYPE_ALL_DEVICES'
      ? covered.map((d) => ({ deviceId: d.id, ids: new Set([d.id]) }))
      : [{ deviceId: null, ids: new Set(covered.map((d) => d.id)) }];
  const breaches: Breach[] = [];
  const base = { pestLimitId: limit.id, criticalLimitId: null, limitName: limit.name };
  for (const group of groups) {
    if (group.ids.size === 0) continue;
    if (touched && ![...group.ids].some((id) => touched.has(id))) continue;
    const inGroup = pests.filter((p) => group.ids.has(p.deviceId));
    const sumOf = (filter: (p: PestCount) => boolean) => inGroup.filter(filter).reduce((sum, p) => sum + p.amount, 0);
    const normal = sumOf((p) => p.category === 'NORMAL');
    const dangerous = sumOf((p) => p.category === 'DANGEROUS');
    if (exceeds(normal, limit.normalSum))
      breaches.push({
        ...base,
        deviceId: group.deviceId,
        rule: 'NORMAL_SUM',
        objectId: null,
        observationId: null,
        measured: normal,
        threshold: limit.normalSum,
        subjectKey: key('P', limit.id, 'NORMAL_SUM', null, group.deviceId),
      });
    if (exceeds(dangerous, limit.dangerousSum))
      breaches.push({
        ...base,
        deviceId: group.deviceId,
        rule: 'DANGEROUS_SUM',
        objectId: null,
        observationId: null,
        measured: dangerous,
        threshold: limit.dangerousSum,
        subjectKey: key('P', limit.id, 'DANGEROUS_SUM', null, group.deviceId),
      });
    for (const entry of limit.entries) {
      if (entry.limitType === 'OBSERVATION') {
        if (entry.observationId === null || !isActive(entry.percentage)) continue;
        // A percentage is a device's own: each device of the group is judged.
        for (const level of observations) {
          if (level.observationId !== entry.observationId || !group.ids.has(level.deviceId)) continue;
          if (touched && !touched.has(level.deviceId)) continue;
          if (exceeds(level.percentage, entry.percentage))
            breaches.push({
              ...base,
              deviceId: level.deviceId,
              rule: 'OBSERVATION',
              objectId: null,
              observationId: entry.observationId,
              measured: level.percentage,
              threshold: entry.percentage,
              subjectKey: key('P', limit.id, 'OBSERVATION', entry.observationId, level.deviceId),
            });
        }
      } else if (entry.objectId !== null && isActive(entry.value)) {
        const amount = sumOf((p) => p.objectId === entry.objectId);
        if (exceeds(amount, entry.value))
          breaches.push({
            ...base,
            deviceId: group.deviceId,
            rule: 'OBJECT',
            objectId: entry.objectId,
            observationId: null,
            measured: amount,
            threshold: entry.value,
            subjectKey: key('P', limit.id, 'OBJECT', entry.objectId, group.deviceId),
          });
      }
    }
  }
  return breaches;
}

/** A device type's critical limits, applied to each device of that type: all pests, each pest, each observation. */
export function evaluateCriticalLimit(
  limit: CriticalLimitRule,
  devices: RuleDevice[],
  pests: PestCount[],
  observations: ObservationLevel[],
  touched?: ReadonlySet<number>,
): Breach[] {
  const breaches: Breach[] = [];
  const base = { pestLimitId: null, criticalLimitId: limit.id, limitName: null };
  for (const device of devices) {
    if (device.deviceTypeId !== limit.deviceTypeId || (touched && !touched.has(device.id))) continue;
    const own = pests.filter((p) => p.deviceId === device.id);
    const total = own.reduce((sum, p) => sum + p.amount, 0);
    if (exceeds(total, limit.limit))
      breaches.push({
        ...base,
        deviceId: device.id,
        rule: 'DEVICE_TOTAL',
        objectId: null,
        observationId: null,
        measured: total,
        threshold: limit.limit,
        subjectKey: key('C', limit.id, 'DEVICE_TOTAL', null, device.id),
      });
    for (const object of limit.objects) {
      const amount = own.filter((p) => p.objectId === object.objectId).reduce((sum, p) => sum + p.amount, 0);
      if (exceeds(amount, object.limit))
        breaches.push({
          ...base,
          deviceId: device.id,
          rule: 'OBJECT',
          objectId: object.objectId,
          observationId: null,
          measured: amount,
          threshold: object.limit,
          subjectKey: key('C', limit.id, 'OBJECT', object.objectId, device.id),
        });
    }
    for (const observation of limit.observations) {
      const level = observations.find((o) => o.deviceId === device.id && o.observationId === observation.observationId);
      if (level && exceeds(level.percentage, observation.limit))
        breaches.push({
          ...base,
          deviceId: device.id,
          rule: 'OBSERVATION',
          objectId: null,
          observationId: observation.observationId,
          measured: level.percentage,
          threshold: observation.limit,
          subjectKey: key('C', limit.id, 'OBSERVATION', observation.observationId, device.id),
        });
    }
  }
  return breaches;
}

export interface LimitsInput {
  pestLimits: PestLimitRule[];
  criticalLimits: CriticalLimitRule[];
  devices: RuleDevice[];
  pests: PestCount[];
  observations: ObservationLevel[];
  /** The devices whose records were just added; absent: judge every device. */
  touched?: ReadonlySet<number>;
}

/** Every breach of a place's limits by the records within the window. */
export function evaluateLimits(input: LimitsInput): Breach[] {
  return [
    ...input.pestLimits.flatMap((l) => evaluatePestLimit(l, input.devices, input.pests, input.observations, input.touched)),
    ...input.criticalLimits.flatMap((l) => evaluateCriticalLimit(l, input.devices, input.pests, input.observations, input.touched)),
  ];
}

/** The breaches not raised yet: none with the same key within the window. */
export function newBreaches(breaches: Breach[], recentKeys: Iterable<string>): Breach[] {
  const seen = new Set(recentKeys);
  return breaches.filter((b) => {
    if (seen.has(b.subjectKey)) return false;
    seen.add(b.subjectKey);
    return true;
  });
}

// ───────────────────────────── conflict warnings of the limit form ─────────────────────────────

export type LimitConflict =
  /** A device already covered by another limit of the same kind. */
  | { kind: 'SAME_DEVICE'; limitId: number; limitName: string; deviceIds: number[] }
  /** The same device type in overlapping zones of another device-type limit (no zones: all zones). */
  | { kind: 'OVERLAPPING_ZONES'; limitId: number; limitName: string; deviceTypeIds: number[] }
  /** An individual-device limit colliding with a device-type limit, or the reverse. */
  | { kind: 'DEVICE_VS_TYPE'; limitId: number; limitName: string; deviceIds: number[] };

const isTypeKind = (type: PestLimitType) => type !== 'DEVICES';
const zonesOverlap = (a: number[], b: number[]) => a.length === 0 || b.length === 0 || a.some((z) => b.includes(z));

/**
 * The non-blocking warnings of the limit form (spec 2, section 5): what the candidate shares with
 * the place's other limits. Saving stays possible; the limits then both apply.
 */
export function limitConflicts(
  candidate: { id?: number | undefined; type: PestLimitType; deviceIds: number[]; deviceTypeIds: number[]; zoneIds: number[] },
  others: Array<{ id: number; name: string; type: PestLimitType; deviceIds: number[]; deviceTypeIds: number[]; zoneIds: number[] }>,
  devices: RuleDevice[],
): LimitConflict[] {
  const conflicts: LimitConflict[] = [];
  for (const other of others) {
    if (other.id === candidate.id) continue;
    const base = { limitId: other.id, limitName: other.name };
    if (candidate.type === 'DEVICES' && other.type === 'DEVICES') {
      const shared = candidate.deviceIds.filter((id) => other.deviceIds.includes(id));
      if (shared.length) conflicts.push({ kind: 'SAME_DEVICE', ...base, deviceIds: shared });
    } else if (isTypeKind(candidate.type) && isTypeKind(other.type)) {
      const types = candidate.deviceTypeIds.filter((id) => other.deviceTypeIds.includes(id));
      if (types.length && zonesOverlap(candidate.zoneIds, other.zoneIds)) conflicts.push({ kind: 'OVERLAPPING_ZONES', ...base, deviceTypeIds: types });
    } else {
      const [deviceLimit, typeLimit] = candidate.type === 'DEVICES' ? [candidate, other] : [other, candidate];
      const covered = new Set(coveredDevices(typeLimit, devices).map((d) => d.id));
      const shared = deviceLimit.deviceIds.filter((id) => covered.has(id));
      if (shared.length) conflicts.push({ kind: 'DEVICE_VS_TYPE', ...base, deviceIds: shared });
    }
  }
  return conflicts;
}
