import { describe, expect, it } from 'vitest';
import { ZPestLimitListResponse } from '@trapline/contracts/limits';
import { useApi } from '../helpers.ts';
import { limitsWorld } from './world.ts';

describe('pest limits', () => {
  const t = useApi();

  it('creates, reads, changes and deletes a limit of each type with its rows', { timeout: 60_000 }, async () => {
    const w = await limitsWorld(t);
    const byDevices = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.controller.headers,
      payload: {
        name: 'Doors',
        type: 'DEVICES',
        deviceUuids: [w.d1.uuid, w.d3.uuid],
        normalSum: 5,
        dangerousSum: 1,
        limits: [
          { objectId: w.mouse.id, value: 3, type: 'NORMAL' },
          { observationId: w.collect.id, limitType: 'OBSERVATION', percentage: 50, type: 'NORMAL' },
        ],
      },
    });
    expect(byDevices.statusCode).toBe(201);
    const created = byDevices.json().limit;
    expect(created).toMatchObject({
      name: 'Doors',
      type: 'DEVICES',
      normalSum: 5,
      dangerousSum: 1,
      zones: [],
      deviceTypes: [],
      devices: [
        { uuid: w.d1.uuid, uniqueId: 'A1' },
        { uuid: w.d3.uuid, uniqueId: 'B1' },
      ],
      limits: [
        { objectId: w.mouse.id, observationId: null, value: 3, type: 'NORMAL', limitType: 'OBJECT', percentage: null },
        { objectId: null, observationId: w.collect.id, value: 0, type: 'NORMAL', limitType: 'OBSERVATION', percentage: 50 },
      ],
    });
    const byType = await t.app.inject({
      method: 'POST',
      url: w.url,
      headers: w.manager.headers,
      payload: { name: 'Traps in the hall', type: 'DEVICE_TYPE', deviceTypeIds: [w.trap.id], zoneIds: [w.hall.id], dangerousSum: 2 },
    });
    expect(byType.statusCode).toBe(201);
    expect(byType.json().limit).toMatchObject({ deviceTypes: [{ id: w.trap.id, name: 'Rodent trap' }], zones: [{ id: w.hall.id, name: 'Hall' }], devices: [] });

    // Everyone who sees the place reads them; canEdit tells who may change them.
    for (const who of [w.manager, w.controller, w.technician, w.clientUser]) {
      const list = await t.app.inject({ method: 'GET', url: w.url, headers: who.headers });
      expect(list.statusCode).toBe(200);
      expect(ZPestLimitListResponse.parse(list.json()).limits.map((l) => l.name)).toEqual(['Doors', 'Traps in the hall']);
    }
    expect((await t.app.inject({ method: 'GET', url: w.url, headers: w.technician.headers })).json().canEdit).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: w.url, headers: w.controller.headers })).json().canEdit).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${created.uuid}`, headers: w.clientUser.headers })).json().limit.id).toBe(created.id);

    // Edit: the body without type replaces the rows; the type stays.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${w.url}/${created.id}`,
      headers: w.manager.headers,
      payload: { name: 'Doors 2', deviceUuids: [w.d2.uuid], normalSum: 0, limits: [{ objectId: w.rat.id, value: 1, type: 'DANGEROUS' }] },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().limit).toMatchObject({
      name: 'Doors 2',
      type: 'DEVICES',
      normalSum: 0,
      devices: [{ uuid: w.d2.uuid }],
      limits: [{ objectId: w.rat.id, value: 1, type: 'DANGEROUS' }],
    });
    const sameType = await t.app.inject({
      method: 'PUT',
      url: `${w.url}/${created.id}`,
      headers: w.manager.headers,
      payload: { name: 'Doors 3', type: 'DEVICES', deviceUuids: [w.d2.uuid] },
    });
    expect(sameType.statusCode).toBe(200);
    const otherType = await t.app.inject({
      method: 'PUT',
      url: `${w.url}/${created.id}`,
      headers: w.manager.headers,
      payload: { name: 'Doors 4', type: 'DEVICE_TYPE', deviceTypeIds: [w.trap.id] },
    });
    expect(otherType.statusCode).toBe(400);
    expect(otherType.json().details.fields).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'type', message: 'type_cannot_change' })]));
    // The stored type's coverage rule applies on edit too.
    const noDevices = await t.app.inject({
      method: 'PUT',
      url: `${w.url}/${created.id}`,
      headers: w.manager.headers,
      payload: { name: 'Doors 5', deviceTypeIds: [w.trap.id] },
    });
    expect(noDevices.statusCode).toBe(400);
    expect((await t.db.pestLimit.findUniqueOrThrow({ where: { id: created.id } })).name).toBe('Doors 3');

    const deleted = await t.app.inject({ method: 'DELETE', url: `${w.url}/${created.id}`, headers: w.controller.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${created.id}`, headers: w.manager.headers })).statusCode).toBe(404);
  });

  it('refuses the restricted user type, other tenants and references that are not the place\u2019s', async () => {
    const w = await limitsWorld(t);
    const body = { name: 'L', type: 'DEVICE_TYPE', deviceTypeIds: [w.trap.id] };
    const limit = (await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: body })).json().limit;
    for (const who of [w.technician, w.clientUser]) {
      expect((await t.app.inject({ method: 'POST', url: w.url, headers: who.headers, payload: body })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'PUT', url: `${w.url}/${limit.id}`, headers: who.headers, payload: { name: 'X', deviceTypeIds: [w.trap.id] } }))
          .statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${limit.id}`, headers: who.headers })).statusCode).toBe(403);
    }
    // Another tenant: the place and the limit are not found, and nothing changes.
    expect((await t.app.inject({ method: 'GET', url: w.url, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${limit.id}`, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${limit.id}`, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: w.url, headers: w.otherManager, payload: body })).statusCode).toBe(404);
    // A limit of another place is not found through this place.
    const theirs = await t.db.pestLimit.create({ data: { placeId: w.otherPlace.id, name: 'Theirs', type: 'DEVICES' } });
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${theirs.id}`, headers: w.manager.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `${w.url}/${theirs.uuid}`, headers: w.manager.headers, payload: { name: 'Mine' } })).statusCode).toBe(404);
    expect((await t.db.pestLimit.findUniqueOrThrow({ where: { id: theirs.id } })).name).toBe('Theirs');

    const refused = async (payload: object) => {
      const res = await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('common/validation_failed');
      return res.json().details.fields.map((f: { path: string; message: string }) => `${f.path}:${f.message}`);
    };
    expect(await refused({ ...body, deviceUuids: [], type: 'DEVICES', deviceTypeIds: [] })).toContain('deviceUuids:required');
    expect(await refused({ name: 'L', type: 'DEVICE_TYPE' })).toContain('deviceTypeIds:required');
    expect(await refused({ name: 'L', type: 'DEVICES', deviceUuids: [w.foreignDevice.uuid] })).toContain('deviceUuids:device_not_found');
    expect(await refused({ ...body, limits: [{ objectId: w.foreignObject.id, value: 1, type: 'NORMAL' }] })).toContain('limits.0.objectId:object_not_found');
    expect(await refused({ ...body, limits: [{ observationId: w.neutral.id, limitType: 'OBSERVATION', percentage: 10, type: 'NORMAL' }] })).toContain(
      'limits.0.observationId:only_bait_collect',
    );
    await refused({ ...body, limits: [{ observationId: w.collect.id, limitType: 'OBSERVATION', percentage: 100, type: 'NORMAL' }] });
    await refused({ ...body, limits: [{ observationId: w.collect.id, limitType: 'OBSERVATION', percentage: 0, type: 'NORMAL' }] });
    await refused({ ...body, limits: [{ objectId: w.mouse.id, value: 1 }] });
    await refused({
      ...body,
      limits: [
        { objectId: w.mouse.id, value: 1, type: 'NORMAL' },
        { objectId: w.mouse.id, value: 2, type: 'DANGEROUS' },
      ],
    });
    await refused({ ...body, normalSum: -1 });
    await refused({ ...body, type: 'SOMETHING' });
    await refused({ ...body, name: '' });
    await refused({ ...body, zoneIds: [999999999] });
    await refused({ ...body, deviceTypeIds: [w.trap.id, 2147483648] });
    expect(await t.db.pestLimit.count({ where: { placeId: w.place.id } })).toBe(1);
  });

  it('keeps critical limits per device type, read by all, changed only by those who may edit', async () => {
    const w = await limitsWorld(t);
    const url = `/api/places/${w.place.uuid}/device-types/${w.trap.id}/limits`;
    const empty = await t.app.inject({ method: 'GET', url, headers: w.technician.headers });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      deviceType: { id: w.trap.id, name: 'Rodent trap' },
      type: 'DEVICE_TYPE',
      limit: 0,
      rootLimitId: null,
      objects: [],
      observations: [],
      canEdit: false,
    });

    const saved = await t.app.inject({
      method: 'PUT',
      url,
      headers: w.controller.headers,
      payload: { limit: 4, objects: [{ deviceTypeObjectId: w.rat.id, limit: 1 }], observations: [{ deviceTypeObservationId: w.collect.id, limit: 100 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      limit: 4,
      objects: [{ deviceTypeObjectId: w.rat.id, limit: 1, objectCategory: 'DANGEROUS', type: 'OBJECT' }],
      observations: [{ deviceTypeObservationId: w.collect.id, limit: 100, type: 'OBSERVATION' }],
      canEdit: true,
    });
    const rootLimitId = saved.json().rootLimitId;
    expect(rootLimitId).toEqual(expect.any(Number));
    // Saving again replaces the entries of the same row.
    const again = await t.app.inject({
      method: 'PUT',
      url,
      headers: w.manager.headers,
      payload: { limit: 0, rootLimitId, objects: [{ deviceTypeObjectId: w.mouse.id, limit: 0 }] },
    });
    expect(again.json()).toMatchObject({
      limit: 0,
      rootLimitId,
      objects: [{ deviceTypeObjectId: w.mouse.id, limit: 0, objectCategory: 'NORMAL' }],
      observations: [],
    });
    expect((await t.app.inject({ method: 'GET', url, headers: w.clientUser.headers })).json().objects).toHaveLength(1);

    for (const who of [w.technician, w.clientUser])
      expect((await t.app.inject({ method: 'PUT', url, headers: who.headers, payload: { limit: 9 } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url, headers: w.otherManager, payload: { limit: 9 } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/places/${w.place.uuid}/device-types/999999/limits`, headers: w.manager.headers })).statusCode).toBe(
      404,
    );
    const bad = async (payload: object) =>
      expect((await t.app.inject({ method: 'PUT', url, headers: w.manager.headers, payload })).statusCode, JSON.stringify(payload)).toBe(400);
    await bad({ limit: -1 });
    await bad({ limit: 1, objects: [{ deviceTypeObjectId: w.mouse.id, limit: -1 }] });
    await bad({ limit: 1, observations: [{ deviceTypeObservationId: w.collect.id, limit: 101 }] });
    await bad({ limit: 1, objects: [{ deviceTypeObjectId: w.foreignObject.id, limit: 1 }] });
    await bad({
      limit: 1,
      objects: [
        { deviceTypeObjectId: w.mouse.id, limit: 1 },
        { deviceTypeObjectId: w.mouse.id, limit: 2 },
      ],
    });
    await bad({});
    expect((await t.app.inject({ method: 'GET', url, headers: w.manager.headers })).json().limit).toBe(0);
  });
});
