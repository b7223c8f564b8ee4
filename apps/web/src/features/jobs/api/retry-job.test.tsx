import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderQueryHook } from '@/testing/query-hooks.tsx';
import { jobKeys } from '@/features/jobs/keys.ts';
import { useRetryJob } from './retry-job.ts';

afterEach(() => vi.unstubAllGlobals());

describe('retrying a job', () => {
  it('reads the lists of jobs again even when the retry is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ code: 'jobs/not_failed', message: '' }), { status: 409, headers: { 'content-type': 'application/json' } }),
      ),
    );
    const { result, invalidatedKeys } = renderQueryHook(useRetryJob);
    await act(() => expect(result.current.mutateAsync('job-1')).rejects.toMatchObject({ status: 409 }));
    expect(invalidatedKeys()).toEqual([jobKeys.lists]);
  });
});
