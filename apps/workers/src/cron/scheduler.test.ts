import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { startScheduler } from './scheduler.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startScheduler', () => {
  it('runs a job on its schedule and keeps going after a failed run', async () => {
    let runs = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'every second',
          schedule: '* * * * * *',
          run: async () => {
            runs++;
            if (runs === 1) throw new Error('first run fails');
          },
        },
      ],
      log,
    );
    await sleep(2300);
    await scheduler.stop();
    expect(runs).toBeGreaterThanOrEqual(2);
    const after = runs;
    await sleep(1200);
    expect(runs).toBe(after);
  });

  it('skips a run while the previous one is still going, and stop waits for it', async () => {
    let started = 0;
    let finished = 0;
    const scheduler = startScheduler(
      [
        {
          name: 'slow',
          schedule: '* * * * * *',
          run: async () => {
            started++;
            await sleep(2500);
            finished++;
          },
        },
      ],
      log,
    );
    await sleep(2200);
    expect(started).toBe(1);
    await scheduler.stop();
    expect(finished).toBe(1);
  });
});
