import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('places', () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const login = async (companyId: number, role: 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') => {
      const user = await createUser(t.db, { companyId, role });
      return { user, headers: bearer((await signIn(t.app, user.email)).token) };
    };
    const manager = await login(provider.id, 'COMPANY_ADMIN');
    const controller = await login(provider.id, 'CONTROLLER');
    const technician = await login(provider.id, 'USER');
    const clientUser = await login(client.id, 'CLIENT');
    const otherManager = await login(other.id, 'COMPANY_ADMIN');
    const warehouse = await createPlace(t.db, client.id, 'Warehouse');
    const bakery = await createPlace(t.db, client.id, 'Bakery');
    const foreign = await createPlace(t.db, other.id, 'Foreign');
    await t.db.placeUser.create({ data: { placeId: warehouse.id, userId: technician.user.id } });
    return { provider, client, other, manager, controller, technician, clientUser, otherManager, warehouse, bakery, foreign };
  }

  it('lists the places the caller sees, filtered by company, zone and name, with device counts', async () => {
    const w = await world();
    const type = await t.db.deviceType.create({ data: { name: 'Trap' } });
    await t.db.device.createMany({
      data: [
        { placeId: w.warehouse.id, uniqueId: 'A1', deviceTypeId: type.id },
        { placeId: w.warehouse.id, uniqueId: 'A2', deviceTypeId: type.id, deletedAt: new Date() },
      ],
    });
    const zone = await t.db.companyZone.create({ data: { companyId: w.provider.id, name: 'North' } });
    await t.db.place.update({ where: { id: w.bakery.id }, data: { companyZoneId: zone.id } });

    const all = (await t.app.inject({ method: 'GET', url: `/places?companyId=${w.client.uuid}`, headers: w.manager.headers })).json();
    expect(all.count).toBe(2);
    expect(all.rows.map((r: { name: string }) => r.name)).toEqual(['Bakery', 'Warehouse']);
    expect(all.rows[1]).toMatchObject({ devicesCount: 1, companyUuid: w.client.uuid, radioErrorInterval: 15 });
    const zoned = (await t.app.inject({ method: 'GET', url: `/places?companyZoneUuid=${zone.uuid}`, headers: w.manager.headers })).json();
    expect(zoned.rows.map((r: { name: string }) => r.name)).toEqual(['Bakery']);
    expect(zoned.rows[0].companyZoneUuid).toBe(zone.uuid);
    const searched = (await t.app.inject({ method: 'GET', url: '/places?search=wAre', headers: w.manager.headers })).json();
    expect(searched.rows.map((r: { name: string }) => r.name)).toEqual(['Warehouse']);
    // The technician sees only assigned places; another company sees none of these.
    const mine = (await t.app.inject({ method: 'GET', url: '/places', headers: w.technician.headers })).json();
    expect(mine.rows.map((r: { name: string }) => r.name)).toEqual(['Warehouse']);
    const theirs = (await t.app.inject({ method: 'GET', url: `/places?companyId=${w.client.id}`, headers: w.otherManager.headers })).json();
    expect(theirs).toEqual({ rows: [], count: 0 });
  });

  it('creates and changes places with their rules; technicians and client users cannot', async () => {
    const w = await world();
    const zone = await t.db.companyZone.create({ data: { companyId: w.provider.id, name: 'South' } });
    const created = await t.app.inject({
      method: 'POST',
      url: '/places',
      headers: w.controller.headers,
      payload: { name: ' Dairy ', address: 'ul. Mleczna 1', radioErrorInterval: '30', companyUuid: w.client.uuid, companyZoneUuid: zone.uuid },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Dairy', radioErrorInterval: 30, companyZoneUuid: zone.uuid, devicesCount: 0, usersCount: 0 });

    const empty = await t.app.inject({
      method: 'POST',
      url: '/places',
      headers: w.manager.headers,
      payload: { name: '', address: '', companyUuid: w.client.uuid },
    });
    expect(empty.statusCode).toBe(400);
    expect(
      empty
        .json()
        .details.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['address', 'name']);
    const foreignCompany = await t.app.inject({
      method: 'POST',
      url: '/places',
      headers: w.manager.headers,
      payload: { name: 'X', address: 'Y', companyUuid: w.other.uuid },
    });
    expect(foreignCompany.statusCode).toBe(400);
    expect(foreignCompany.json().details.fields[0]).toMatchObject({ path: 'companyUuid', message: 'company_not_found' });
    const foreignZone = await t.db.companyZone.create({ data: { companyId: w.other.id, name: 'Theirs' } });
    const badZone = await t.app.inject({
      method: 'PATCH',
      url: `/places/${created.json().uuid}`,
      headers: w.manager.headers,
      payload: { companyZoneUuid: foreignZone.uuid },
    });
    expect(badZone.statusCode).toBe(400);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/places/${created.json().id}`,
      headers: w.manager.headers,
      payload: { name: 'Dairy 2', radioErrorInterval: 0, companyZoneUuid: null },
    });
    expect(changed.json()).toMatchObject({ name: 'Dairy 2', radioErrorInterval: 0, companyZoneUuid: null });

    for (const who of [w.technician, w.clientUser]) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/places', headers: who.headers, payload: { name: 'X', address: 'Y', companyUuid: w.client.uuid } }))
          .statusCode,
      ).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/places/${w.warehouse.uuid}`, headers: w.technician.headers, payload: { name: 'Mine' } })).statusCode,
    ).toBe(403);
    expect((await t.db.place.findUniqueOrThrow({ where: { id: w.warehouse.id } })).name).toBe('Warehouse');
  });

  it('only an admin deletes a place, with its devices; another company gets 404 everywhere and changes nothing', async () => {
    const w = await world();
    const type = await t.db.deviceType.create({ data: { name: 'Trap' } });
    await t.db.device.create({ data: { placeId: w.bakery.id, uniqueId: 'B1', deviceTypeId: type.id } });
    expect((await t.app.inject({ method: 'DELETE', url: `/places/${w.bakery.uuid}`, headers: w.controller.headers })).statusCode).toBe(403);

    const url = `/places/${w.bakery.uuid}`;
    const foreign = [
      await t.app.inject({ method: 'GET', url, headers: w.otherManager.headers }),
      await t.app.inject({ method: 'PATCH', url, headers: w.otherManager.headers, payload: { name: 'Hijacked' } }),
      await t.app.inject({ method: 'DELETE', url, headers: w.otherManager.headers }),
      await t.app.inject({ method: 'GET', url: `${url}/users`, headers: w.otherManager.headers }),
      await t.app.inject({ method: 'GET', url: `/places/${w.bakery.id}`, headers: w.technician.headers }),
      await t.app.inject({ method: 'GET', url: '/places/not-an-id', headers: w.manager.headers }),
    ];
    expect(foreign.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await t.db.place.findUniqueOrThrow({ where: { id: w.bakery.id } })).name).toBe('Bakery');

    // Its stored files (a file, a plan, a device's image) leave the storage too; another place's stay.
    const device = await t.db.device.findFirstOrThrow({ where: { placeId: w.bakery.id } });
    const stored = [`places/${w.bakery.uuid}/files/a.pdf`, `places/${w.bakery.uuid}/maps/b.jpg`, `devices/${device.uuid}/c.jpg`];
    for (const path of stored) await t.app.storage.put(path, Buffer.from('x'), 'application/octet-stream');
    await t.db.placeFile.create({ data: { placeId: w.bakery.id, name: 'Plan HACCP', filePath: stored[0]!, contentType: 'application/pdf', size: 1 } });
    await t.db.map.create({ data: { placeId: w.bakery.id, name: 'Hall', filePath: stored[1]!, width: 10, height: 10 } });
    await t.db.deviceImage.create({ data: { deviceId: device.id, filePath: stored[2]! } });
    const kept = `places/${w.bakery.uuid}-other/files/d.pdf`;
    await t.app.storage.put(kept, Buffer.from('x'), 'application/pdf');

    expect((await t.app.inject({ method: 'DELETE', url, headers: w.manager.headers })).statusCode).toBe(204);
    expect(await t.db.place.findUnique({ where: { id: w.bakery.id } })).toBeNull();
    expect(await t.db.device.count({ where: { placeId: w.bakery.id } })).toBe(0);
    for (const path of stored) await expect(t.app.storage.read(path)).rejects.toThrow();
    expect((await t.app.storage.read(kept)).toString()).toBe('x');
  });

  it('lists place users and lets managers set their place roles', async () => {
    const w = await world();
    const users = (await t.app.inject({ method: 'GET', url: `/places/${w.warehouse.uuid}/users`, headers: w.manager.headers })).json();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ uuid: w.technician.user.uuid, type: 'USER', roles: [] });

    const url = `/api/places/${w.warehouse.uuid}/users/${w.technician.user.uuid}/roles`;
    const put = await t.app.inject({
      method: 'PUT',
      url,
      headers: w.manager.headers,
      payload: { roles: ['APPROVE_INSPECTION', 'CREATE_INSPECTION', 'APPROVE_INSPECTION'] },
    });
    expect(put.json()).toEqual({ roles: ['APPROVE_INSPECTION', 'CREATE_INSPECTION'] });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/places/${w.warehouse.id}/users/${w.technician.user.id}/roles`, headers: w.technician.headers })).json(),
    ).toEqual({ roles: ['APPROVE_INSPECTION', 'CREATE_INSPECTION'] });

    expect((await t.app.inject({ method: 'PUT', url, headers: w.manager.headers, payload: { roles: ['FLY'] } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url, headers: w.technician.headers, payload: { roles: [] } })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url, headers: w.otherManager.headers, payload: { roles: [] } })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/places/${w.warehouse.uuid}/users/${w.manager.user.uuid}/roles`, headers: w.manager.headers })).statusCode,
    ).toBe(404);
    expect((await t.db.placeUser.findFirstOrThrow({ where: { placeId: w.warehouse.id, userId: w.technician.user.id } })).permissions).toEqual([
      'APPROVE_INSPECTION',
      'CREATE_INSPECTION',
    ]);
  });
});

