import { describe, expect, it } from 'vitest';
import { ZInspectionDetails } from '@trapline/contracts/inspections';
import { useApi } from '../helpers.ts';
import { inspectionWorld, start, type InspectionWorld } from './world.ts';

// The world signs in six users; on a shared, busy machine the first test (with the warm-up) needs more than the default.
describe('inspections: devices and records', { timeout: 60_000 }, () => {
  const t = useApi();

  /** An inspection of the traps in the hall (device A1) started by the starter. */
  async function running(w: InspectionWorld) {
    const s = await start(t, w, w.starter.headers, { zoneIds: [w.hall.id], deviceTypeIds: [w.trap.id] });
    const a1 = await t.db.inspectionDevice.findFirstOrThrow({ where: { inspectionId: s.id, deviceId: w.devices.a1.id } });
    return { ...s, a1, url: `${w.base}/${s.uuid}`, deviceUrl: `${w.base}/${s.uuid}/devices/${a1.id}` };
  }

  it('adds a device with its automatic actions, refuses it twice, and removes it', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const added = await t.app.inject({ method: 'POST', url: `${s.url}/devices`, headers: w.starter.headers, payload: { deviceUuid: w.devices.a2.uuid } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      scanned: false,
      status: 'UNCHECKED',
      device: { uniqueId: 'A2' },
      actions: [{ deviceTypeAction: { name: 'Installed' } }],
    });
    const twice = await t.app.inject({ method: 'POST', url: `${s.url}/devices`, headers: w.starter.headers, payload: { deviceUuid: w.devices.a2.uuid } });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'inspection/device_already_in_inspection']);
    for (const payload of [{}, { deviceUuid: '' }, { deviceUuid: w.devices.gone.uuid }, { deviceUuid: '00000000-0000-4000-8000-000000000000' }]) {
      const bad = await t.app.inject({ method: 'POST', url: `${s.url}/devices`, headers: w.starter.headers, payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const lamp = await t.app.inject({ method: 'POST', url: `${s.url}/devices`, headers: w.starter.headers, payload: { deviceUuid: w.devices.l1.uuid } });
    expect(lamp.json().actions).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `${s.url}/devices/${lamp.json().uuid}`, headers: w.technician.headers })).json().device.uniqueId).toBe(
      'L1',
    );

    // A device without records goes for its recorder; one with records (A2's automatic action) only for admins.
    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/devices/${lamp.json().id}`, headers: w.starter.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/devices/${added.json().id}`, headers: w.starter.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/devices/${added.json().id}`, headers: w.technician.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/devices/${added.json().id}`, headers: w.manager.headers })).statusCode).toBe(204);
    expect(await t.db.deviceActionRecord.count({ where: { deviceId: w.devices.a2.id } })).toBe(0);
    expect(await t.db.inspectionDevice.count({ where: { inspectionId: s.id } })).toBe(1);
    expect(
      (await t.app.inject({ method: 'POST', url: `${s.url}/devices`, headers: w.technician.headers, payload: { deviceUuid: w.devices.l2.uuid } })).statusCode,
    ).toBe(403);
  });

  it('marks devices scanned and checked, counted in the inspection', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const scanned = await t.app.inject({ method: 'POST', url: `${s.deviceUrl}/set-scanned`, headers: w.starter.headers });
    expect(scanned.json()).toMatchObject({ scanned: true, status: 'UNCHECKED' });
    const checked = await t.app.inject({ method: 'POST', url: `${s.deviceUrl}/set-checked`, headers: w.starter.headers, payload: {} });
    expect(checked.json()).toMatchObject({ scanned: true, status: 'CHECKED' });
    expect((await t.app.inject({ method: 'POST', url: `${s.deviceUrl}/set-checked`, headers: w.starter.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: s.url, headers: w.starter.headers })).json()).toMatchObject({
      devicesCount: 1,
      checkedCount: 1,
      scannedCount: 1,
      notCheckedCount: 0,
      notScannedCount: 0,
    });
    // The place's list shows checked of total devices (spec 2, section 2.13).
    const list = (await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/inspections?status=IN_PROGRESS`, headers: w.technician.headers })).json();
    expect(list.inspections.find((i: { id: number }) => i.id === s.id)).toMatchObject({ devicesCount: 1, checkedCount: 1, note: null });
    expect(list.canStart).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/places/${w.place.uuid}/inspections`, headers: w.starter.headers })).json().canStart).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: `${s.url}/devices/99999999/set-scanned`, headers: w.starter.headers })).statusCode).toBe(404);
    const other = await running({ ...w, starter: w.manager });
    expect((await t.app.inject({ method: 'POST', url: `${s.url}/devices/${other.a1.id}/set-scanned`, headers: w.starter.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `${other.deviceUrl}/set-scanned`, headers: w.technician.headers })).statusCode).toBe(403);
  });

  it("records actions and pests of the device type, amounts of at least 1, as the device's own records", async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const action = await t.app.inject({
      method: 'POST',
      url: `${s.deviceUrl}/actions`,
      headers: w.starter.headers,
      payload: { deviceTypeActionId: w.baitReplaced.id, amount: 2, note: 'fresh' },
    });
    expect(action.statusCode).toBe(201);
    expect(action.json()).toMatchObject({
      amount: 2,
      note: 'fresh',
      deviceTypeAction: { name: 'Bait replaced' },
      inspection: { id: s.id },
      user: { name: 'Jan' },
    });
    const pest = await t.app.inject({
      method: 'POST',
      url: `${s.deviceUrl}/objects`,
      headers: w.starter.headers,
      payload: { deviceTypeObjectId: w.mouse.id, amount: 3 },
    });
    expect(pest.json()).toMatchObject({ amount: 3, note: null, deviceTypeObject: { name: 'Mouse' } });
    const bad = [
      { path: 'actions', payload: { deviceTypeActionId: w.baitReplaced.id, amount: 0 } },
      { path: 'actions', payload: { deviceTypeActionId: w.baitReplaced.id } },
      { path: 'actions', payload: { deviceTypeActionId: w.cleaned.id, amount: 1 } },
      { path: 'objects', payload: { deviceTypeObjectId: w.fly.id, amount: 1 } },
      { path: 'objects', payload: { deviceTypeObjectId: w.mouse.id, amount: 1.5 } },
      { path: 'objects', payload: { deviceTypeObjectId: 'mouse', amount: 1 } },
    ];
    for (const b of bad) {
      const res = await t.app.inject({ method: 'POST', url: `${s.deviceUrl}/${b.path}`, headers: w.starter.headers, payload: b.payload });
      expect([res.statusCode, res.json().code], JSON.stringify(b)).toEqual([400, 'common/validation_failed']);
    }
    // The device's own history shows them, tagged with the inspection.
    const history = (await t.app.inject({ method: 'GET', url: `/api/v3/devices/${w.devices.a1.uuid}/objects`, headers: w.manager.headers })).json();
    expect(history).toEqual([expect.objectContaining({ amount: 3, inspection: expect.objectContaining({ id: s.id }) })]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${s.deviceUrl}/actions`,
          headers: w.technician.headers,
          payload: { deviceTypeActionId: w.baitReplaced.id, amount: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(await t.db.deviceActionRecord.count({ where: { inspectionId: s.id } })).toBe(2);
  });

  it('records observations by their catalogue type: bait collect in steps of 10, refills totalled in grams', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `${s.deviceUrl}/observations`, headers: w.starter.headers, payload });
    const eaten = await post({ deviceTypeObservationId: w.baitCollect.id, amountPercentage: 40 });
    expect(eaten.statusCode).toBe(201);
    expect(eaten.json()).toMatchObject({ type: 'BAIT_COLLECT', amount: 40, data: { type: 'BAIT_COLLECT', amountPercentage: 40 } });
    const first = await post({
      deviceTypeObservationId: w.refill.id,
      mixtures: { [w.paste.id]: { value: 2, grammage: 1, mixtureId: w.paste.id }, [w.grain.id]: { value: 0, grammage: 20, mixtureId: w.grain.id } },
    });
    expect(first.json()).toMatchObject({ type: 'REFILL', amount: 30, data: { totalMixtures: 30, mixtures: { [w.paste.id]: { value: 2, grammage: 15 } } } });
    expect(Object.keys(first.json().data.mixtures)).toEqual([String(w.paste.id)]);
    const second = await post({
      deviceTypeObservationId: w.refill.id,
      type: 'REFILL',
      mixtures: { [w.grain.id]: { value: 3, grammage: 20, mixtureId: w.grain.id } },
    });
    expect(second.json().data).toMatchObject({ totalMixtures: 60, previousTotalMixtures: 30 });
    expect((await post({ deviceTypeObservationId: w.neutral.id, note: 'dusty' })).json()).toMatchObject({ type: 'NEUTRAL', amount: 1, note: 'dusty' });
    const bad = [
      { deviceTypeObservationId: w.baitCollect.id, amountPercentage: 45 },
      { deviceTypeObservationId: w.baitCollect.id, amountPercentage: 110 },
      { deviceTypeObservationId: w.baitCollect.id },
      { deviceTypeObservationId: w.baitCollect.id, type: 'REFILL', amountPercentage: 10 },
      { deviceTypeObservationId: w.refill.id, mixtures: {} },
      { deviceTypeObservationId: w.refill.id, mixtures: { x: { value: 1, grammage: 1, mixtureId: w.foreignMixture.id } } },
      { amountPercentage: 10 },
    ];
    for (const payload of bad) {
      const res = await post(payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
    }
    expect(await t.db.deviceObservationRecord.count({ where: { inspectionId: s.id } })).toBe(4);

    // The device table (shaped in the database) and one device (shaped in the API) agree, and match the contract.
    await t.app.inject({
      method: 'POST',
      url: `${s.deviceUrl}/objects`,
      headers: w.starter.headers,
      payload: { deviceTypeObjectId: w.mouse.id, amount: 2, note: 'by the door' },
    });
    await t.db.deviceImage.create({ data: { deviceId: w.devices.a1.id, filePath: 'inspections/a1.jpg', inspectionId: s.id, inspectionDeviceId: s.a1.id } });
    const details = await t.app.inject({ method: 'GET', url: `${s.url}/details`, headers: w.technician.headers });
    expect(details.headers['content-type']).toMatch(/^application\/json/);
    const table = ZInspectionDetails.parse(details.json());
    const one = (await t.app.inject({ method: 'GET', url: s.deviceUrl, headers: w.technician.headers })).json();
    expect(table.devices).toEqual([one]);
    // Nothing beyond the contract: the records name no inspection (the row's inspectionId does, once).
    expect(details.json().devices).toEqual(table.devices);
    expect(one.actions[0]).not.toHaveProperty('inspection');
    expect(one.observations.map((o: { type: string }) => o.type)).toEqual(['BAIT_COLLECT', 'REFILL', 'REFILL', 'NEUTRAL']);
    expect(one.imageIds).toHaveLength(1);
  });

  it('keeps the device table only while nothing it shows has changed, whichever way the change is written', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const table = async () => {
      const res = await t.app.inject({ method: 'GET', url: `${s.url}/details`, headers: w.manager.headers });
      expect(res.statusCode).toBe(200);
      return ZInspectionDetails.parse(res.json()).devices;
    };
    const a1 = async () => (await table()).find((d) => d.id === s.a1.id)!;
    // Read twice: the second answer comes from the cache and is the same.
    expect(await table()).toEqual(await table());

    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${s.deviceUrl}/actions`,
          headers: w.starter.headers,
          payload: { deviceTypeActionId: w.baitReplaced.id, amount: 2 },
        })
      ).statusCode,
    ).toBe(201);
    expect((await a1()).actions.map((a) => a.amount)).toContain(2);
    expect((await t.app.inject({ method: 'POST', url: `${s.deviceUrl}/set-checked`, headers: w.starter.headers, payload: {} })).statusCode).toBe(200);
    expect((await a1()).status).toBe('CHECKED');
    // Written past the API (another program, a script): the database's triggers see it all the same.
    await t.db.user.update({ where: { id: w.starter.user.id }, data: { name: 'Janusz' } });
    expect((await a1()).actions.find((a) => a.amount === 2)?.user?.name).toBe('Janusz');
    await t.db.device.update({ where: { id: w.devices.a1.id }, data: { name: 'Przy drzwiach' } });
    expect((await a1()).device.name).toBe('Przy drzwiach');
    await t.db.deviceActionRecord.deleteMany({ where: { inspectionDeviceId: s.a1.id, amount: 2 } });
    expect((await a1()).actions.map((a) => a.amount)).not.toContain(2);
    await t.db.inspectionDevice.update({ where: { id: s.a1.id }, data: { scanned: true } });
    expect((await a1()).scanned).toBe(true);
    const added = await t.app.inject({ method: 'POST', url: `${s.url}/devices`, headers: w.starter.headers, payload: { deviceUuid: w.devices.l1.uuid } });
    expect((await table()).map((d) => d.id)).toContain(added.json().id);
    await t.db.inspectionDevice.delete({ where: { id: added.json().id } });
    expect((await table()).map((d) => d.id)).not.toContain(added.json().id);
  });

  it('bulk-adds an action or a pest to every device of a type in the inspection', async () => {
    const w = await inspectionWorld(t);
    const s = await start(t, w);
    const actions = await t.app.inject({
      method: 'POST',
      url: `${w.base}/${s.id}/device-types/${w.trap.id}/actions`,
      headers: w.starter.headers,
      payload: { deviceTypeActionId: w.baitReplaced.id, amount: 1 },
    });
    expect([actions.statusCode, actions.json()]).toEqual([201, { count: 2 }]);
    const pests = await t.app.inject({
      method: 'POST',
      url: `${w.base}/${s.id}/device-types/${w.lamp.id}/objects`,
      headers: w.starter.headers,
      payload: { deviceTypeObjectId: w.fly.id, amount: 5, note: 'summer' },
    });
    expect(pests.json()).toEqual({ count: 2 });
    const flies = await t.db.deviceObjectRecord.findMany({ where: { inspectionId: s.id } });
    expect(flies.map((f) => [f.deviceId, f.amount.toNumber(), f.note]).sort()).toEqual(
      [
        [w.devices.l1.id, 5, 'summer'],
        [w.devices.l2.id, 5, 'summer'],
      ].sort(),
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${w.base}/${s.id}/device-types/${w.lamp.id}/actions`,
          headers: w.starter.headers,
          payload: { deviceTypeActionId: w.baitReplaced.id, amount: 1 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${w.base}/${s.id}/device-types/${w.trap.id}/actions`,
          headers: w.starter.headers,
          payload: { deviceTypeActionId: w.baitReplaced.id, amount: 0 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${w.base}/${s.id}/device-types/${w.trap.id}/actions`,
          headers: w.technician.headers,
          payload: { deviceTypeActionId: w.baitReplaced.id, amount: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `${w.base}/${s.id}/device-types/abc/actions`,
          headers: w.starter.headers,
          payload: { deviceTypeActionId: w.baitReplaced.id, amount: 1 },
        })
      ).statusCode,
    ).toBe(404);
    expect(await t.db.deviceActionRecord.count({ where: { inspectionId: s.id, deviceTypeActionId: w.baitReplaced.id } })).toBe(2);
  });

  it('lets admins alone read-edit-delete records; approved inspections refuse even them', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const action = (
      await t.app.inject({
        method: 'POST',
        url: `${s.deviceUrl}/actions`,
        headers: w.starter.headers,
        payload: { deviceTypeActionId: w.baitReplaced.id, amount: 2 },
      })
    ).json();
    const pest = (
      await t.app.inject({ method: 'POST', url: `${s.deviceUrl}/objects`, headers: w.starter.headers, payload: { deviceTypeObjectId: w.mouse.id, amount: 2 } })
    ).json();
    const refill = (
      await t.app.inject({
        method: 'POST',
        url: `${s.deviceUrl}/observations`,
        headers: w.starter.headers,
        payload: { deviceTypeObservationId: w.refill.id, mixtures: { a: { value: 1, grammage: 0, mixtureId: w.paste.id } } },
      })
    ).json();
    expect((await t.app.inject({ method: 'GET', url: `${s.url}/actions/${action.id}`, headers: w.technician.headers })).json()).toMatchObject({
      id: action.id,
      amount: 2,
    });
    expect((await t.app.inject({ method: 'GET', url: `${s.url}/objects/${pest.uuid}`, headers: w.technician.headers })).json()).toMatchObject({ id: pest.id });
    expect((await t.app.inject({ method: 'GET', url: `${s.url}/observations/${refill.id}`, headers: w.technician.headers })).json()).toMatchObject({
      type: 'REFILL',
      amount: 15,
    });
    expect((await t.app.inject({ method: 'GET', url: `${s.url}/actions/${pest.id}`, headers: w.technician.headers })).statusCode).toBe(404);

    // The recorder may add, not edit or delete.
    expect((await t.app.inject({ method: 'PATCH', url: `${s.url}/actions/${action.id}`, headers: w.starter.headers, payload: { amount: 3 } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/objects/${pest.id}`, headers: w.starter.headers })).statusCode).toBe(403);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${s.url}/actions/${action.id}`,
      headers: w.manager.headers,
      payload: { amount: 3, note: 'more', createdAt: '2026-02-01T10:00:00+01:00' },
    });
    expect(edited.json()).toMatchObject({ amount: 3, note: 'more', createdAt: '2026-02-01T09:00:00.000Z' });
    expect((await t.app.inject({ method: 'PATCH', url: `${s.url}/objects/${pest.id}`, headers: w.manager.headers, payload: { amount: 0 } })).statusCode).toBe(
      400,
    );
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${s.url}/objects/${pest.id}`, headers: w.manager.headers, payload: { amount: 4 } })).json(),
    ).toMatchObject({ amount: 4 });
    const refilled = await t.app.inject({
      method: 'PATCH',
      url: `${s.url}/observations/${refill.id}`,
      headers: w.manager.headers,
      payload: { mixtures: { a: { value: 2, grammage: 0, mixtureId: w.paste.id } }, note: 'two packs' },
    });
    expect(refilled.json()).toMatchObject({ amount: 30, note: 'two packs', data: { totalMixtures: 30 } });
    const retype = await t.app.inject({
      method: 'PATCH',
      url: `${s.url}/observations/${refill.id}`,
      headers: w.manager.headers,
      payload: { type: 'BAIT_COLLECT', amountPercentage: 10 },
    });
    expect(retype.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: `${s.url}/objects/${pest.id}`, headers: w.manager.headers })).statusCode).toBe(204);
    expect(await t.db.deviceObjectRecord.count({ where: { id: pest.id } })).toBe(0);

    await t.app.inject({ method: 'POST', url: `${s.url}/complete`, headers: w.starter.headers });
    // Completed: the recorder may no longer add; an admin still corrects.
    const late = await t.app.inject({
      method: 'POST',
      url: `${s.deviceUrl}/actions`,
      headers: w.starter.headers,
      payload: { deviceTypeActionId: w.baitReplaced.id, amount: 1 },
    });
    expect([late.statusCode, late.json().code]).toEqual([409, 'inspection/not_in_progress']);
    expect((await t.app.inject({ method: 'PATCH', url: `${s.url}/actions/${action.id}`, headers: w.manager.headers, payload: { amount: 5 } })).statusCode).toBe(
      200,
    );
    await t.app.inject({ method: 'POST', url: `${s.url}/approve`, headers: w.approver.headers });
    const locked = await t.app.inject({ method: 'DELETE', url: `${s.url}/actions/${action.id}`, headers: w.manager.headers });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'inspection/approved']);
    const lockedMark = await t.app.inject({ method: 'POST', url: `${s.deviceUrl}/set-checked`, headers: w.manager.headers });
    expect([lockedMark.statusCode, lockedMark.json().code]).toEqual([409, 'inspection/approved']);
    expect((await t.db.deviceActionRecord.findUniqueOrThrow({ where: { id: action.id } })).amount.toNumber()).toBe(5);
  });

  it('another company gets 404 from every recording call and changes nothing', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const action = (
      await t.app.inject({
        method: 'POST',
        url: `${s.deviceUrl}/actions`,
        headers: w.starter.headers,
        payload: { deviceTypeActionId: w.baitReplaced.id, amount: 2 },
      })
    ).json();
    const pest = (
      await t.app.inject({ method: 'POST', url: `${s.deviceUrl}/objects`, headers: w.starter.headers, payload: { deviceTypeObjectId: w.mouse.id, amount: 2 } })
    ).json();
    const seen = (
      await t.app.inject({
        method: 'POST',
        url: `${s.deviceUrl}/observations`,
        headers: w.starter.headers,
        payload: { deviceTypeObservationId: w.baitCollect.id, amountPercentage: 20 },
      })
    ).json();
    const before = await snapshot(s.id);
    const calls = [
      { method: 'GET', url: s.deviceUrl },
      { method: 'POST', url: `${s.url}/devices`, payload: { deviceUuid: w.devices.a2.uuid } },
      { method: 'DELETE', url: s.deviceUrl },
      { method: 'POST', url: `${s.deviceUrl}/set-scanned` },
      { method: 'POST', url: `${s.deviceUrl}/set-checked` },
      { method: 'POST', url: `${s.deviceUrl}/actions`, payload: { deviceTypeActionId: w.baitReplaced.id, amount: 1 } },
      { method: 'POST', url: `${s.deviceUrl}/objects`, payload: { deviceTypeObjectId: w.mouse.id, amount: 1 } },
      { method: 'POST', url: `${s.deviceUrl}/observations`, payload: { deviceTypeObservationId: w.baitCollect.id, amountPercentage: 10 } },
      { method: 'POST', url: `${s.url}/device-types/${w.trap.id}/actions`, payload: { deviceTypeActionId: w.baitReplaced.id, amount: 1 } },
      { method: 'POST', url: `${s.url}/device-types/${w.trap.id}/objects`, payload: { deviceTypeObjectId: w.mouse.id, amount: 1 } },
      { method: 'GET', url: `${s.url}/actions/${action.id}` },
      { method: 'PATCH', url: `${s.url}/actions/${action.id}`, payload: { amount: 9 } },
      { method: 'DELETE', url: `${s.url}/actions/${action.id}` },
      { method: 'GET', url: `${s.url}/objects/${pest.id}` },
      { method: 'PATCH', url: `${s.url}/objects/${pest.id}`, payload: { amount: 9 } },
      { method: 'DELETE', url: `${s.url}/objects/${pest.id}` },
      { method: 'GET', url: `${s.url}/observations/${seen.id}` },
      { method: 'PATCH', url: `${s.url}/observations/${seen.id}`, payload: { amountPercentage: 90 } },
      { method: 'DELETE', url: `${s.url}/observations/${seen.id}` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: w.otherManager.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await snapshot(s.id)).toEqual(before);
  });

  async function snapshot(inspectionId: number) {
    const [devices, actions, objects, observations] = await Promise.all([
      t.db.inspectionDevice.findMany({ where: { inspectionId }, orderBy: { id: 'asc' } }),
      t.db.deviceActionRecord.findMany({ where: { inspectionId }, orderBy: { id: 'asc' } }),
      t.db.deviceObjectRecord.findMany({ where: { inspectionId }, orderBy: { id: 'asc' } }),
      t.db.deviceObservationRecord.findMany({ where: { inspectionId }, orderBy: { id: 'asc' } }),
    ]);
    return JSON.parse(JSON.stringify({ devices, actions, objects, observations }));
  }
});
