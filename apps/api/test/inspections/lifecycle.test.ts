import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';
import { inspectionWorld, start } from './world.ts';

// The world signs in six users; on a shared, busy machine the first test (with the warm-up) needs more than the default.
describe('inspections: start, read, complete, cancel, edit details', { timeout: 60_000 }, () => {
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-inspections-')) });

  it('starts an inspection of every live device of the place, with the automatic actions of their types', async () => {
    const w = await inspectionWorld(t);
    const res = await t.app.inject({ method: 'POST', url: w.base, headers: { ...w.starter.headers, 'accept-language': 'en' }, payload: {} });
    expect(res.statusCode).toBe(201);
    const inspection = res.json();
    expect(inspection).toMatchObject({
      status: 'IN_PROGRESS',
      approved: false,
      finishedAt: null,
      devicesCount: 4,
      checkedCount: 0,
      notScannedCount: 4,
      user: { id: w.starter.user.id },
      canRecord: true,
      canCorrect: false,
    });
    expect(inspection.name).toMatch(/^Inspection \d{4}-\d{2}-\d{2}$/);
    const devices = await t.db.inspectionDevice.findMany({ where: { inspectionId: inspection.id }, select: { deviceId: true } });
    expect(devices.map((d) => d.deviceId).sort()).toEqual([w.devices.a1.id, w.devices.a2.id, w.devices.l1.id, w.devices.l2.id].sort());
    const automatic = await t.db.deviceActionRecord.findMany({ where: { inspectionId: inspection.id } });
    expect(automatic.map((r) => [r.deviceId, r.deviceTypeActionId, r.userId]).sort()).toEqual(
      [
        [w.devices.a1.id, w.installed.id, w.starter.user.id],
        [w.devices.a2.id, w.installed.id, w.starter.user.id],
      ].sort(),
    );
  });

  it('starts with only the chosen zones and device types; unknown zones answer 400', async () => {
    const w = await inspectionWorld(t);
    const some = await start(t, w, w.manager.headers, { name: 'Hall traps', zoneIds: [w.hall.id], deviceTypeIds: [w.trap.id] });
    expect(some).toMatchObject({ name: 'Hall traps', devicesCount: 1 });
    const foreignZone = await t.db.placeZone.create({
      data: { placeId: (await t.db.place.create({ data: { name: 'X', address: 'Y', companyId: w.other.id } })).id, name: 'Theirs' },
    });
    const bad = await t.app.inject({ method: 'POST', url: w.base, headers: w.starter.headers, payload: { zoneIds: [foreignZone.id] } });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'common/validation_failed']);
    const badName = await t.app.inject({ method: 'POST', url: w.base, headers: w.starter.headers, payload: { name: 'x'.repeat(201) } });
    expect(badName.statusCode).toBe(400);
    expect(await t.db.inspection.count({ where: { placeId: w.place.id } })).toBe(1);
  });

  it('refuses a second start of the same user while one is in progress, naming the running one', async () => {
    const w = await inspectionWorld(t);
    const first = await start(t, w);
    const second = await t.app.inject({ method: 'POST', url: w.base, headers: w.starter.headers, payload: {} });
    expect([second.statusCode, second.json().code]).toEqual([409, 'inspection/already_in_progress']);
    expect(second.json().details).toEqual({ inspectionId: first.id, inspectionUuid: first.uuid });
    // Another user may run their own; after completing, the same user may start again.
    await start(t, w, w.manager.headers);
    await t.app.inject({ method: 'POST', url: `${w.base}/${first.uuid}/complete`, headers: w.starter.headers });
    await start(t, w);
    expect(await t.db.inspection.count({ where: { placeId: w.place.id } })).toBe(3);
  });

  it('lets only admins and CREATE_INSPECTION members start', async () => {
    const w = await inspectionWorld(t);
    for (const who of [w.technician, w.controller, w.approver]) {
      expect((await t.app.inject({ method: 'POST', url: w.base, headers: who.headers, payload: {} })).statusCode).toBe(403);
    }
    expect(await t.db.inspection.count({ where: { placeId: w.place.id } })).toBe(0);
    // A controller holding CREATE_INSPECTION on the place may; a client's user never sees the place.
    const controller = await t.db.placeUser.update({
      where: { placeId_userId: { placeId: w.place.id, userId: w.controller.user.id } },
      data: { permissions: ['CREATE_INSPECTION'] },
    });
    expect(controller.permissions).toEqual(['CREATE_INSPECTION']);
    expect((await t.app.inject({ method: 'POST', url: w.base, headers: w.controller.headers, payload: {} })).statusCode).toBe(201);
    const clientCompany = await createCompany(t.db, { parentCompanyId: w.company.id });
    const client = await createUser(t.db, { companyId: clientCompany.id, role: 'CLIENT' });
    const clientHeaders = bearer((await signIn(t.app, client.email)).token);
    expect((await t.app.inject({ method: 'POST', url: w.base, headers: clientHeaders, payload: {} })).statusCode).toBe(404);
    expect(await t.db.inspection.count({ where: { placeId: w.place.id } })).toBe(1);
  });

  it('shows one inspection with its counts, answers, approval and additional fields, and the device table', async () => {
    const w = await inspectionWorld(t);
    const started = await start(t, w);
    await t.db.visualInspectionAnswer.create({ data: { inspectionId: started.id, questionText: 'Doors closed?', value: 'YES', note: 'ok' } });
    const image = await t.db.deviceImage.create({
      data: {
        deviceId: w.devices.a1.id,
        filePath: 'inspections/photo.jpg',
        inspectionId: started.id,
        inspectionDeviceId: (await t.db.inspectionDevice.findFirstOrThrow({ where: { inspectionId: started.id, deviceId: w.devices.a1.id } })).id,
      },
    });
    const one = (await t.app.inject({ method: 'GET', url: `${w.base}/${started.id}`, headers: w.technician.headers })).json();
    expect(one).toMatchObject({
      id: started.id,
      placeUuid: w.place.uuid,
      visualInspection: [{ question: 'Doors closed?', value: 'YES', note: 'ok', recommendation: null, images: [] }],
      additionalFields: {},
      canRecord: false,
      approvedByImage: null,
    });
    const details = await t.app.inject({ method: 'GET', url: `${w.base}/${started.uuid}/details`, headers: w.technician.headers });
    expect(details.statusCode).toBe(200);
    const body = details.json();
    expect(body.devices.map((d: { device: { uniqueId: string } }) => d.device.uniqueId)).toEqual(['A1', 'A2', 'L1', 'L2']);
    expect(body.devices[0]).toMatchObject({
      scanned: false,
      status: 'UNCHECKED',
      device: { deviceType: { name: 'Rodent trap', color: '#ff0000' }, zone: { name: 'Hall' } },
      actions: [{ deviceTypeAction: { name: 'Installed' }, amount: 1 }],
      objects: [],
      imageIds: [image.id],
    });
    const mixtures = body.mixtures.map((m: { id: number }) => m.id);
    expect(mixtures).toEqual(expect.arrayContaining([w.paste.id, w.grain.id]));
    expect(mixtures).not.toContain(w.foreignMixture.id);
    expect(body.imagesById[String(image.id)]).toMatchObject({ id: image.id, signedUrl: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: `${w.base}/99999999`, headers: w.manager.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${w.base}/not-a-key/details`, headers: w.manager.headers })).statusCode).toBe(404);
  });

  it('completes and cancels inspections in progress only, by their recorders', async () => {
    const w = await inspectionWorld(t);
    const mine = await start(t, w);
    expect((await t.app.inject({ method: 'POST', url: `${w.base}/${mine.id}/complete`, headers: w.technician.headers })).statusCode).toBe(403);
    const done = await t.app.inject({ method: 'POST', url: `${w.base}/${mine.id}/complete`, headers: w.starter.headers });
    expect(done.json()).toMatchObject({ status: 'COMPLETED', finishedAt: expect.any(String), canRecord: false });
    const again = await t.app.inject({ method: 'POST', url: `${w.base}/${mine.id}/cancel`, headers: w.manager.headers });
    expect([again.statusCode, again.json().code]).toEqual([409, 'inspection/not_in_progress']);
    const theirs = await start(t, w, w.manager.headers);
    const cancelled = await t.app.inject({ method: 'POST', url: `${w.base}/${theirs.uuid}/cancel`, headers: w.starter.headers });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED' });
    expect((await t.db.inspection.findUniqueOrThrow({ where: { id: theirs.id } })).status).toBe('CANCELLED');
  });

  it('edits details and additional fields with their rules; approved inspections refuse', async () => {
    const w = await inspectionWorld(t);
    const s = await start(t, w);
    const url = `${w.base}/${s.id}`;
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${url}/details`,
      headers: w.starter.headers,
      payload: { name: 'Monthly', startedAt: '2026-01-05T08:00:00Z' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Monthly', startedAt: '2026-01-05T08:00:00.000Z', finishedAt: null });
    for (const payload of [
      { name: '' },
      { startedAt: '2026-01-05T08:00:00Z', finishedAt: '2026-01-04T08:00:00Z' },
      { finishedAt: '2026-01-06T08:00:00Z' },
      { startedAt: 'yesterday' },
    ]) {
      const bad = await t.app.inject({ method: 'PATCH', url: `${url}/details`, headers: w.starter.headers, payload });
      expect([bad.statusCode, bad.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
    }
    const fields = await t.app.inject({
      method: 'PATCH',
      url: `${url}/additional-fields`,
      headers: w.starter.headers,
      payload: { additionalFields: { repairOrders: 'Seal the door', reasonForNotScanning: 'Label worn' } },
    });
    expect(fields.json().additionalFields).toEqual({ repairOrders: 'Seal the door', reasonForNotScanning: 'Label worn' });
    const merged = await t.app.inject({
      method: 'PATCH',
      url: `${url}/additional-fields`,
      headers: w.starter.headers,
      payload: { additionalFields: { repairOrders: '', batchNumberOfUsedPreparations: 'B-77' } },
    });
    expect(merged.json().additionalFields).toEqual({ repairOrders: null, reasonForNotScanning: 'Label worn', batchNumberOfUsedPreparations: 'B-77' });
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${url}/additional-fields`, headers: w.starter.headers, payload: { additionalFields: { colour: 'red' } } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `${url}/additional-fields`,
          headers: w.technician.headers,
          payload: { additionalFields: { repairOrders: 'x' } },
        })
      ).statusCode,
    ).toBe(403);

    await t.app.inject({ method: 'POST', url: `${url}/complete`, headers: w.starter.headers });
    const late = await t.app.inject({ method: 'PATCH', url: `${url}/details`, headers: w.starter.headers, payload: { name: 'Too late' } });
    expect([late.statusCode, late.json().code]).toEqual([409, 'inspection/not_in_progress']);
    const corrected = await t.app.inject({ method: 'PATCH', url: `${url}/details`, headers: w.manager.headers, payload: { name: 'Corrected by the office' } });
    expect(corrected.json()).toMatchObject({ name: 'Corrected by the office', canCorrect: true });
    await t.app.inject({ method: 'POST', url: `${url}/approve`, headers: w.approver.headers });
    const locked = await t.app.inject({
      method: 'PATCH',
      url: `${url}/additional-fields`,
      headers: w.manager.headers,
      payload: { additionalFields: { repairOrders: 'x' } },
    });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'inspection/approved']);
    const row = await t.db.inspection.findUniqueOrThrow({ where: { id: s.id } });
    expect([row.name, (row.additionalFields as { repairOrders: unknown }).repairOrders]).toEqual(['Corrected by the office', null]);
  });

  it('another company gets 404 from every call and changes nothing', async () => {
    const w = await inspectionWorld(t);
    const s = await start(t, w);
    const h = w.otherManager.headers;
    const url = `${w.base}/${s.uuid}`;
    const calls = [
      { method: 'POST', url: w.base, payload: {} },
      { method: 'GET', url },
      { method: 'GET', url: `${url}/details` },
      { method: 'PATCH', url: `${url}/details`, payload: { name: 'Theirs' } },
      { method: 'PATCH', url: `${url}/additional-fields`, payload: { additionalFields: { repairOrders: 'x' } } },
      { method: 'POST', url: `${url}/complete` },
      { method: 'POST', url: `${url}/cancel` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: h });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // Their own place with this inspection's id: still 404.
    const theirPlace = await t.db.place.create({ data: { name: 'Theirs', address: 'x', companyId: w.other.id } });
    expect((await t.app.inject({ method: 'GET', url: `/api/places/${theirPlace.uuid}/inspections/${s.id}`, headers: h })).statusCode).toBe(404);
    const row = await t.db.inspection.findUniqueOrThrow({ where: { id: s.id } });
    expect([row.name, row.status, row.additionalFields]).toEqual([row.name, 'IN_PROGRESS', {}]);
    expect(await t.db.inspection.count({ where: { placeId: w.place.id } })).toBe(1);
  });
});
