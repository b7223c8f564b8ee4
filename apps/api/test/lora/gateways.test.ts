import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { loraWorld } from './world.ts';

describe('LoRa gateways', () => {
  const t = useApi();

  async function gatewayWorld() {
    const w = await loraWorld(t);
    const ours = await t.db.loraGateway.create({
      data: {
        devEui: w.eui('0FA1'),
        name: 'Roof gateway',
        companyId: w.client.id,
        placeId: w.place.id,
        lastSeenAt: new Date(),
        createdAt: new Date(Date.UTC(2026, 0, 2)),
      },
    });
    const unplaced = await t.db.loraGateway.create({
      data: { devEui: w.eui('0FB2'), name: 'Spare gateway', companyId: w.company.id, createdAt: new Date(Date.UTC(2026, 0, 1)) },
    });
    const theirs = await t.db.loraGateway.create({ data: { devEui: w.eui('0FC3'), name: 'Their gateway', companyId: w.other.id } });
    // Registered by the bridge: no company yet, only the super admin reaches it.
    const orphan = await t.db.loraGateway.create({ data: { devEui: w.eui('0FD4'), name: w.eui('0FD4') } });
    return { ...w, ours, unplaced, theirs, orphan };
  }

  it('lists and shows the gateways within reach', async () => {
    const w = await gatewayWorld();
    const names = async (headers: Record<string, string>, query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/lora/gateways${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().loraDevices as Array<{ name: string }>).map((g) => g.name);
    };
    expect(await names(w.manager)).toEqual(['Roof gateway', 'Spare gateway']);
    expect(await names(w.technician)).toEqual(['Roof gateway', 'Spare gateway']);
    expect(await names(w.otherManager)).toEqual(['Their gateway']);
    expect(await names(w.manager, '?name=roof')).toEqual(['Roof gateway']);
    expect(await names(w.manager, `?name=${w.unplaced.devEui.slice(-4)}`)).toEqual(['Spare gateway']);
    expect(await names(w.manager, `?companyUuid=${w.other.uuid}`)).toEqual([]);
    expect(await names(w.admin, `?name=${w.orphan.devEui}`)).toEqual([w.orphan.devEui]);

    const one = await t.app.inject({ method: 'GET', url: `/api/lora/gateways/${w.ours.uuid}`, headers: w.controller });
    expect(one.json().loraDevice).toMatchObject({
      devEui: w.ours.devEui,
      name: 'Roof gateway',
      company: { uuid: w.client.uuid },
      place: { uuid: w.place.uuid },
    });
    expect(one.json().loraDevice.lastUplinkAt).not.toBeNull();
    for (const [headers, uuid] of [
      [w.otherManager, w.ours.uuid],
      [w.manager, w.theirs.uuid],
      [w.manager, w.orphan.uuid],
      [w.technician, w.theirs.uuid],
    ] as const) {
      expect((await t.app.inject({ method: 'GET', url: `/api/lora/gateways/${uuid}`, headers })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/lora/gateways?limit=0', headers: w.manager })).statusCode).toBe(400);
  });

  it('creates, changes and deletes gateways; refuses bad input, other roles and foreign ones', async () => {
    const w = await gatewayWorld();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/lora/gateways',
      headers: w.manager,
      payload: { devEui: w.eui('0EE1').toLowerCase(), placeUuid: w.place.uuid },
    });
    expect(created.statusCode, created.body).toBe(201);
    const gateway = created.json().loraDevice;
    expect(gateway).toMatchObject({ devEui: w.eui('0EE1'), name: w.eui('0EE1'), companyUuid: w.client.uuid, placeUuid: w.place.uuid, lastUplinkAt: null });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/lora/gateways/${gateway.uuid}`,
      headers: w.manager,
      payload: { name: 'Hall', devEui: w.eui('0EE2'), placeUuid: null },
    });
    expect(changed.json().loraDevice).toMatchObject({ name: 'Hall', devEui: w.eui('0EE2'), placeUuid: null, companyUuid: w.client.uuid });

    const before = await t.db.loraGateway.findMany({ orderBy: { id: 'asc' } });
    const refused: Array<[string, string, Record<string, string>, Record<string, unknown> | undefined, number, string]> = [
      ['POST', '/api/lora/gateways', w.manager, { devEui: w.ours.devEui }, 409, 'lora/gateway_dev_eui_already_exists'],
      ['POST', '/api/lora/gateways', w.manager, { name: 'No EUI' }, 400, 'common/validation_failed'],
      ['POST', '/api/lora/gateways', w.manager, { devEui: w.eui('0EE3'), companyUuid: w.other.uuid }, 400, 'common/validation_failed'],
      ['POST', '/api/lora/gateways', w.technician, { devEui: w.eui('0EE4') }, 403, 'common/forbidden'],
      ['POST', '/api/lora/gateways', w.controller, { devEui: w.eui('0EE5') }, 403, 'common/forbidden'],
      ['PATCH', `/api/lora/gateways/${gateway.uuid}`, w.manager, { devEui: w.ours.devEui }, 409, 'lora/gateway_dev_eui_already_exists'],
      ['PATCH', `/api/lora/gateways/${gateway.uuid}`, w.manager, { devEui: 'nope' }, 400, 'common/validation_failed'],
      ['PATCH', `/api/lora/gateways/${gateway.uuid}`, w.manager, { placeUuid: w.foreignPlace.uuid }, 400, 'common/validation_failed'],
      ['PATCH', `/api/lora/gateways/${gateway.uuid}`, w.technician, { name: 'x' }, 403, 'common/forbidden'],
      ['PATCH', `/api/lora/gateways/${gateway.uuid}`, w.otherManager, { name: 'x' }, 404, 'common/not_found'],
      ['PATCH', `/api/lora/gateways/${w.theirs.uuid}`, w.manager, { name: 'x' }, 404, 'common/not_found'],
      ['DELETE', `/api/lora/gateways/${gateway.uuid}`, w.technician, undefined, 403, 'common/forbidden'],
      ['DELETE', `/api/lora/gateways/${gateway.uuid}`, w.otherManager, undefined, 404, 'common/not_found'],
      ['DELETE', `/api/lora/gateways/${w.theirs.uuid}`, w.manager, undefined, 404, 'common/not_found'],
    ];
    for (const [method, url, headers, payload, status, code] of refused) {
      const res = await t.app.inject({ method: method as 'POST', url, headers, ...(payload ? { payload } : {}) });
      expect([res.statusCode, res.json().code], `${method} ${url} ${JSON.stringify(payload)}`).toEqual([status, code]);
    }
    expect(await t.db.loraGateway.findMany({ orderBy: { id: 'asc' } })).toEqual(before);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/lora/gateways/${gateway.uuid}`, headers: w.manager })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/lora/gateways/${gateway.uuid}`, headers: w.manager })).statusCode).toBe(404);
    // The super admin gives a bridge-registered gateway its company.
    const claimed = await t.app.inject({
      method: 'PATCH',
      url: `/api/lora/gateways/${w.orphan.uuid}`,
      headers: w.admin,
      payload: { companyUuid: w.company.uuid, name: 'Found' },
    });
    expect(claimed.json().loraDevice).toMatchObject({ companyUuid: w.company.uuid, name: 'Found' });
  });
});
