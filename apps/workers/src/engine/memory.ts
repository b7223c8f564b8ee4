import { getHeapStatistics } from 'node:v8';

/** Heap growth over a job past which the job's garbage is collected at once. */
const GROWTH_TO_COLLECT = 8 * 1024 * 1024;

/** The heap in use now: taken before a job, for `collectAfterJob`. */
export const heapInUse = (): number => getHeapStatistics().used_heap_size;

/**
 * A report or an export leaves tens of megabytes of garbage, which V8 collects only once its heap
 * has grown much further: after a few place reports in a row the worker passed the 300 MB it may
 * take (298 to 319 MB, 229 MB of it there before the first report, a report adding some 12 MB of
 * garbage each). After a job that grew the heap by more than 8 MB, a full collection (where the
 * process runs with --expose-gc, as the workers do) brings it back to what the next job starts
 * from, for some tens of milliseconds; the many small jobs are left to V8.
 */
export function collectAfterJob(heapBefore: number): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc && heapInUse() - heapBefore > GROWTH_TO_COLLECT) gc();
}
