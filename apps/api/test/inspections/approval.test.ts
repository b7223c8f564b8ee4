import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('inspections list and approval', () => {
  const t = useApi();

  async function world() {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const login = async (
      role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER',
      permissions: ('APPROVE_INSPECTION' | 'CREATE_INSPECTION')[] = [],
      companyId = company.id,
    ) => {
      const user = await createUser(t.db, { companyId, role });
      if (companyId === company.id && role !== 'COMPANY_ADMIN') await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id, permissions } });
      return { user, headers: bearer((await signIn(t.app, user.email)).token) };
    };
    const manager = await login('COMPANY_ADMIN');
    const approver = await login('USER', ['APPROVE_INSPECTION']);
    const technician = await login('USER', ['CREATE_INSPECTION']);
    const otherManager = await login('COMPANY_ADMIN', [], other.id);
    const day = 86_400_000;
    const completed = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        t.db.inspection.create({
          data: {
            placeId: place.id,
            name: `Inspection ${i + 1}`,
            status: 'COMPLETED',
            startedAt: new Date(Date.UTC(2026, 0, 1) + i * day),
            finishedAt: new Date(Date.UTC(2026, 0, 1) + i * day + 3_600_000),
            userId: technician.user.id,
          },
        }),
      ),
    );
    const running = await t.db.inspection.create({
      data: { placeId: place.id, name: 'Running', status: 'IN_PROGRESS', startedAt: new Date(Date.UTC(2026, 1, 1)) },
    });
    return { place, manager, approver, technician, otherManager, completed, running };
  }

  it("lists a page of completed inspections, newest first, with counts and the caller's approval right", async () => {
    const w = await world();
    const page = (
      await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/inspections?page=1&limit=10&status=COMPLETED`, headers: w.technician.headers })
    ).json();
    expect(page.count).toBe(12);
    expect(page.totalPages).toBe(2);
    expect(page.inspections).toHaveLength(10);
    expect(page.inspections[0]).toMatchObject({
      name: 'Inspection 12',
      status: 'COMPLETED',
      approved: false,
      devicesCount: 0,
      canApprove: false,
      user: { name: 'Jan' },
    });
    const second = (
      await t.app.inject({ method: 'GET', url: `/places/${w.place.id}/inspections?page=2&limit=10&status=COMPLETED`, headers: w.approver.headers })
    ).json();
    expect(second.inspections.map((i: { name: string }) => i.name)).toEqual(['Inspection 2', 'Inspection 1']);
    expect(second.inspections[0].canApprove).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.id}/inspections?status=DONE`, headers: w.manager.headers })).statusCode).toBe(400);
  });

  it('tells each caller which inspections another may be connected into, as the connect call judges it', async () => {
    const w = await world();
    await t.db.inspection.update({ where: { id: w.completed[11]!.id }, data: { approved: true, approvedAt: new Date() } });
    await t.db.inspection.create({
      data: {
        placeId: w.place.id,
        name: 'Cancelled',
        status: 'CANCELLED',
        startedAt: new Date(Date.UTC(2026, 1, 2)),
        finishedAt: new Date(Date.UTC(2026, 1, 2, 1)),
      },
    });
    const flags = async (headers: Record<string, string>) => {
      const page = (await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/inspections?page=1&limit=20`, headers })).json();
      return Object.fromEntries(page.inspections.map((i: { name: string; canConnect: boolean }) => [i.name, i.canConnect]));
    };
    // An admin: running and completed ones, not approved or cancelled ones.
    expect(await flags(w.manager.headers)).toMatchObject({ Running: true, 'Inspection 1': true, 'Inspection 12': false, Cancelled: false });
    // CREATE_INSPECTION records while it runs; a completed one takes corrections from admins only.
    expect(await flags(w.technician.headers)).toMatchObject({ Running: true, 'Inspection 1': false, 'Inspection 12': false, Cancelled: false });
    // APPROVE_INSPECTION alone records in none.
    expect(Object.values(await flags(w.approver.headers)).every((v) => v === false)).toBe(true);
    // The connect call agrees: the technician may connect into the running one, not into a completed one.
    const into = (id: number, second: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/places/${w.place.uuid}/inspections/${id}/connect`,
        headers: w.technician.headers,
        payload: { inspectionId: second },
      });
    expect((await into(w.completed[0]!.id, w.running.id)).statusCode).toBe(409);
  });

  it('lets APPROVE_INSPECTION approve and any admin unapprove completed inspections only', async () => {
    const w = await world();
    const target = w.completed[0]!;
    const url = (action: string, id: string | number = target.uuid) => `/api/places/${w.place.uuid}/inspections/${id}/${action}`;
    const approved = await t.app.inject({ method: 'POST', url: url('approve'), headers: w.approver.headers, payload: { placeId: w.place.uuid } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ approved: true, approvedBy: { id: w.approver.user.id } });
    expect((await t.app.inject({ method: 'POST', url: url('unapprove'), headers: w.technician.headers })).statusCode).toBe(403);
    expect((await t.db.inspection.findUniqueOrThrow({ where: { id: target.id } })).approved).toBe(true);
    const unapproved = await t.app.inject({ method: 'POST', url: url('unapprove', target.id), headers: w.manager.headers });
    expect(unapproved.json()).toMatchObject({ approved: false, approvedBy: null, approvedAt: null });
    const notDone = await t.app.inject({ method: 'POST', url: url('approve', w.running.id), headers: w.approver.headers });
    expect([notDone.statusCode, notDone.json().code]).toEqual([409, 'inspection/not_completed']);
  });

  it('another company gets 404 and changes nothing', async () => {
    const w = await world();
    const target = w.completed[1]!;
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/inspections`, headers: w.otherManager.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/places/${w.place.uuid}/inspections/${target.uuid}/approve`, headers: w.otherManager.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/places/${w.place.uuid}/inspections/${target.uuid}/unapprove`, headers: w.otherManager.headers }))
        .statusCode,
    ).toBe(404);
    expect((await t.db.inspection.findUniqueOrThrow({ where: { id: target.id } })).approved).toBe(false);
    const otherPlace = await createPlace(t.db, (await createCompany(t.db)).id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/places/${otherPlace.uuid}/inspections/${target.uuid}/approve`, headers: w.manager.headers })).statusCode,
    ).toBe(404);
  });
});
