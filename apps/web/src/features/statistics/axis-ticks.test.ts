import { describe, expect, it } from 'vitest';
import { axisTicks } from './axis-ticks.ts';

describe('axisTicks', () => {
  it('counts in the chosen step up to the highest bar', () => {
    expect(axisTicks(7, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(axisTicks(23, 10)).toEqual([0, 10, 20, 30]);
  });

  it('reaches the highest bar however high it is, in tens or hundreds of the step', () => {
    const ticks = axisTicks(485, 1);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(485);
    expect(ticks[1]).toBe(10);
    expect(ticks.length).toBeLessThanOrEqual(50);
    expect(axisTicks(12_345, 10).at(-1)).toBeGreaterThanOrEqual(12_345);
  });

  it('draws an axis for an empty range', () => {
    expect(axisTicks(0, 1)).toEqual([0, 1]);
    expect(axisTicks(0, 10)).toEqual([0, 10]);
  });
});
