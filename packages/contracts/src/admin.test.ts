import { describe, expect, it } from 'vitest';
import { ZCreateMixtureRequest, ZCreateCategoryRequest, ZSetMixtureOrderRequest } from './admin.ts';

const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('admin contracts', () => {
  it('a mixture needs a name, a whole grammage of at least 1 g and the type BAIT', () => {
    expect(ZCreateMixtureRequest.safeParse({ name: ' Paste ', grammage: 1, type: 'BAIT', description: '' }).data).toEqual({
      name: 'Paste',
      grammage: 1,
      type: 'BAIT',
      description: null,
    });
    expect(issues(ZCreateMixtureRequest.safeParse({ name: 'Paste', grammage: 0, type: 'BAIT' }))).toEqual(['grammage:grammage_min']);
    expect(issues(ZCreateMixtureRequest.safeParse({ name: 'Paste', grammage: 100_001, type: 'BAIT' }))).toEqual(['grammage:grammage_max']);
    expect(issues(ZCreateMixtureRequest.safeParse({ name: '  ', grammage: 5, type: 'BAIT' }))).toEqual(['name:required']);
    expect(ZCreateMixtureRequest.safeParse({ name: 'Paste', grammage: 2.5, type: 'BAIT' }).success).toBe(false);
    expect(ZCreateMixtureRequest.safeParse({ name: 'Paste', grammage: 5, type: 'GEL' }).success).toBe(false);
  });

  it('translations take only the five languages', () => {
    expect(ZCreateCategoryRequest.safeParse({ name: 'Hygiene', translations: { pl: { name: 'Higiena' }, ru: { name: '' } } }).success).toBe(true);
    expect(ZCreateCategoryRequest.safeParse({ name: 'Hygiene', translations: { fr: { name: 'Hygiène' } } }).success).toBe(false);
    expect(ZCreateCategoryRequest.safeParse({ name: 'Hygiene', translations: { pl: { name: 'Higiena', description: 'x' } } }).success).toBe(false);
  });

  it('a new order names each mixture once, with distinct positions', () => {
    expect(
      ZSetMixtureOrderRequest.safeParse([
        { id: 3, order: 0 },
        { id: 1, order: 7 },
      ]).success,
    ).toBe(true);
    expect(
      issues(
        ZSetMixtureOrderRequest.safeParse([
          { id: 3, order: 1 },
          { id: 3, order: 2 },
        ]),
      ),
    ).toEqual(['1.id:duplicate_id']);
    expect(
      issues(
        ZSetMixtureOrderRequest.safeParse([
          { id: 3, order: 1 },
          { id: 4, order: 1 },
        ]),
      ),
    ).toEqual(['1.order:duplicate_order']);
    expect(ZSetMixtureOrderRequest.safeParse([]).success).toBe(false);
    expect(ZSetMixtureOrderRequest.safeParse([{ id: 0, order: 1 }]).success).toBe(false);
  });
});
