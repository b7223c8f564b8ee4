import { describe, expect, it } from 'vitest';
import { oneOf, pageNumber, text } from './search-params.ts';

describe('search params', () => {
  it('read text, page numbers and enumerations, falling back on anything else', () => {
    expect(text('abc')).toBe('abc');
    expect(text(12)).toBe('12');
    expect(text({})).toBeUndefined();
    expect(pageNumber(3)).toBe(3);
    expect(pageNumber('4')).toBe(4);
    expect(pageNumber(0)).toBe(1);
    expect(pageNumber('x')).toBe(1);
    expect(pageNumber(1.5)).toBe(1);
    expect(oneOf('alert', ['alert', 'online'] as const)).toBe('alert');
    expect(oneOf('other', ['alert', 'online'] as const)).toBeUndefined();
  });
});
