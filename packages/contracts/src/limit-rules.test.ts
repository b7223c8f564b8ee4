import { describe, expect, it } from 'vitest';
import { evaluateCriticalLimit, evaluateLimits, evaluatePestLimit, limitConflicts, newBreaches, type PestLimitRule, type RuleDevice } from './limit-rules.ts';

const TRAP = 1;
const BAIT = 2;
const HALL = 10;
const YARD = 11;
const MOUSE = 100;
const RAT = 101;
const COLLECT = 200;
const devices: RuleDevice[] = [
  { id: 1, deviceTypeId: TRAP, zoneId: HALL },
  { id: 2, deviceTypeId: TRAP, zoneId: YARD },
  { id: 3, deviceTypeId: BAIT, zoneId: HALL },
  { id: 4, deviceTypeId: TRAP, zoneId: null },
];
const limit = (over: Partial<PestLimitRule>): PestLimitRule => ({
  id: 7,
  name: 'L',
  type: 'DEVICE_TYPE',
  deviceIds: [],
  deviceTypeIds: [TRAP],
  zoneIds: [],
  normalSum: 0,
  dangerousSum: 0,
  entries: [],
  ...over,
});
const mice = (deviceId: number, amount: number) => ({ deviceId, objectId: MOUSE, category: 'NORMAL' as const, amount });
const rats = (deviceId: number, amount: number) => ({ deviceId, objectId: RAT, category: 'DANGEROUS' as const, amount });

describe('pest limit rules', () => {
  it('a limit, sum or value of 0 is inactive; a breach is a count above the limit', () => {
    expect(evaluatePestLimit(limit({}), devices, [mice(1, 1000)], [])).toEqual([]);
    expect(evaluatePestLimit(limit({ normalSum: 3 }), devices, [mice(1, 3)], [])).toEqual([]);
    expect(evaluatePestLimit(limit({ normalSum: 3 }), devices, [mice(1, 4)], [])).toMatchObject([
      { rule: 'NORMAL_SUM', measured: 4, threshold: 3, deviceId: null, pestLimitId: 7 },
    ]);
  });

  it('DEVICE_TYPE sums over its devices in its zones (none: all zones); DEVICE_TYPE_ALL_DEVICES judges each device', () => {
    const pests = [mice(1, 2), mice(2, 2), mice(3, 5), rats(4, 1)];
    expect(evaluatePestLimit(limit({ normalSum: 3 }), devices, pests, [])).toMatchObject([{ rule: 'NORMAL_SUM', measured: 4 }]);
    expect(evaluatePestLimit(limit({ normalSum: 3, zoneIds: [HALL] }), devices, pests, [])).toEqual([]);
    expect(evaluatePestLimit(limit({ dangerousSum: 0, normalSum: 1, type: 'DEVICE_TYPE_ALL_DEVICES' }), devices, pests, []).map((b) => b.deviceId)).toEqual([
      1, 2,
    ]);
    expect(evaluatePestLimit(limit({ type: 'DEVICES', deviceIds: [1, 3], deviceTypeIds: [], normalSum: 6 }), devices, pests, [])).toMatchObject([
      { measured: 7 },
    ]);
  });

  it('pest rows count one pest; observation rows compare each device\u2019s percentage', () => {
    const rule = limit({
      entries: [
        { objectId: RAT, observationId: null, value: 1, type: 'DANGEROUS', limitType: 'OBJECT', percentage: null },
        { objectId: null, observationId: COLLECT, value: 0, type: 'NORMAL', limitType: 'OBSERVATION', percentage: 50 },
      ],
    });
    const breaches = evaluatePestLimit(
      rule,
      devices,
      [rats(4, 1), rats(1, 1), mice(2, 9)],
      [
        { deviceId: 2, observationId: COLLECT, percentage: 60 },
        { deviceId: 1, observationId: COLLECT, percentage: 50 },
      ],
    );
    expect(breaches.map((b) => [b.rule, b.deviceId, b.measured])).toEqual([
      ['OBJECT', null, 2],
      ['OBSERVATION', 2, 60],
    ]);
    // Older rows without limitType count as pests.
    expect(
      evaluatePestLimit(
        limit({ entries: [{ objectId: MOUSE, observationId: null, value: 1, type: 'NORMAL', limitType: null, percentage: null }] }),
        devices,
        [mice(1, 2)],
        [],
      ),
    ).toHaveLength(1);
  });

  it('only groups with a touched device are judged', () => {
    const rule = limit({ type: 'DEVICE_TYPE_ALL_DEVICES', normalSum: 1 });
    expect(evaluatePestLimit(rule, devices, [mice(1, 5), mice(2, 5)], [], new Set([2])).map((b) => b.deviceId)).toEqual([2]);
    expect(evaluatePestLimit(limit({ normalSum: 1, zoneIds: [HALL] }), devices, [mice(1, 5)], [], new Set([2]))).toEqual([]);
  });

  it('critical limits apply to each device of the type: all pests, each pest, each observation', () => {
    const critical = {
      id: 3,
      deviceTypeId: TRAP,
      limit: 2,
      objects: [
        { objectId: RAT, limit: 0 },
        { objectId: MOUSE, limit: 1 },
      ],
      observations: [{ observationId: COLLECT, limit: 80 }],
    };
    const breaches = evaluateCriticalLimit(critical, devices, [mice(1, 2), rats(1, 1), mice(3, 50)], [{ deviceId: 2, observationId: COLLECT, percentage: 90 }]);
    expect(breaches.map((b) => [b.rule, b.deviceId, b.objectId ?? b.observationId, b.measured, b.threshold])).toEqual([
      ['DEVICE_TOTAL', 1, null, 3, 2],
      ['OBJECT', 1, MOUSE, 2, 1],
      ['OBSERVATION', 2, COLLECT, 90, 80],
    ]);
  });

  it('a breach already raised within the window is not raised again', () => {
    const all = evaluateLimits({ pestLimits: [limit({ normalSum: 1 })], criticalLimits: [], devices, pests: [mice(1, 5)], observations: [] });
    expect(all).toHaveLength(1);
    expect(newBreaches(all, [all[0]!.subjectKey])).toEqual([]);
    expect(newBreaches([...all, ...all], [])).toHaveLength(1);
  });
});

