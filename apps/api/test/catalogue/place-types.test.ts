import { describe, expect, it } from 'vitest';
import { ZPlaceDeviceTypesResponse } from '@trapline/contracts/catalogue';
import { bearer, createUser, signIn, useApi } from '../helpers.ts';
import { catalogueWorld } from './world.ts';

type Row = { id: number; link?: { type: string } };

describe('device types of a place', () => {
  const t = useApi();
  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

  it('lists the place\u2019s company catalogue, plus types its devices use, with objects and observations on request', async () => {
    const w = await catalogueWorld(t);
    // A global type P never chose stays listed while a device of the place uses it.
    await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'L1', deviceTypeId: w.g2.id } });
    await t.app.inject({
      method: 'POST',
      url: `/device-types/${w.g1.id}/observations/assign`,
      headers: w.manager,
      payload: { observationId: w.damage.id, parentCompanyId: w.p.id },
    });

    const plain = await get(`/api/places/${w.place.uuid}/device-types`, w.client);
    expect(plain.statusCode).toBe(200);
    expect(ZPlaceDeviceTypesResponse.safeParse(plain.json()).success).toBe(true);
    const ids = plain.json().deviceTypes.map((d: Row) => d.id);
    expect(ids.sort()).toEqual([w.g1.id, w.g2.id, w.ownType.id].sort());
    expect(plain.json().deviceTypes[0].objects).toBeUndefined();

    const full = await get(`/api/places/${w.place.id}/device-types?withObjects=true`, w.manager);
    const g1 = full.json().deviceTypes.find((d: Row) => d.id === w.g1.id);
    expect(g1.objects.map((o: Row) => o.id)).toEqual([w.pest.id]);
    expect(g1.observations.map((o: Row) => o.id).sort()).toEqual([w.refill.id, w.damage.id].sort());
    expect(g1.actions).toBeUndefined();
    expect((await get(`/api/places/${w.place.id}/device-types?withObjects=maybe`, w.manager)).statusCode).toBe(400);
  });

  it('answers one type of the place with its parts, and 404 for types or places out of reach', async () => {
    const w = await catalogueWorld(t);
    const one = await get(`/api/places/${w.place.uuid}/device-types/${w.g1.uuid}`, w.controller);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: w.g1.id, actions: [{ id: w.action.id }], objects: [{ id: w.pest.id }], observations: [{ id: w.refill.id }] });
    expect((await get(`/api/places/${w.place.uuid}/device-types/${w.g2.id}`, w.manager)).statusCode).toBe(404);
    expect((await get(`/api/places/${w.place.uuid}/device-types/${w.otherType.id}`, w.manager)).statusCode).toBe(404);
    expect((await get(`/api/places/${w.otherPlace.uuid}/device-types/${w.otherType.id}`, w.manager)).statusCode).toBe(404);
    expect((await get(`/api/places/${w.otherPlace.uuid}/device-types`, w.manager)).statusCode).toBe(404);
    expect((await get(`/api/places/${w.place.uuid}/device-types/abc`, w.manager)).statusCode).toBe(404);
    // A technician sees only the places assigned to them.
    expect((await get(`/api/places/${w.place.uuid}/device-types`, w.technician)).statusCode).toBe(404);
    const tech = await createUser(t.db, { companyId: w.p.id, role: 'USER' });
    await t.db.placeUser.create({ data: { placeId: w.place.id, userId: tech.id } });
    expect((await get(`/api/places/${w.place.uuid}/device-types`, bearer((await signIn(t.app, tech.email)).token))).statusCode).toBe(200);
  });

  it('answers the actions and observations a type offers, in a place\u2019s company or the caller\u2019s', async () => {
    const w = await catalogueWorld(t);
    await t.app.inject({ method: 'POST', url: `/device-types/${w.g1.id}/actions/assign`, headers: w.manager, payload: { actionId: w.ownAction.id } });
    const inPlace = await get(`/api/v3/device-types/${w.g1.id}/actions?placeId=${w.place.uuid}`, w.client);
    expect(inPlace.statusCode).toBe(200);
    expect(
      inPlace
        .json()
        .map((a: Row) => a.id)
        .sort(),
    ).toEqual([w.action.id, w.ownAction.id].sort());
    expect((await get(`/api/v3/device-types/${w.g1.id}/actions`, w.otherManager)).json().map((a: Row) => a.id)).toEqual([w.action.id]);
    expect((await get(`/api/v3/device-types/${w.g1.id}/actions?parentCompanyId=${w.p.id}`, w.admin)).json()).toHaveLength(2);
    const observations = await get(`/api/v3/device-types/${w.g1.uuid}/observations`, w.technician);
    expect(observations.json()).toEqual([expect.objectContaining({ id: w.refill.id, type: 'REFILL', link: expect.objectContaining({ type: 'GLOBAL' }) })]);
    expect((await get(`/api/v3/device-types/${w.otherType.id}/actions`, w.manager)).statusCode).toBe(404);
    expect((await get(`/api/v3/device-types/${w.g1.id}/actions?placeId=${w.otherPlace.id}`, w.manager)).statusCode).toBe(404);
    expect((await get(`/api/v3/device-types/${w.g1.id}/actions?parentCompanyId=${w.o.id}`, w.manager)).statusCode).toBe(404);
  });
});
