import { describe, expect, it } from 'vitest';
import { HeavyWork } from './heavy-work.ts';

/** A render the test finishes when it chooses, so "at once" does not depend on timing. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('HeavyWork', () => {
  it('shares a render asked for again while it runs, and starts it anew once it is done', async () => {
    const work = new HeavyWork({ perUser: 2, total: 6 });
    const render = deferred<string>();
    let calls = 0;
    const make = () => {
      calls += 1;
      return render.promise;
    };
    const answers = [work.run(1, 'plan:1:pdf', make), work.run(1, 'plan:1:pdf', make), work.run(2, 'plan:1:pdf', make)];
    expect(work.stats()).toMatchObject({ running: 1, started: 1 });
    render.resolve('pdf');
    expect(await Promise.all(answers)).toEqual(['pdf', 'pdf', 'pdf']);
    expect(calls).toBe(1);
    expect(work.stats().running).toBe(0);

    await work.run(1, 'plan:1:pdf', async () => 'again');
    expect(work.stats().started).toBe(2);
  });

  it('refuses a user beyond the per-user bound and the API beyond the total, then frees the slots', async () => {
    const work = new HeavyWork({ perUser: 2, total: 3 });
    const held = deferred<void>();
    const first = [work.run(1, 'a', () => held.promise), work.run(1, 'b', () => held.promise)];
    expect(() => work.run(1, 'c', () => held.promise)).toThrowError(expect.objectContaining({ code: 'reports/too_many_requests' }));
    const third = work.run(2, 'd', () => held.promise);
    expect(() => work.run(3, 'e', () => held.promise)).toThrowError(expect.objectContaining({ code: 'reports/too_many_requests' }));
    expect(work.stats()).toMatchObject({ running: 3, peak: 3 });
    held.resolve();
    await Promise.all([...first, third]);
    expect(work.stats().running).toBe(0);
    await expect(work.run(1, 'c', async () => 'ok')).resolves.toBe('ok');
  });

  it('frees the slot of a render that fails', async () => {
    const work = new HeavyWork({ perUser: 1, total: 1 });
    await expect(work.run(1, 'a', async () => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    await expect(work.run(1, 'a', async () => 'ok')).resolves.toBe('ok');
  });
});
