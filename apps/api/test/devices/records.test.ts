import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('device records', () => {
  const t = useApi({ DATA_DIR: mkdtempSync(join(tmpdir(), 'trapline-records-')) });

  async function world() {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const type = await t.db.deviceType.create({ data: { name: 'Bait station' } });
    const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'A1', deviceTypeId: type.id } });
    const action = await t.db.deviceTypeAction.create({ data: { name: 'Bait replaced' } });
    const otherAction = await t.db.deviceTypeAction.create({ data: { name: 'Cleaned' } });
    const strayAction = await t.db.deviceTypeAction.create({ data: { name: 'Not for this type' } });
    await t.db.deviceTypeActionLink.createMany({
      data: [
        { deviceTypeId: type.id, actionId: action.id },
        { deviceTypeId: type.id, actionId: otherAction.id },
      ],
    });
    const mouse = await t.db.deviceTypeObject.create({ data: { name: 'Mouse' } });
    const rat = await t.db.deviceTypeObject.create({ data: { name: 'Rat' } });
    await t.db.deviceTypeObjectLink.createMany({
      data: [
        { deviceTypeId: type.id, objectId: mouse.id },
        { deviceTypeId: type.id, objectId: rat.id },
      ],
    });
    const refill = await t.db.deviceTypeObservation.create({ data: { name: 'Refill', type: 'REFILL' } });
    const techUser = await createUser(t.db, { companyId: company.id, role: 'USER' });
    await t.db.placeUser.create({ data: { placeId: place.id, userId: techUser.id } });
    const actionRecord = await t.db.deviceActionRecord.create({
      data: { deviceId: device.id, deviceTypeActionId: action.id, amount: 2, note: 'ok', userId: techUser.id },
    });
    const objectRecord = await t.db.deviceObjectRecord.create({ data: { deviceId: device.id, deviceTypeObjectId: mouse.id, amount: 3 } });
    const observationRecord = await t.db.deviceObservationRecord.create({
      data: {
        deviceId: device.id,
        deviceTypeObservationId: refill.id,
        type: 'REFILL',
        amount: 1,
        note: 'refilled',
        data: { type: 'REFILL', totalMixtures: 100, mixtures: { '1': { value: 2, grammage: 50, mixtureId: 1 } } },
      },
    });
    await t.app.storage.put(`devices/${device.uuid}/photo.jpg`, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
    const image = await t.db.deviceImage.create({ data: { deviceId: device.id, filePath: `devices/${device.uuid}/photo.jpg`, userId: techUser.id } });
    return {
      device,
      action,
      otherAction,
      strayAction,
      mouse,
      rat,
      actionRecord,
      objectRecord,
      observationRecord,
      image,
      admin: bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token),
      technician: bearer((await signIn(t.app, techUser.email)).token),
      otherManager: bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id })).email)).token),
      base: `/api/v3/devices/${device.uuid}`,
    };
  }

  it('lists every kind of record of a device for anyone who sees it, with users, inspections and signed image URLs', async () => {
    const w = await world();
    const actions = (await t.app.inject({ method: 'GET', url: `${w.base}/actions`, headers: w.technician })).json();
    expect(actions).toEqual([
      expect.objectContaining({
        id: w.actionRecord.id,
        amount: 2,
        note: 'ok',
        deviceTypeAction: { id: w.action.id, name: 'Bait replaced' },
        user: expect.objectContaining({ name: 'Jan' }),
        inspection: null,
      }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/devices/${w.device.id}/objects`, headers: w.technician })).json()[0]).toMatchObject({
      amount: 3,
      deviceTypeObject: { name: 'Mouse' },
    });
    expect((await t.app.inject({ method: 'GET', url: `${w.base}/observations`, headers: w.technician })).json()[0]).toMatchObject({
      type: 'REFILL',
      data: { totalMixtures: 100 },
    });
    const images = (await t.app.inject({ method: 'GET', url: `${w.base}/images`, headers: w.technician })).json();
    const signed = new URL(images[0].signedUrl);
    expect((await t.app.inject({ method: 'GET', url: signed.pathname + signed.search })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${w.base}/images/${w.image.id}`, headers: w.technician })).json().id).toBe(w.image.id);
    expect((await t.app.inject({ method: 'GET', url: `${w.base}/actions/${w.actionRecord.uuid}`, headers: w.technician })).json().id).toBe(w.actionRecord.id);
  });

  it('lets admins edit records with the spec rules; the observation type never changes and refills recompute their total', async () => {
    const w = await world();
    const action = await t.app.inject({
      method: 'PATCH',
      url: `${w.base}/actions/${w.actionRecord.id}`,
      headers: w.admin,
      payload: { amount: 0, note: 'none left', deviceTypeActionId: w.otherAction.id },
    });
    expect(action.json()).toMatchObject({ amount: 0, note: 'none left', deviceTypeAction: { name: 'Cleaned' } });
    const badAction = [{ amount: -1, note: 'x' }, { amount: 1, note: ' ' }, { note: 'x' }, { amount: 1, note: 'x', deviceTypeActionId: w.strayAction.id }];
    for (const payload of badAction)
      expect((await t.app.inject({ method: 'PATCH', url: `${w.base}/actions/${w.actionRecord.id}`, headers: w.admin, payload })).statusCode).toBe(400);

    const object = await t.app.inject({
      method: 'PATCH',
      url: `${w.base}/objects/${w.objectRecord.id}`,
      headers: w.admin,
      payload: { amount: 5, deviceTypeObjectId: w.rat.id },
    });
    expect(object.json()).toMatchObject({ amount: 5, deviceTypeObject: { name: 'Rat' }, note: null });
    expect((await t.app.inject({ method: 'PATCH', url: `${w.base}/objects/${w.objectRecord.id}`, headers: w.admin, payload: { amount: 5 } })).statusCode).toBe(
      400,
    );

    const url = `${w.base}/observations/${w.observationRecord.id}`;
    const changedType = await t.app.inject({ method: 'PATCH', url, headers: w.admin, payload: { amount: 1, note: 'x', type: 'NEUTRAL' } });
    expect(changedType.statusCode).toBe(400);
    expect(changedType.json().details.fields[0].message).toBe('observation_type_cannot_change');
    const refill = await t.app.inject({
      method: 'PATCH',
      url,
      headers: w.admin,
      payload: {
        amount: 1,
        note: 'two mixtures',
        data: { mixtures: { '1': { value: 3, grammage: 20, mixtureId: 1 }, '2': { value: 0, grammage: 10, mixtureId: 2 } } },
      },
    });
    expect(refill.json().data).toMatchObject({ type: 'REFILL', totalMixtures: 60, mixtures: { '1': { value: 3, grammage: 20, mixtureId: 1 } } });
    expect(refill.json().data.mixtures['2']).toBeUndefined();
  });

  it('only admins edit or delete; deleting an image removes its file', async () => {
    const w = await world();
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${w.base}/actions/${w.actionRecord.id}`, headers: w.technician, payload: { amount: 1, note: 'x' } }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${w.base}/objects/${w.objectRecord.id}`, headers: w.technician })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${w.base}/images/${w.image.id}`, headers: w.technician })).statusCode).toBe(403);
    for (const [kind, id] of [
      ['actions', w.actionRecord.id],
      ['objects', w.objectRecord.id],
      ['observations', w.observationRecord.id],
    ] as const) {
      expect((await t.app.inject({ method: 'DELETE', url: `${w.base}/${kind}/${id}`, headers: w.admin })).statusCode).toBe(204);
      expect((await t.app.inject({ method: 'GET', url: `${w.base}/${kind}/${id}`, headers: w.admin })).statusCode).toBe(404);
    }
    const signed = new URL((await t.app.inject({ method: 'GET', url: `${w.base}/images/${w.image.id}`, headers: w.admin })).json().signedUrl);
    expect((await t.app.inject({ method: 'DELETE', url: `${w.base}/images/${w.image.uuid}`, headers: w.admin })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: signed.pathname + signed.search })).statusCode).toBe(404);
  });

  it('another company gets 404 on every record call and changes nothing', async () => {
    const w = await world();
    const h = w.otherManager;
    const calls = [
      ...['actions', 'objects', 'observations', 'images'].map((k) => ({ method: 'GET' as const, url: `${w.base}/${k}` })),
      { method: 'GET' as const, url: `${w.base}/actions/${w.actionRecord.id}` },
      { method: 'PATCH' as const, url: `${w.base}/actions/${w.actionRecord.id}`, payload: { amount: 9, note: 'x' } },
      { method: 'DELETE' as const, url: `${w.base}/actions/${w.actionRecord.id}` },
      { method: 'GET' as const, url: `${w.base}/objects/${w.objectRecord.id}` },
      { method: 'PATCH' as const, url: `${w.base}/objects/${w.objectRecord.id}`, payload: { amount: 9, deviceTypeObjectId: w.rat.id } },
      { method: 'DELETE' as const, url: `${w.base}/objects/${w.objectRecord.id}` },
      { method: 'GET' as const, url: `${w.base}/observations/${w.observationRecord.id}` },
      { method: 'PATCH' as const, url: `${w.base}/observations/${w.observationRecord.id}`, payload: { amount: 9, note: 'x' } },
      { method: 'DELETE' as const, url: `${w.base}/observations/${w.observationRecord.id}` },
      { method: 'GET' as const, url: `${w.base}/images/${w.image.id}` },
      { method: 'DELETE' as const, url: `${w.base}/images/${w.image.id}` },
    ];
    for (const call of calls) expect((await t.app.inject({ ...call, headers: h })).statusCode, `${call.method} ${call.url}`).toBe(404);
    expect((await t.db.deviceActionRecord.findUniqueOrThrow({ where: { id: w.actionRecord.id } })).amount.toNumber()).toBe(2);
    expect(await t.db.deviceObjectRecord.count({ where: { id: w.objectRecord.id } })).toBe(1);
    expect(await t.db.deviceObservationRecord.count({ where: { id: w.observationRecord.id } })).toBe(1);
    expect(await t.db.deviceImage.count({ where: { id: w.image.id } })).toBe(1);
    // A record of another device is not reachable through this one.
    const second = await t.db.device.create({ data: { placeId: w.device.placeId, uniqueId: 'A2', deviceTypeId: w.device.deviceTypeId } });
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/devices/${second.uuid}/actions/${w.actionRecord.id}`, headers: w.admin })).statusCode).toBe(404);
  });
});
