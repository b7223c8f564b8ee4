import { describe, expect, it } from 'vitest';
import { parseDay } from './day-input.tsx';

describe('parseDay', () => {
  it('reads the day as the specification writes it, with dots or dashes, and the ISO day', () => {
    expect(parseDay('05/03/2026')).toBe('2026-03-05');
    expect(parseDay(' 5.3.2026 ')).toBe('2026-03-05');
    expect(parseDay('31-12-2026')).toBe('2026-12-31');
    expect(parseDay('2026-03-05')).toBe('2026-03-05');
    expect(parseDay('29/02/2028')).toBe('2028-02-29');
  });

  it('refuses what is no day of the calendar', () => {
    for (const text of ['', '31/02/2026', '29/02/2026', '2026-13-01', '03/05/26', 'tomorrow', '12/31/2026']) expect(parseDay(text)).toBeNull();
  });
});
