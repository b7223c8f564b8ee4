import { describe, expect, it } from 'vitest';
import { INT32_MAX, ZCoercedId, ZCoercedInt, ZEmail, ZId, ZInt, ZText } from './common.ts';
import { ZDeviceListQuery } from './devices.ts';
import { ZPlaceListQuery } from './places.ts';

describe('ZText', () => {
  it('refuses the NUL character, which PostgreSQL cannot store, and keeps its refinements through chaining', () => {
    expect(ZText.safeParse('Piekarnia "Pod Lipą" 100% _ok_').success).toBe(true);
    expect(ZText.safeParse('a\u0000b').error?.issues).toEqual([expect.objectContaining({ code: 'custom', message: 'nul_character' })]);
    expect(ZText.trim().max(10).optional().safeParse(' \u0000 ').success).toBe(false);
    expect(ZEmail.safeParse('jan\u0000@example.test').success).toBe(false);
  });

  it('is what the contracts build their text from: a search with NUL is refused', () => {
    expect(ZPlaceListQuery.safeParse({ search: 'bak\u0000ery' }).success).toBe(false);
  });
});

describe('32-bit integers', () => {
  it('take the whole range of a PostgreSQL integer and nothing beyond it', () => {
    expect(ZInt.safeParse(INT32_MAX).success).toBe(true);
    expect(ZInt.safeParse(-INT32_MAX - 1).success).toBe(true);
    expect(ZInt.safeParse(2 ** 31).success).toBe(false);
    expect(ZInt.safeParse(2 ** 53).success).toBe(false);
    expect(ZCoercedInt.safeParse('2147483648').success).toBe(false);
    expect(ZId.safeParse(0).success).toBe(false);
    expect(ZCoercedId.safeParse('2147483647').data).toBe(INT32_MAX);
  });

  it('bound the ids of filters, e.g. the device list of a place', () => {
    expect(ZDeviceListQuery.safeParse({ deviceTypeId: '2147483648' }).success).toBe(false);
    expect(ZDeviceListQuery.safeParse({ zoneId: '9007199254740992' }).success).toBe(false);
    expect(ZDeviceListQuery.safeParse({ deviceTypeId: '2147483647' }).success).toBe(true);
  });
});
