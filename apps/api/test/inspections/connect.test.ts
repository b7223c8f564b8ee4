import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi, type TestContext } from '../helpers.ts';
import { inspectionWorld, start, type InspectionWorld } from './world.ts';

type Headers = Record<string, string>;
interface DetailsDevice {
  id: number;
  scanned: boolean;
  status: string;
  device: { id: number; uniqueId: string };
  actions: { id: number; inspection: { id: number } }[];
  objects: { id: number }[];
  observations: { id: number }[];
  imageIds: number[];
}

/** Everything an inspection holds, to compare before and after a refused connection. */
async function snapshot(t: TestContext, placeId: number) {
  const inspections = await t.db.inspection.findMany({ where: { placeId }, orderBy: { id: 'asc' } });
  const ids = inspections.map((i) => i.id);
  const by = { where: { inspectionId: { in: ids } }, orderBy: { id: 'asc' as const } };
  return {
    inspections,
    devices: await t.db.inspectionDevice.findMany(by),
    actions: await t.db.deviceActionRecord.findMany(by),
    objects: await t.db.deviceObjectRecord.findMany(by),
    observations: await t.db.deviceObservationRecord.findMany(by),
    images: await t.db.deviceImage.findMany(by),
    answers: await t.db.visualInspectionAnswer.findMany(by),
  };
}

