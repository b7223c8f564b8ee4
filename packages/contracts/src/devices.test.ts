import { describe, expect, it } from 'vitest';
import { multipleUniqueIds, splitUniqueId, ZCreateDevicesRequest } from './devices.ts';

describe('device unique ids', () => {
  it('numbers a MULTIPLE creation from its first number', () => {
    expect(multipleUniqueIds('AB', 9, 3)).toEqual(['AB9', 'AB10', 'AB11']);
  });

  it('splits a unique id into prefix letters and number for ordering', () => {
    expect(splitUniqueId('AB12')).toEqual({ prefix: 'AB', number: 12 });
    expect(splitUniqueId('7')).toEqual({ prefix: '', number: 7 });
    expect(splitUniqueId('X')).toEqual({ prefix: 'X', number: null });
    expect(splitUniqueId('A1B')).toEqual({ prefix: 'A', number: null });
  });

  it('validates the three creation modes', () => {
    expect(ZCreateDevicesRequest.safeParse({ amountType: 'ONE', uniqueId: 'ab1', deviceTypeId: 1 }).data).toMatchObject({ uniqueId: 'AB1' });
    expect(ZCreateDevicesRequest.safeParse({ amountType: 'ONE', uniqueId: 'ABCDE', deviceTypeId: 1 }).success).toBe(false);
    expect(ZCreateDevicesRequest.safeParse({ amountType: 'MULTIPLE', prefix: 'ABC', amount: 1, deviceTypeId: 1 }).success).toBe(false);
    expect(ZCreateDevicesRequest.safeParse({ amountType: 'MULTIPLE', prefix: 'a', amount: 1, deviceTypeId: 1 }).success).toBe(false);
    expect(ZCreateDevicesRequest.safeParse({ amountType: 'MULTIPLE', prefix: 'A', amount: 300, deviceTypeId: 1 }).success).toBe(true);
    expect(ZCreateDevicesRequest.safeParse({ amountType: 'SPECIFIC', specificUniqueIds: ['a', 'b'], deviceTypeId: 1 }).data).toMatchObject({
      specificUniqueIds: ['A', 'B'],
    });
    expect(ZCreateDevicesRequest.safeParse({ amountType: 'SPECIFIC', specificUniqueIds: [], deviceTypeId: 1 }).success).toBe(false);
  });
});