describe('conflict warnings of the limit form', () => {
  const other = (over: Partial<PestLimitRule>) => ({ ...limit(over), id: over.id ?? 9, name: over.name ?? 'Other' });
  it('same device in two device limits', () => {
    expect(
      limitConflicts(
        { type: 'DEVICES', deviceIds: [1, 2], deviceTypeIds: [], zoneIds: [] },
        [other({ type: 'DEVICES', deviceIds: [2, 3], deviceTypeIds: [] })],
        devices,
      ),
    ).toEqual([{ kind: 'SAME_DEVICE', limitId: 9, limitName: 'Other', deviceIds: [2] }]);
  });
  it('same device type in overlapping zones (no zones: all zones)', () => {
    const candidate = { type: 'DEVICE_TYPE' as const, deviceIds: [], deviceTypeIds: [TRAP], zoneIds: [HALL] };
    expect(limitConflicts(candidate, [other({ zoneIds: [] })], devices)).toMatchObject([{ kind: 'OVERLAPPING_ZONES', deviceTypeIds: [TRAP] }]);
    expect(limitConflicts(candidate, [other({ zoneIds: [YARD] })], devices)).toEqual([]);
    expect(limitConflicts(candidate, [other({ deviceTypeIds: [BAIT] })], devices)).toEqual([]);
  });
  it('a device limit against a device-type limit, and the reverse; the edited limit itself is no conflict', () => {
    const typeLimit = other({ id: 5, zoneIds: [HALL] });
    expect(limitConflicts({ type: 'DEVICES', deviceIds: [1, 2], deviceTypeIds: [], zoneIds: [] }, [typeLimit], devices)).toMatchObject([
      { kind: 'DEVICE_VS_TYPE', limitId: 5, deviceIds: [1] },
    ]);
    expect(
      limitConflicts(
        { type: 'DEVICE_TYPE_ALL_DEVICES', deviceIds: [], deviceTypeIds: [TRAP], zoneIds: [] },
        [other({ type: 'DEVICES', deviceIds: [4], deviceTypeIds: [] })],
        devices,
      ),
    ).toMatchObject([{ kind: 'DEVICE_VS_TYPE', deviceIds: [4] }]);
    expect(limitConflicts({ id: 5, type: 'DEVICE_TYPE', deviceIds: [], deviceTypeIds: [TRAP], zoneIds: [] }, [typeLimit], devices)).toEqual([]);
  });
});
