import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '@trapline/jobs/define-job';
import { bearer, createCompany, createUser, PASSWORD, signIn, useApi } from '../helpers.ts';

// The super admin's background jobs screen: GET /api/jobs and POST /api/jobs/{jobId}/retry.
const planJob = defineJob({ name: 'test-plan-export', payload: z.object({ placeId: z.number().int() }), retry: { limit: 0 } });
/** Jobs left queued, in a queue of their own, so that no test's worker takes them. */
const waitingJob = defineJob({ name: 'test-waiting', payload: z.object({}) });
const ctx = useApi();

async function signedIn(companyId: number, role: 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT', headers: Record<string, string> = {}) {
  const user = await createUser(ctx.db, { companyId, role });
  const { token } = await signIn(ctx.app, user.email, PASSWORD, headers);
  return { user, headers: { ...bearer(token), ...headers } };
}

const list = (query: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/jobs${query}`, headers });
const retry = (id: string, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url: `/api/jobs/${id}/retry`, headers });

/** A job of the test queue that a worker took and failed with `message`. */
async function failedJob(startedBy: { userId: number; companyId: number } | undefined, message: string) {
  const id = (await ctx.app.jobs.enqueue(planJob, { placeId: 1 }, startedBy ? { startedBy } : {}))!;
  const boss = await ctx.app.jobs.boss();
  const [job] = await boss.fetch(planJob.name);
  expect(job?.id).toBe(id);
  await boss.fail(planJob.name, id, { name: 'Error', message });
  return id;
}

describe('GET /api/jobs and POST /api/jobs/{jobId}/retry', () => {
  it('refuse every role but the super admin, and a caller without a token', async () => {
    const company = await createCompany(ctx.db);
    const starter = await signedIn(company.id, 'COMPANY_ADMIN');
    const id = await failedJob({ userId: starter.user.id, companyId: company.id }, 'refused');
    for (const role of ['COMPANY_ADMIN', 'CONTROLLER', 'USER', 'CLIENT'] as const) {
      const { headers } = await signedIn(company.id, role);
      const listed = await list('', headers);
      expect(listed.statusCode, role).toBe(403);
      expect(listed.json(), role).toMatchObject({ code: 'common/forbidden', message: expect.any(String) });
      expect((await retry(id, headers)).statusCode, role).toBe(403);
    }
    // The job's own starter may follow it, but not retry it.
    expect((await retry(id, starter.headers)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
    expect((await retry(id, {})).statusCode).toBe(401);
    const admin = await signedIn(company.id, 'ADMIN');
    expect((await list('', admin.headers)).statusCode).toBe(200);
  });

  it('list jobs newest first with who started them, their attempts, progress and error; filtered by state and paged', async () => {
    const company = await createCompany(ctx.db, { name: 'Deratex' });
    const starter = await signedIn(company.id, 'COMPANY_ADMIN');
    const admin = await signedIn(company.id, 'ADMIN');
    const failed = await failedJob({ userId: starter.user.id, companyId: company.id }, 'the plan image is missing');
    const queued = (await ctx.app.jobs.enqueue(waitingJob, {}))!;
    await ctx.db.backgroundJob.create({ data: { id: queued, name: waitingJob.name, progressPercent: 10, progressPhase: 'loading the plan' } });

    const res = await list('?limit=100', admin.headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const ids = body.jobs.map((job: { id: string }) => job.id);
    expect(ids.indexOf(queued)).toBeLessThan(ids.indexOf(failed));
    expect(body.jobs.find((job: { id: string }) => job.id === failed)).toMatchObject({
      name: 'test-plan-export',
      state: 'failed',
      attempts: 1,
      error: { message: 'the plan image is missing' },
      startedBy: {
        user: { uuid: starter.user.uuid, name: 'Jan', surname: 'Kowalski', email: starter.user.email },
        company: { uuid: company.uuid, name: 'Deratex' },
      },
      startedAt: expect.any(String),
      completedAt: expect.any(String),
    });
    expect(body.jobs.find((job: { id: string }) => job.id === queued)).toMatchObject({
      name: 'test-waiting',
      state: 'queued',
      attempts: 0,
      error: null,
      startedBy: null,
      progress: { percent: 10, phase: 'loading the plan' },
      startedAt: null,
      completedAt: null,
    });

    const failedOnly = (await list('?state=failed&limit=100', admin.headers)).json();
    expect(failedOnly.jobs.map((job: { id: string }) => job.id)).toContain(failed);
    expect(failedOnly.jobs.every((job: { state: string }) => job.state === 'failed')).toBe(true);
    expect((await list('?state=queued&limit=100', admin.headers)).json().jobs.map((job: { id: string }) => job.id)).not.toContain(failed);

    const second = (await list('?page=2&limit=1', admin.headers)).json();
    expect(second).toMatchObject({ count: body.count, jobs: [{ id: body.jobs[1].id }] });
    expect((await list(`?page=${body.count + 1}&limit=1`, admin.headers)).json()).toEqual({ jobs: [], count: body.count });
  });

  it('retry runs a failed job again, and answers it queued', async () => {
    const company = await createCompany(ctx.db);
    const admin = await signedIn(company.id, 'ADMIN');
    const runs: string[] = [];
    // A worker whose handler throws on the first attempt and succeeds on the next.
    const worker = await ctx.app.jobs.boss();
    const workerId = await worker.work(planJob.name, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      runs.push(job!.id);
      if (runs.filter((id) => id === job!.id).length === 1) throw new Error('the printer is offline');
      return { pages: 3 };
    });
    try {
      const id = (await ctx.app.jobs.enqueue(planJob, { placeId: 3 }, { startedBy: { userId: admin.user.id, companyId: company.id } }))!;
      const state = async () => (await list(`?limit=100`, admin.headers)).json().jobs.find((job: { id: string }) => job.id === id);
      await expect.poll(state, { timeout: 10_000 }).toMatchObject({ state: 'failed', error: { message: 'the printer is offline' } });

      const res = await retry(id, admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id, state: 'queued', error: null });
      await expect.poll(state, { timeout: 10_000 }).toMatchObject({ state: 'completed', attempts: 2, error: null, progress: { percent: 100 } });
      expect(runs.filter((run) => run === id)).toHaveLength(2);
    } finally {
      await worker.offWork(planJob.name, { id: workerId });
    }
  });

  it('retry of a job that has not failed answers 409 jobs/not_failed', async () => {
    const company = await createCompany(ctx.db);
    const admin = await signedIn(company.id, 'ADMIN');
    const boss = await ctx.app.jobs.boss();
    const id = (await ctx.app.jobs.enqueue(planJob, { placeId: 4 }))!;
    const queued = await retry(id, admin.headers);
    expect(queued.statusCode).toBe(409);
    expect(queued.json()).toMatchObject({
      code: 'jobs/not_failed',
      message: 'Ponowić można tylko zadanie, które się nie powiodło.',
      details: { state: 'queued' },
    });
    const english = await retry(id, { ...admin.headers, 'accept-language': 'en' });
    expect(english.json()).toMatchObject({ code: 'jobs/not_failed', message: 'Only a failed job can be retried.' });

    const [job] = await boss.fetch(planJob.name);
    expect(job?.id).toBe(id);
    expect((await retry(id, admin.headers)).json()).toMatchObject({ code: 'jobs/not_failed', details: { state: 'active' } });
    await boss.complete(planJob.name, id, {});
    const completed = await retry(id, admin.headers);
    expect(completed.statusCode).toBe(409);
    expect(completed.json()).toMatchObject({ code: 'jobs/not_failed', details: { state: 'completed' } });
  });

  it('answers 400 for bad input and 404 for an unknown job', async () => {
    const company = await createCompany(ctx.db);
    const admin = await signedIn(company.id, 'ADMIN');
    for (const query of ['?state=crashed', '?page=0', '?page=x', '?limit=0', '?limit=101', '?limit=2.5']) {
      const res = await list(query, admin.headers);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'common/validation_failed', message: expect.any(String) });
    }
    const malformed = await retry('not-a-uuid', admin.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'common/validation_failed' });
    const unknown = await retry('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', admin.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'common/not_found' });
  });

  it("limit a super admin signed in through an enterprise to its companies' jobs", async () => {
    const root = await createCompany(ctx.db, { enterpriseId: 'jobs-pest' });
    const client = await createCompany(ctx.db, { parentCompanyId: root.id });
    const other = await createCompany(ctx.db);
    const inside = await signedIn(client.id, 'COMPANY_ADMIN');
    const outside = await signedIn(other.id, 'COMPANY_ADMIN');
    const own = await failedJob({ userId: inside.user.id, companyId: client.id }, 'inside');
    const foreign = await failedJob({ userId: outside.user.id, companyId: other.id }, 'outside');
    const unowned = await failedJob(undefined, 'nobody');
    const admin = await signedIn(root.id, 'ADMIN', { 'x-enterprise-id': 'jobs-pest' });
    const ids = (await list('?limit=100', admin.headers)).json().jobs.map((job: { id: string }) => job.id);
    expect(ids).toContain(own);
    expect(ids).not.toContain(foreign);
    expect(ids).not.toContain(unowned);
    expect((await retry(foreign, admin.headers)).statusCode).toBe(404);
    expect((await retry(unowned, admin.headers)).statusCode).toBe(404);
    expect((await retry(own, admin.headers)).statusCode).toBe(200);
  });
});