describe('place zones', () => {
  const t = useApi();

  it('adds, changes and deletes zones (devices keep their place), with roles and tenants', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id })).email)).token);
    const techUser = await createUser(t.db, { companyId: company.id, role: 'USER' });
    await t.db.placeUser.create({ data: { placeId: place.id, userId: techUser.id } });
    const technician = bearer((await signIn(t.app, techUser.email)).token);
    const otherManager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id })).email)).token);
    const url = `/api/places/${place.uuid}/zones`;

    const zone = await t.app.inject({ method: 'POST', url, headers: manager, payload: { name: 'Hall A', description: 'Ground floor' } });
    expect(zone.statusCode).toBe(201);
    expect(zone.json()).toMatchObject({ name: 'Hall A', description: 'Ground floor', devicesCount: 0, user: { name: 'Jan' } });
    const type = await t.db.deviceType.create({ data: { name: 'Trap' } });
    const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'Z1', deviceTypeId: type.id, zoneId: zone.json().id } });
    expect((await t.app.inject({ method: 'GET', url, headers: technician })).json()[0].devicesCount).toBe(1);

    expect((await t.app.inject({ method: 'POST', url, headers: manager, payload: { name: ' ' } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url, headers: technician, payload: { name: 'Mine' } })).statusCode).toBe(403);
    const zoneUrl = `${url}/${zone.json().uuid}`;
    expect((await t.app.inject({ method: 'PATCH', url: zoneUrl, headers: manager, payload: { name: 'Hall B', description: null } })).json()).toMatchObject({
      name: 'Hall B',
      description: null,
    });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      expect((await t.app.inject({ method, url: zoneUrl, headers: otherManager, ...(method === 'PATCH' ? { payload: { name: 'X' } } : {}) })).statusCode).toBe(
        404,
      );
    }
    expect((await t.app.inject({ method: 'POST', url, headers: otherManager, payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: zoneUrl, headers: technician })).statusCode).toBe(403);
    expect((await t.db.placeZone.findUniqueOrThrow({ where: { uuid: zone.json().uuid } })).name).toBe('Hall B');

    expect((await t.app.inject({ method: 'DELETE', url: `${url}/${zone.json().id}`, headers: manager })).statusCode).toBe(204);
    expect((await t.db.device.findUniqueOrThrow({ where: { id: device.id } })).zoneId).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: zoneUrl, headers: manager })).statusCode).toBe(404);
  });
});
