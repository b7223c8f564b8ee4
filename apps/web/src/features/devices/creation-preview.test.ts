import { describe, expect, it } from 'vitest';
import { creationPreview } from './creation-preview.ts';

describe('device creation preview', () => {
  it('shows the first 10 ids and how many more', () => {
    const preview = creationPreview('A', 12, 5, []);
    expect(preview?.shown).toEqual(['A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11', 'A12', 'A13', 'A14']);
    expect(preview?.more).toBe(2);
    expect(preview?.last).toBe('A16');
  });

  it('continues after the highest number of the prefix when no start number is given', () => {
    expect(creationPreview('AB', 2, null, ['AB3', 'AB10', 'C99', 'X'])?.shown).toEqual(['AB11', 'AB12']);
    expect(creationPreview('B', 1, null, [])?.shown).toEqual(['B1']);
  });

  it('shows nothing for an invalid prefix or amount', () => {
    expect(creationPreview('abc', 2, 1, [])).toBeNull();
    expect(creationPreview('A', 0, 1, [])).toBeNull();
  });
});
