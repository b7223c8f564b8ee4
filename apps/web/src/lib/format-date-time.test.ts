import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date-time.ts';

describe('dates as the panel writes them (DD/MM/YYYY)', () => {
  it('writes a calendar day as it is, whatever the time zone', () => {
    expect(formatDate('2026-10-30')).toBe('30/10/2026');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
  });

  it("writes an instant as its day and time in the browser's time zone", () => {
    const instant = new Date(2026, 2, 5, 7, 8, 9).toISOString();
    expect(formatDate(instant)).toBe('05/03/2026');
    expect(formatDateTime(instant)).toBe('05/03/2026 07:08:09');
  });

  it('writes a dash for no date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDateTime(null)).toBe('—');
  });
});
