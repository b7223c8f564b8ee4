import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { JobStatus } from '@trapline/contracts/jobs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setUiLanguage } from '@/lib/i18n.ts';
import { JobProgress } from './job-progress.tsx';

const JOB_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const base: JobStatus = {
  id: JOB_ID,
  name: 'inspection-report',
  state: 'queued',
  progress: { percent: null, phase: null },
  attempts: 0,
  file: null,
  error: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  startedAt: null,
  completedAt: null,
};

/** Answers GET /api/jobs/{id} with the given answers in turn, then the last one again. */
function serve(...answers: Array<{ status: number; body: unknown }>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
const ok = (body: Partial<JobStatus>) => ({ status: 200, body: { ...base, ...body } });

const show = (onRetry?: () => void) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <JobProgress jobId={JOB_ID} pollMs={20} {...(onRetry ? { onRetry } : {})} />
      </QueryClientProvider>
    </MantineProvider>,
  );
const state = () => screen.getByTestId('job-progress').getAttribute('data-state');

beforeAll(async () => {
  await initI18n();
  await setUiLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('job progress', () => {
  it('polls while the job is queued and active, shows its percent and phase, then offers the file and stops', async () => {
    const calls = serve(
      ok({ state: 'queued' }),
      ok({ state: 'active', attempts: 1, progress: { percent: 40, phase: 'rendering page 3 of 8' } }),
      ok({
        state: 'completed',
        attempts: 1,
        progress: { percent: 100, phase: null },
        file: { name: 'Report 2026-11.pdf', url: 'https://files.example.test/report.pdf?sig=abc' },
      }),
    );
    show();
    await waitFor(() => expect(state()).toBe('queued'));
    expect(screen.getByTestId('job-progress-phase').textContent).toBe('Waiting in the queue…');

    await waitFor(() => expect(state()).toBe('active'));
    expect(screen.getByTestId('job-progress-percent').textContent).toBe('40%');
    expect(screen.getByTestId('job-progress-phase').textContent).toBe('rendering page 3 of 8');

    await waitFor(() => expect(state()).toBe('completed'));
    const link = screen.getByTestId('job-progress-download') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://files.example.test/report.pdf?sig=abc');
    expect(link.getAttribute('download')).toBe('Report 2026-11.pdf');
    expect(link.textContent).toBe('Download Report 2026-11.pdf');
    expect(calls[0]).toMatch(new RegExp(`/api/jobs/${JOB_ID}$`));

    // Nothing more is asked once the job has ended.
    const asked = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(calls.length).toBe(asked);
  });

  it('shows why a job failed and offers a retry, without polling on', async () => {
    const calls = serve(ok({ state: 'failed', attempts: 4, error: { message: 'the plan image is missing' } }));
    const onRetry = vi.fn();
    show(onRetry);
    await waitFor(() => expect(state()).toBe('failed'));
    expect(screen.getByRole('alert').textContent).toContain('The job failed');
    expect(screen.getByTestId('job-progress-error').textContent).toBe('the plan image is missing');
    fireEvent.click(screen.getByTestId('job-progress-retry'));
    expect(onRetry).toHaveBeenCalledOnce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toHaveLength(1);
  });

  it('offers no retry when the screen has none, and says so when the job cannot be read', async () => {
    serve({ status: 404, body: { code: 'common/not_found', message: 'Resource not found.' } });
    show();
    await waitFor(() => expect(state()).toBe('unknown'));
    expect(screen.getByRole('alert').textContent).toContain("The job's state cannot be read");
    expect(screen.queryByTestId('job-progress-retry')).toBeNull();
  });
});
