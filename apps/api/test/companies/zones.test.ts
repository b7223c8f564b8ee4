import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createUser, signIn, useApi } from '../helpers.ts';

describe('company zones', () => {
  const t = useApi();

  async function world() {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const manager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id, role: 'COMPANY_ADMIN' })).email)).token);
    const otherManager = bearer((await signIn(t.app, (await createUser(t.db, { companyId: other.id, role: 'COMPANY_ADMIN' })).email)).token);
    const technician = bearer((await signIn(t.app, (await createUser(t.db, { companyId: company.id, role: 'USER' })).email)).token);
    return { company, manager, otherManager, technician };
  }

  it('nests zones and never puts a zone under itself or its descendants', async () => {
    const w = await world();
    const url = `/companies/${w.company.uuid}/zones`;
    const region = (await t.app.inject({ method: 'POST', url, headers: w.manager, payload: { name: 'Region' } })).json();
    const city = (await t.app.inject({ method: 'POST', url, headers: w.manager, payload: { name: 'City', parentZoneUuid: region.uuid } })).json();
    const district = (await t.app.inject({ method: 'POST', url, headers: w.manager, payload: { name: 'District', parentZoneUuid: city.uuid } })).json();
    expect(district.parentZoneUuid).toBe(city.uuid);
    for (const parent of [region.uuid, city.uuid, district.uuid]) {
      const loop = await t.app.inject({ method: 'PATCH', url: `${url}/${region.uuid}`, headers: w.manager, payload: { parentZoneUuid: parent } });
      expect(loop.statusCode).toBe(400);
      expect(loop.json().details.fields[0].message).toBe('zone_cannot_be_under_itself');
    }
    const move = await t.app.inject({
      method: 'PATCH',
      url: `${url}/${district.uuid}`,
      headers: w.manager,
      payload: { parentZoneUuid: region.uuid, name: 'District 1' },
    });
    expect(move.json()).toMatchObject({ name: 'District 1', parentZoneUuid: region.uuid });
    const list = await t.app.inject({ method: 'GET', url, headers: w.technician });
    expect(list.json()).toHaveLength(3);
  });

  it('another company gets 404 and changes nothing; a technician cannot change zones', async () => {
    const w = await world();
    const url = `/companies/${w.company.uuid}/zones`;
    const zone = (await t.app.inject({ method: 'POST', url, headers: w.manager, payload: { name: 'Mine' } })).json();
    expect((await t.app.inject({ method: 'GET', url, headers: w.otherManager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${url}/${zone.uuid}`, headers: w.otherManager, payload: { name: 'Theirs' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url, headers: w.technician, payload: { name: 'X' } })).statusCode).toBe(403);
    expect((await t.db.companyZone.findUniqueOrThrow({ where: { uuid: zone.uuid } })).name).toBe('Mine');
    const bad = await t.app.inject({ method: 'POST', url, headers: w.manager, payload: { name: '  ' } });
    expect(bad.statusCode).toBe(400);
  });
});