describe('inspections: connecting two inspections of a place', { timeout: 60_000 }, () => {
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-inspections-connect-')) });

  const details = async (w: InspectionWorld, id: number, headers: Headers = w.manager.headers) => {
    const res = await t.app.inject({ method: 'GET', url: `${w.base}/${id}/details`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().devices as DetailsDevice[];
  };
  const deviceOf = async (w: InspectionWorld, inspectionId: number, uniqueId: string) =>
    (await details(w, inspectionId)).find((d) => d.device.uniqueId === uniqueId)!;
  const post = (w: InspectionWorld, url: string, headers: Headers, payload: unknown = {}) =>
    t.app.inject({ method: 'POST', url: `${w.base}/${url}`, headers, payload: payload as Record<string, unknown> });
  const connect = (w: InspectionWorld, firstId: number | string, secondId: unknown, headers: Headers = w.manager.headers) =>
    post(w, `${firstId}/connect`, headers, { inspectionId: secondId });

  /** The manager's inspection of the hall (A1, L1) and the starter's of the whole place (A1, A2, L1, L2), with records on both. */
  async function twoInspections(w: InspectionWorld) {
    const first = await start(t, w, w.manager.headers, { name: 'Morning', zoneIds: [w.hall.id] });
    const second = await start(t, w, w.starter.headers, { name: 'Afternoon' });
    const a1First = await deviceOf(w, first.id, 'A1');
    const l1First = await deviceOf(w, first.id, 'L1');
    const a1Second = await deviceOf(w, second.id, 'A1');
    const a2Second = await deviceOf(w, second.id, 'A2');
    const l1Second = await deviceOf(w, second.id, 'L1');
    const ok = async (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBeLessThan(300);
    await ok(await post(w, `${first.id}/devices/${a1First.id}/actions`, w.manager.headers, { deviceTypeActionId: w.baitReplaced.id, amount: 2 }));
    await ok(await post(w, `${first.id}/devices/${l1First.id}/set-checked`, w.manager.headers));
    await ok(await post(w, `${second.id}/devices/${a1Second.id}/objects`, w.starter.headers, { deviceTypeObjectId: w.mouse.id, amount: 3 }));
    await ok(
      await post(w, `${second.id}/devices/${a1Second.id}/observations`, w.starter.headers, { deviceTypeObservationId: w.baitCollect.id, amountPercentage: 40 }),
    );
    await ok(await post(w, `${second.id}/devices/${a1Second.id}/set-scanned`, w.starter.headers));
    await ok(await post(w, `${second.id}/devices/${a1Second.id}/set-checked`, w.starter.headers));
    await ok(await post(w, `${second.id}/devices/${a2Second.id}/actions`, w.starter.headers, { deviceTypeActionId: w.baitReplaced.id, amount: 1 }));
    await ok(await post(w, `${second.id}/devices/${l1Second.id}/objects`, w.starter.headers, { deviceTypeObjectId: w.fly.id, amount: 7 }));
    await t.db.deviceImage.create({
      data: { deviceId: w.devices.a1.id, filePath: 'inspections/a1.jpg', inspectionId: second.id, inspectionDeviceId: a1Second.id },
    });
    await t.db.visualInspectionAnswer.create({ data: { inspectionId: second.id, questionText: 'Doors closed?', value: 'NO' } });
    await t.db.inspection.update({ where: { id: second.id }, data: { note: 'Side door open', additionalFields: { repairOrders: 'Fix the door' } } });
    return { first, second };
  }

  it('moves the devices and records of the second into the first, joins the records of a device both hold, and deletes the second', async () => {
    const w = await inspectionWorld(t);
    const { first, second } = await twoInspections(w);
    const before = await snapshot(t, w.place.id);
    const records = before.actions.length + before.objects.length + before.observations.length;

    const res = await connect(w, first.uuid, second.id, w.starter.headers);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // A2 and L2 moved as they were; A1 and L1 were in both. Automatic "Installed" on A1 (twice) and A2, bait replaced on A1 and A2.
    expect(body.moved).toEqual({ devices: 2, mergedDevices: 2, actions: 3, objects: 2, observations: 1, images: 1, answers: 1 });
    expect(body.inspection).toMatchObject({
      id: first.id,
      name: 'Morning',
      devicesCount: 4,
      checkedCount: 2,
      scannedCount: 1,
      note: 'Side door open',
      additionalFields: { repairOrders: 'Fix the door' },
      user: { id: w.manager.user.id },
    });
    expect(body.inspection.visualInspection).toMatchObject([{ question: 'Doors closed?', value: 'NO' }]);

    expect((await t.app.inject({ method: 'GET', url: `${w.base}/${second.id}`, headers: w.manager.headers })).statusCode).toBe(404);
    expect(await t.db.inspection.count({ where: { placeId: w.place.id } })).toBe(1);

    // One inspection device per device, each with the records of both inspections.
    const devices = await details(w, first.id);
    expect(devices.map((d) => d.device.uniqueId).sort()).toEqual(['A1', 'A2', 'L1', 'L2']);
    const a1 = devices.find((d) => d.device.uniqueId === 'A1')!;
    expect([a1.actions.length, a1.objects.length, a1.observations.length, a1.imageIds.length, a1.scanned, a1.status]).toEqual([3, 1, 1, 1, true, 'CHECKED']);
    const l1 = devices.find((d) => d.device.uniqueId === 'L1')!;
    expect([l1.objects.length, l1.scanned, l1.status]).toEqual([1, false, 'CHECKED']);
    expect(devices.find((d) => d.device.uniqueId === 'A2')!.actions).toHaveLength(2);
    expect(devices.find((d) => d.device.uniqueId === 'L2')!.objects).toHaveLength(0);
    const shown = devices.reduce((n, d) => n + d.actions.length + d.objects.length + d.observations.length, 0);
    expect(shown).toBe(records);

    // The device's own history keeps every record, now named by the first inspection.
    const a1Actions = (await t.app.inject({ method: 'GET', url: `/api/v3/devices/${w.devices.a1.uuid}/actions`, headers: w.manager.headers })).json() as {
      inspection: { id: number } | null;
    }[];
    expect(a1Actions).toHaveLength(3);
    expect(a1Actions.every((r) => r.inspection?.id === first.id)).toBe(true);
    const l1Objects = (
      await t.app.inject({ method: 'GET', url: `/api/v3/devices/${w.devices.l1.uuid}/objects`, headers: w.manager.headers })
    ).json() as unknown[];
    expect(l1Objects).toHaveLength(1);
    expect(await t.db.deviceActionRecord.count({ where: { deviceId: { in: [w.devices.a1.id, w.devices.a2.id] } } })).toBe(before.actions.length);
  });

  it('lets those who record in both inspections connect them; others 403, another tenant and a client 404, nothing changed', async () => {
    const w = await inspectionWorld(t);
    const { first, second } = await twoInspections(w);
    const before = await snapshot(t, w.place.id);
    for (const who of [w.technician, w.controller, w.approver]) {
      const res = await connect(w, first.id, second.id, who.headers);
      expect([res.statusCode, res.json().code]).toEqual([403, 'common/forbidden']);
    }
    const foreign = await connect(w, first.uuid, second.id, w.otherManager.headers);
    expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'common/not_found']);
    const clientCompany = await createCompany(t.db, { parentCompanyId: w.company.id });
    const client = await createUser(t.db, { companyId: clientCompany.id, role: 'CLIENT' });
    expect((await connect(w, first.id, second.id, bearer((await signIn(t.app, client.email)).token))).statusCode).toBe(404);
    expect(await snapshot(t, w.place.id)).toEqual(before);
    // A member with CREATE_INSPECTION records in both: allowed (the first test); an admin too.
    expect((await connect(w, first.id, second.id, w.manager.headers)).statusCode).toBe(200);
  });

  it('refuses bad input with clear codes and changes nothing', async () => {
    const w = await inspectionWorld(t);
    const { first, second } = await twoInspections(w);
    const elsewhere = await t.db.place.create({ data: { name: 'Other site', address: 'Street 2', companyId: w.company.id } });
    const otherPlace = await t.db.inspection.create({ data: { placeId: elsewhere.id, name: 'Elsewhere', status: 'IN_PROGRESS' } });
    const foreignPlace = await t.db.place.create({ data: { name: 'Theirs', address: 'Street 3', companyId: w.other.id } });
    const foreignInspection = await t.db.inspection.create({ data: { placeId: foreignPlace.id, name: 'Theirs', status: 'IN_PROGRESS' } });
    const before = await snapshot(t, w.place.id);

    const same = await connect(w, first.id, first.id);
    expect([same.statusCode, same.json().code]).toEqual([400, 'inspection/connect_same_inspection']);
    for (const id of [otherPlace.id, foreignInspection.id, 2_147_483_647]) {
      const res = await connect(w, first.id, id);
      expect([res.statusCode, res.json().code, res.json().details.fields[0].path]).toEqual([400, 'common/validation_failed', 'inspectionId']);
    }
    for (const payload of [{}, { inspectionId: 'abc' }, { inspectionId: -1 }, { inspectionId: 1.5 }, { inspectionId: second.uuid }, { inspectionId: null }]) {
      const res = await post(w, `${first.id}/connect`, w.manager.headers, payload);
      expect([res.statusCode, res.json().code]).toEqual([400, 'common/validation_failed']);
    }
    expect((await connect(w, 'nope', second.id)).statusCode).toBe(404);
    expect((await connect(w, 2_147_483_647, second.id)).statusCode).toBe(404);
    expect(await snapshot(t, w.place.id)).toEqual(before);
    expect(await t.db.inspection.count({ where: { id: { in: [otherPlace.id, foreignInspection.id] } } })).toBe(2);
  });

  it('refuses approved and cancelled inspections and lets only admins connect completed ones', async () => {
    const w = await inspectionWorld(t);
    const { first, second } = await twoInspections(w);
    const before = await snapshot(t, w.place.id);

    await t.db.inspection.update({ where: { id: second.id }, data: { status: 'COMPLETED', finishedAt: new Date(), approved: true } });
    const approvedSecond = await connect(w, first.id, second.id);
    expect([approvedSecond.statusCode, approvedSecond.json().code, approvedSecond.json().details]).toEqual([
      409,
      'inspection/approved',
      { inspectionId: second.id },
    ]);
    const approvedFirst = await connect(w, second.id, first.id);
    expect([approvedFirst.statusCode, approvedFirst.json().code]).toEqual([409, 'inspection/approved']);

    await t.db.inspection.update({ where: { id: second.id }, data: { status: 'CANCELLED', approved: false } });
    const cancelled = await connect(w, first.id, second.id);
    expect([cancelled.statusCode, cancelled.json().code, cancelled.json().details]).toEqual([
      409,
      'inspection/not_in_progress',
      { status: 'CANCELLED', inspectionId: second.id },
    ]);

    // A completed inspection takes corrections of admins only.
    const finishedAt = new Date();
    await t.db.inspection.update({ where: { id: second.id }, data: { status: 'COMPLETED', finishedAt } });
    const byStarter = await connect(w, first.id, second.id, w.starter.headers);
    expect([byStarter.statusCode, byStarter.json().code]).toEqual([409, 'inspection/not_in_progress']);
    const after = await snapshot(t, w.place.id);
    expect({ ...after, inspections: after.inspections.map((i) => i.id) }).toEqual({ ...before, inspections: before.inspections.map((i) => i.id) });

    await t.db.inspection.update({ where: { id: first.id }, data: { status: 'COMPLETED', finishedAt: new Date(finishedAt.getTime() - 60_000) } });
    const byAdmin = await connect(w, first.id, second.id);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    // The merged inspection ends when the later one ended.
    expect(byAdmin.json().inspection).toMatchObject({ status: 'COMPLETED', finishedAt: finishedAt.toISOString(), devicesCount: 4 });
  });
});
