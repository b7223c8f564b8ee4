import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob } from '@trapline/jobs/define-job';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

const reportJob = defineJob({ name: 'test-report', payload: z.object({ placeId: z.number().int() }), retry: { limit: 0 } });
const ctx = useApi();

async function signedInUser(companyId: number, role: 'ADMIN' | 'COMPANY_ADMIN' | 'USER' = 'COMPANY_ADMIN') {
  const user = await createUser(ctx.db, { companyId, role });
  const { token } = await signIn(ctx.app, user.email);
  return { user, headers: bearer(token) };
}

const getJob = (id: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers });

/** Takes the next job of the test queue as a worker would. */
async function claim(id: string) {
  const boss = await ctx.app.jobs.boss();
  const [job] = await boss.fetch(reportJob.name);
  expect(job?.id).toBe(id);
  return boss;
}

describe('GET /api/jobs/{jobId}', () => {
  it('shows the starter a queued job, then its progress, then its file once completed', async () => {
    const company = await createCompany(ctx.db);
    const { user, headers } = await signedInUser(company.id);
    const id = (await ctx.app.jobs.enqueue(reportJob, { placeId: 1 }, { startedBy: { userId: user.id, companyId: company.id } }))!;

    let res = await getJob(id, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      name: 'test-report',
      state: 'queued',
      progress: { percent: null, phase: null },
      attempts: 0,
      file: null,
      error: null,
      startedAt: null,
      completedAt: null,
    });

    const boss = await claim(id);
    await ctx.db.backgroundJob.update({ where: { id }, data: { progressPercent: 25, progressPhase: 'rendering page 3 of 12' } });
    res = await getJob(id, headers);
    expect(res.json()).toMatchObject({ state: 'active', progress: { percent: 25, phase: 'rendering page 3 of 12' }, attempts: 1 });
    expect(res.json().startedAt).not.toBeNull();

    await boss.complete(reportJob.name, id, { file: { key: 'reports/2026/report-1.pdf', name: 'Raport.pdf' } });
    res = await getJob(id, headers);
    expect(res.json()).toMatchObject({ state: 'completed', progress: { percent: 100, phase: null }, error: null });
    expect(res.json().file.name).toBe('Raport.pdf');
    expect(res.json().file.url).toContain('reports/2026/report-1.pdf');
    expect(res.json().completedAt).not.toBeNull();
  });

  it('shows a failed job with its error', async () => {
    const company = await createCompany(ctx.db);
    const { user, headers } = await signedInUser(company.id);
    const id = (await ctx.app.jobs.enqueue(reportJob, { placeId: 2 }, { startedBy: { userId: user.id, companyId: company.id } }))!;
    const boss = await claim(id);
    await boss.fail(reportJob.name, id, { name: 'Error', message: 'the plan image is missing' });
    const res = await getJob(id, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'failed', file: null, error: { message: 'the plan image is missing' } });
  });

  it("answers 404 for another user's job, another company's, one nobody started by hand, and an unknown id", async () => {
    const company = await createCompany(ctx.db);
    const other = await createCompany(ctx.db);
    const { user } = await signedInUser(company.id);
    const colleague = await signedInUser(company.id);
    const stranger = await signedInUser(other.id);
    const id = (await ctx.app.jobs.enqueue(reportJob, { placeId: 3 }, { startedBy: { userId: user.id, companyId: company.id } }))!;
    expect((await getJob(id, colleague.headers)).statusCode).toBe(404);
    expect((await getJob(id, stranger.headers)).json()).toMatchObject({ code: 'common/not_found' });
    expect((await getJob(id, stranger.headers)).statusCode).toBe(404);

    const unowned = (await ctx.app.jobs.enqueue(reportJob, { placeId: 4 }))!;
    expect((await getJob(unowned, colleague.headers)).statusCode).toBe(404);
    expect((await getJob('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', colleague.headers)).statusCode).toBe(404);
  });

  it("lets a super admin who sees the job's company read it", async () => {
    const company = await createCompany(ctx.db);
    const { user } = await signedInUser(company.id);
    const admin = await signedInUser(company.id, 'ADMIN');
    const id = (await ctx.app.jobs.enqueue(reportJob, { placeId: 5 }, { startedBy: { userId: user.id, companyId: company.id } }))!;
    expect((await getJob(id, admin.headers)).statusCode).toBe(200);
  });

  it('answers 400 for a malformed id and 401 without a token', async () => {
    const company = await createCompany(ctx.db);
    const { headers } = await signedInUser(company.id);
    const res = await getJob('not-a-uuid', headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'common/validation_failed' });
    expect((await getJob('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f', {})).statusCode).toBe(401);
  });
});
