import { describe, expect, it } from 'vitest';
import { ZLinkedAction, ZLinkedObservation } from '@trapline/contracts/catalogue';
import { useApi } from '../helpers.ts';
import { catalogueWorld } from './world.ts';

type Linked = { id: number; link: { uuid: string; type: 'GLOBAL' | 'CUSTOM'; parentCompanyId: number | null } };

describe('associations of actions, objects and observations with device types', () => {
  const t = useApi();
  const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers, payload });
  const typeOf = async (id: number | string, headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: `/device-types/${id}`, headers })).json() as { actions: Linked[]; objects: Linked[]; observations: Linked[] };

  it('lets a company add its own association to a global type, seen by it and its clients only', async () => {
    const w = await catalogueWorld(t);
    const res = await post(`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: w.ownAction.id, parentCompanyId: w.p.uuid, type: 'CUSTOM' });
    expect(res.statusCode).toBe(201);
    expect(ZLinkedAction.safeParse(res.json()).success).toBe(true);
    expect(res.json()).toMatchObject({ id: w.ownAction.id, link: { type: 'CUSTOM', parentCompanyId: w.p.id } });

    expect((await typeOf(w.g1.id, w.manager)).actions.map((a) => a.id)).toEqual(expect.arrayContaining([w.action.id, w.ownAction.id]));
    expect((await typeOf(w.g1.id, w.client)).actions.map((a) => a.id)).toEqual(expect.arrayContaining([w.ownAction.id]));
    expect((await typeOf(w.g1.id, w.otherManager)).actions.map((a) => a.id)).toEqual([w.action.id]);
    expect((await typeOf(w.g1.id, w.admin)).actions.map((a) => a.id)).toEqual([w.action.id]);
    // The super admin sees it in P's view.
    const inP = await t.app.inject({ method: 'GET', url: `/device-types/${w.g1.id}?parentCompanyId=${w.p.id}`, headers: w.admin });
    expect(inP.json().actions.map((a: Linked) => a.id)).toEqual(expect.arrayContaining([w.action.id, w.ownAction.id]));

    // Global parts go to the company's own types; the company is the type's owner by default.
    const toOwn = await post(`/device-types/${w.ownType.uuid}/objects/assign`, w.manager, { objectId: w.pest.id });
    expect(toOwn.statusCode).toBe(201);
    expect(toOwn.json().link).toMatchObject({ type: 'CUSTOM', parentCompanyId: w.p.id });
    expect((await typeOf(w.ownType.id, w.controller)).objects.map((o) => o.id)).toEqual([w.pest.id]);
  });

  it('refuses duplicates, foreign parts and types, bad bodies and callers who may not manage, and changes nothing', async () => {
    const w = await catalogueWorld(t);
    const before = await t.db.deviceTypeActionLink.count();
    const cases: Array<[string, Record<string, string>, Record<string, unknown>, number, string]> = [
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: w.action.id }, 409, 'common/conflict'],
      [`/device-types/${w.g1.id}/actions/assign`, w.admin, { actionId: w.action.id }, 409, 'common/conflict'],
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: w.otherAction.id }, 400, 'common/validation_failed'],
      [`/device-types/${w.otherType.id}/actions/assign`, w.manager, { actionId: w.ownAction.id }, 404, 'common/not_found'],
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: w.ownAction.id, parentCompanyId: w.o.id }, 400, 'common/validation_failed'],
      [`/device-types/${w.ownType.id}/actions/assign`, w.manager, { actionId: w.action.id, parentCompanyId: w.c.id }, 400, 'common/validation_failed'],
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: w.ownAction.id, type: 'GLOBAL' }, 403, 'common/forbidden'],
      [`/device-types/${w.ownType.id}/actions/assign`, w.admin, { actionId: w.action.id, type: 'GLOBAL' }, 400, 'common/validation_failed'],
      [`/device-types/${w.g1.id}/actions/assign`, w.controller, { actionId: w.ownAction.id }, 403, 'common/forbidden'],
      [`/device-types/${w.g1.id}/actions/assign`, w.technician, { actionId: w.ownAction.id }, 403, 'common/forbidden'],
      [`/device-types/${w.g1.id}/actions/assign`, w.client, { actionId: w.ownAction.id }, 403, 'common/forbidden'],
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, {}, 400, 'common/validation_failed'],
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: 'one' }, 400, 'common/validation_failed'],
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: w.ownAction.id, type: 'OTHER' }, 400, 'common/validation_failed'],
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: 2147483647 }, 400, 'common/validation_failed'],
      [`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: 99_999_999_999 }, 400, 'common/validation_failed'],
      [`/device-types/${w.g1.id}/observations/assign`, w.manager, { observationId: 2_147_483_648 }, 400, 'common/validation_failed'],
      [`/device-types/${w.g1.id}/objects/assign`, w.manager, { actionId: w.ownAction.id }, 400, 'common/validation_failed'],
    ];
    for (const [url, headers, payload, status, code] of cases) {
      const res = await post(url, headers, payload);
      expect([url, JSON.stringify(payload), res.statusCode, res.json().code]).toEqual([url, JSON.stringify(payload), status, code]);
    }
    expect(await t.db.deviceTypeActionLink.count()).toBe(before);
  });

  it('makes a global association when the super admin links global parts to a global type, replacing companies\u2019 own ones', async () => {
    const w = await catalogueWorld(t);
    await post(`/device-types/${w.g2.id}/observations/assign`, w.manager, { observationId: w.damage.id, parentCompanyId: w.p.id, type: 'CUSTOM' });
    const res = await post(`/device-types/${w.g2.id}/observations/assign`, w.admin, { observationId: w.damage.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().link).toMatchObject({ type: 'GLOBAL', parentCompanyId: null });
    expect(await t.db.deviceTypeObservationLink.count({ where: { deviceTypeId: w.g2.id } })).toBe(1);
    // P now sees it once, through the global association.
    const seen = (await typeOf(w.g2.id, w.manager)).observations;
    expect(seen.map((o) => [o.id, o.link.type])).toEqual([[w.damage.id, 'GLOBAL']]);
  });

  it('allows only one BAIT_COLLECT and one REFILL observation per type (409 device_types/observation_type_taken)', async () => {
    const w = await catalogueWorld(t);
    // G1 already offers the global refill: a company's own refill is refused there...
    const ownRefill = await post('/api/v3/device-type-observations', w.manager, { name: 'Dolewka', type: 'REFILL' });
    expect(ownRefill.statusCode).toBe(201);
    const taken = await post(`/device-types/${w.g1.id}/observations/assign`, w.manager, {
      observationId: ownRefill.json().id,
      parentCompanyId: w.p.id,
      type: 'CUSTOM',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'device_types/observation_type_taken',
      details: { type: 'REFILL', observationId: w.refill.id, observationName: 'Refill' },
    });
    expect(taken.json().message).toMatch(/tylko jedna/i);
    const english = await t.app.inject({
      method: 'POST',
      url: `/device-types/${w.g1.id}/observations/assign`,
      headers: { ...w.manager, 'accept-language': 'en' },
      payload: { observationId: ownRefill.json().id },
    });
    expect(english.json().message).toBe(
      'The device type already has an observation of this kind (only one bait-collect and one refill observation are allowed).',
    );

    // ...but one bait-collect and one refill fit on the company's own type; neutral ones are unlimited.
    for (const observationId of [w.bait.id, ownRefill.json().id, w.damage.id]) {
      expect((await post(`/device-types/${w.ownType.id}/observations/assign`, w.manager, { observationId })).statusCode).toBe(201);
    }
    expect((await post(`/device-types/${w.ownType.id}/observations/assign`, w.manager, { observationId: w.refill.id })).json().code).toBe(
      'device_types/observation_type_taken',
    );
    const neutral = await post('/api/v3/device-type-observations', w.manager, { name: 'Dirty', type: 'NEUTRAL', deviceTypeId: w.ownType.id });
    expect(neutral.statusCode).toBe(201);

    // Creating one for a type that has that kind already creates nothing.
    const count = await t.db.deviceTypeObservation.count();
    const second = await post('/api/v3/device-type-observations', w.manager, { name: 'Second bait', type: 'BAIT_COLLECT', deviceTypeId: w.ownType.id });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('device_types/observation_type_taken');
    expect(await t.db.deviceTypeObservation.count()).toBe(count);

    // Changing a neutral observation of the type into a refill is refused too, and changes nothing.
    const change = await t.app.inject({
      method: 'PATCH',
      url: `/api/v3/device-type-observations/${neutral.json().id}`,
      headers: w.manager,
      payload: { type: 'REFILL' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().code).toBe('device_types/observation_type_taken');
    expect((await t.db.deviceTypeObservation.findUniqueOrThrow({ where: { id: neutral.json().id } })).type).toBe('NEUTRAL');
    // The rule is per type: the same observation may be a refill where no other is.
    const unlinked = await post('/api/v3/device-type-observations', w.manager, { name: 'Free', type: 'NEUTRAL' });
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/v3/device-type-observations/${unlinked.json().id}`, headers: w.manager, payload: { type: 'REFILL' } }))
        .statusCode,
    ).toBe(200);

    // A global refill on a type where a company has its own refill would be seen twice by it: refused.
    await post(`/device-types/${w.g2.id}/observations/assign`, w.manager, { observationId: ownRefill.json().id, parentCompanyId: w.p.id });
    const globalTaken = await post(`/device-types/${w.g2.id}/observations/assign`, w.admin, { observationId: w.refill.id });
    expect(globalTaken.json().code).toBe('device_types/observation_type_taken');
  });

  it('checks concurrent assignments one at a time: of two refills sent together, one wins', async () => {
    const w = await catalogueWorld(t);
    const a = await post('/api/v3/device-type-observations', w.manager, { name: 'Refill A', type: 'REFILL' });
    const b = await post('/api/v3/device-type-observations', w.manager, { name: 'Refill B', type: 'REFILL' });
    const results = await Promise.all([a, b].map((o) => post(`/device-types/${w.ownType.id}/observations/assign`, w.manager, { observationId: o.json().id })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.deviceTypeObservationLink.count({ where: { deviceTypeId: w.ownType.id } })).toBe(1);
  });

  it('removes associations: global ones by the super admin only, a company\u2019s by its managers; others answer 404', async () => {
    const w = await catalogueWorld(t);
    const own = (await post(`/device-types/${w.g1.id}/actions/assign`, w.manager, { actionId: w.ownAction.id })).json() as Linked;
    const del = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url, headers });

    expect((await del(`/device-types/${w.g1.id}/actions/${w.actionLink.uuid}`, w.manager)).statusCode).toBe(403);
    expect((await del(`/device-types/${w.g1.id}/actions/${own.link.uuid}`, w.otherManager)).statusCode).toBe(404);
    expect((await del(`/device-types/${w.g1.id}/actions/${own.link.uuid}`, w.controller)).statusCode).toBe(403);
    expect((await del(`/device-types/${w.g1.id}/objects/${own.link.uuid}`, w.manager)).statusCode).toBe(404);
    expect((await del(`/device-types/${w.g2.id}/actions/${own.link.uuid}`, w.manager)).statusCode).toBe(404);
    expect((await del(`/device-types/${w.g1.id}/actions/not-a-uuid`, w.manager)).statusCode).toBe(404);
    expect(await t.db.deviceTypeActionLink.count({ where: { uuid: { in: [own.link.uuid, w.actionLink.uuid] } } })).toBe(2);

    expect((await del(`/device-types/${w.g1.uuid}/actions/${own.link.uuid}`, w.manager)).statusCode).toBe(204);
    expect((await typeOf(w.g1.id, w.manager)).actions.map((a) => a.id)).toEqual([w.action.id]);
    expect((await del(`/device-types/${w.g1.id}/actions/${w.actionLink.uuid}`, w.admin)).statusCode).toBe(204);
    expect((await typeOf(w.g1.id, w.manager)).actions).toEqual([]);
    // The part itself stays.
    expect(await t.db.deviceTypeAction.count({ where: { id: { in: [w.action.id, w.ownAction.id] } } })).toBe(2);

    const pest = (await post(`/device-types/${w.ownType.id}/objects/assign`, w.manager, { objectId: w.pest.id })).json() as Linked;
    expect((await del(`/device-types/${w.ownType.id}/objects/${pest.link.uuid}`, w.otherManager)).statusCode).toBe(404);
    expect((await del(`/device-types/${w.ownType.id}/objects/${pest.link.uuid}`, w.manager)).statusCode).toBe(204);
    expect((await typeOf(w.ownType.id, w.manager)).objects).toEqual([]);

    const obs = (await post(`/device-types/${w.ownType.id}/observations/assign`, w.manager, { observationId: w.bait.id })).json();
    expect(ZLinkedObservation.safeParse(obs).success).toBe(true);
    expect((await del(`/device-types/${w.ownType.id}/observations/${obs.link.uuid}`, w.manager)).statusCode).toBe(204);
  });
});
