import { describe, expect, it } from 'vitest';
import { CATCH_UP_WINDOW_MS, dueTicks, MAX_CATCH_UP_TICKS, nextTick, tickJobId } from './schedules.ts';

const at = (iso: string) => new Date(iso);

describe('schedule ticks', () => {
  it('reads cron expressions in the configured time zone, summer and winter time alike', () => {
    // 07:00 in Warsaw: 06:00 UTC in winter (CET), 05:00 UTC in summer (CEST).
    expect(nextTick('0 7 * * *', 'Europe/Warsaw', at('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(nextTick('0 7 * * *', 'Europe/Warsaw', at('2026-07-01T12:00:00Z')).toISOString()).toBe('2026-07-02T05:00:00.000Z');
    expect(nextTick('0 7 * * *', 'UTC', at('2026-11-23T12:00:00Z')).toISOString()).toBe('2026-11-24T07:00:00.000Z');
  });

  it('are due after the last enqueued tick up to and including now', () => {
    const ticks = dueTicks('*/10 * * * * *', 'UTC', at('2026-11-23T12:00:00Z'), at('2026-11-23T12:00:30Z'));
    expect(ticks.map((tick) => tick.toISOString())).toEqual(['2026-11-23T12:00:10.000Z', '2026-11-23T12:00:20.000Z', '2026-11-23T12:00:30.000Z']);
    expect(dueTicks('*/10 * * * * *', 'UTC', at('2026-11-23T12:00:30Z'), at('2026-11-23T12:00:39.999Z'))).toEqual([]);
  });

  it('after a long gap, only the latest few ticks of the last day are caught up', () => {
    const minutes = dueTicks('* * * * *', 'UTC', at('2026-11-20T00:00:00Z'), at('2026-11-23T12:00:30Z'));
    expect(minutes).toHaveLength(MAX_CATCH_UP_TICKS);
    expect(minutes.at(-1)!.toISOString()).toBe('2026-11-23T12:00:00.000Z');
    const now = at('2026-11-23T12:00:00Z');
    const daily = dueTicks('0 3 * * *', 'UTC', at('2026-11-01T00:00:00Z'), now);
    expect(daily.map((tick) => tick.toISOString())).toEqual(['2026-11-23T03:00:00.000Z']);
    expect(daily[0]!.getTime()).toBeGreaterThan(now.getTime() - CATCH_UP_WINDOW_MS);
  });

  it('have one job id per schedule and tick, the same in every process', () => {
    const tick = at('2026-11-23T06:00:00Z');
    expect(tickJobId('reminders', tick)).toBe(tickJobId('reminders', new Date(tick.getTime())));
    expect(tickJobId('reminders', tick)).not.toBe(tickJobId('reminders', at('2026-11-24T06:00:00Z')));
    expect(tickJobId('reminders', tick)).not.toBe(tickJobId('reports', tick));
    expect(tickJobId('reminders', tick)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
