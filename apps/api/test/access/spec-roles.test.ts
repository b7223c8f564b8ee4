import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';
import { loraWorld } from '../lora/world.ts';

type Role = 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT';

/**
 * The role rules of the specifications' "Roles and permissions" sections that the API enforces
 * beyond reach (spec 3, section 6; spec 1, section 2.3), one request per role.
 */
describe('roles of the specification', () => {
  const t = useApi();

  it('only the super admin changes and deletes a LoRa sensor (spec 3, section 6)', async () => {
    const w = await loraWorld(t);
    const callers: Array<[Role, Record<string, string>]> = [
      ['COMPANY_ADMIN', w.manager],
      ['CONTROLLER', w.controller],
      ['USER', w.technician],
      ['CLIENT', w.clientUser],
    ];
    for (const [role, headers] of callers) {
      const patch = await t.app.inject({ method: 'PATCH', url: `/api/lora/devices/${w.placed.uuid}`, headers, payload: { name: `by ${role}` } });
      expect([patch.statusCode, patch.json().code], `PATCH by ${role}`).toEqual([403, 'common/forbidden']);
      const remove = await t.app.inject({ method: 'DELETE', url: `/api/lora/devices/${w.placed.uuid}`, headers });
      expect([remove.statusCode, remove.json().code], `DELETE by ${role}`).toEqual([403, 'common/forbidden']);
    }
    expect((await t.db.loraDevice.findUniqueOrThrow({ where: { id: w.placed.id } })).name).toBe('Alpha sensor');

    const patched = await t.app.inject({ method: 'PATCH', url: `/api/lora/devices/${w.placed.uuid}`, headers: w.admin, payload: { name: 'by ADMIN' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().loraDevice.name).toBe('by ADMIN');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/lora/devices/${w.placed.uuid}`, headers: w.admin })).statusCode).toBe(204);
    // Company admins still register sensors (the form offers them the company field).
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/lora/devices',
      headers: w.manager,
      payload: { devEui: w.eui('0E01'), companyUuid: w.company.uuid },
    });
    expect(created.statusCode).toBe(201);
  });

  it('approving takes the super admin or APPROVE_INSPECTION on the place; unapproving also any admin (spec 1, 2.3; spec 2, 4; spec 3, 6)', async () => {
    const provider = await createCompany(t.db);
    const company = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const login = async (role: Role, approver = false) => {
      const user = await createUser(t.db, { companyId: role === 'ADMIN' ? provider.id : company.id, role });
      if (role !== 'ADMIN') await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id, permissions: approver ? ['APPROVE_INSPECTION'] : [] } });
      return bearer((await signIn(t.app, user.email)).token);
    };
    const inspection = await t.db.inspection.create({ data: { placeId: place.id, name: 'Done', status: 'COMPLETED', finishedAt: new Date() } });
    const post = (action: 'approve' | 'unapprove', headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: `/api/places/${place.uuid}/inspections/${inspection.uuid}/${action}`, headers, payload: { placeId: place.uuid } });
    const rights = async (headers: Record<string, string>) => {
      const row = (await t.app.inject({ method: 'GET', url: `/places/${place.uuid}/inspections?status=COMPLETED`, headers })).json().inspections[0];
      return { canApprove: row.canApprove, canUnapprove: row.canUnapprove };
    };

    const cases: Array<[string, Record<string, string>, { approve: boolean; unapprove: boolean }]> = [
      ['super admin', await login('ADMIN'), { approve: true, unapprove: true }],
      ['company admin', await login('COMPANY_ADMIN'), { approve: false, unapprove: true }],
      ['company admin with APPROVE_INSPECTION', await login('COMPANY_ADMIN', true), { approve: true, unapprove: true }],
      ['controller', await login('CONTROLLER'), { approve: false, unapprove: false }],
      ['controller with APPROVE_INSPECTION', await login('CONTROLLER', true), { approve: true, unapprove: true }],
      ['technician', await login('USER'), { approve: false, unapprove: false }],
      ['technician with APPROVE_INSPECTION', await login('USER', true), { approve: true, unapprove: true }],
      ['client user', await login('CLIENT'), { approve: false, unapprove: false }],
    ];
    for (const [who, headers, may] of cases) {
      expect(await rights(headers), who).toEqual({ canApprove: may.approve, canUnapprove: may.unapprove });
      await t.db.inspection.update({ where: { id: inspection.id }, data: { approved: false, approvedById: null, approvedAt: null } });
      expect((await post('approve', headers)).statusCode, `${who} approves`).toBe(may.approve ? 200 : 403);
      await t.db.inspection.update({ where: { id: inspection.id }, data: { approved: true, approvedAt: new Date() } });
      expect((await post('unapprove', headers)).statusCode, `${who} unapproves`).toBe(may.unapprove ? 200 : 403);
    }
  });
});
