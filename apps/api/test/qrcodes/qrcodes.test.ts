import { describe, expect, it } from 'vitest';
import { QR_CODE_ALPHABET, ZQrBatch, ZQrCodeListResponse, ZQrCodeResolution } from '@trapline/contracts/qrcodes';
import { drawCodes } from '../../src/modules/qrcodes/service.ts';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from '../helpers.ts';

describe('QR code batches', () => {
  const t = useApi({ PUBLIC_WEB_URL: 'https://panel.example.test' });

  async function world() {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, client.id);
    const login = async (companyId: number, role: 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') => {
      const user = await createUser(t.db, { companyId, role });
      return { user, headers: bearer((await signIn(t.app, user.email)).token) };
    };
    const superAdmin = await login(provider.id, 'ADMIN');
    const manager = await login(provider.id, 'COMPANY_ADMIN');
    return {
      provider,
      client,
      other,
      place,
      superAdmin: superAdmin.headers,
      managerUser: manager.user,
      manager: manager.headers,
      technician: (await login(provider.id, 'USER')).headers,
      controller: (await login(provider.id, 'CONTROLLER')).headers,
      clientUser: (await login(client.id, 'CLIENT')).headers,
      otherManager: (await login(other.id, 'COMPANY_ADMIN')).headers,
    };
  }

  const create = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/qrcodes/batches', headers, payload });
  const get = (headers: Record<string, string>, url: string) => t.app.inject({ method: 'GET', url, headers });

  it(
    'generates a batch of unique, random codes for the caller\u2019s company and lists it with who made it and how many codes are used',
    { timeout: 90_000 },
    async () => {
      const w = await world();
      const made = await create(w.manager, { name: '  Magazyn A  ', amount: 40 });
      expect(made.statusCode).toBe(201);
      const batch = made.json();
      expect(ZQrBatch.safeParse(batch).success).toBe(true);
      expect(batch).toMatchObject({
        name: 'Magazyn A',
        amount: 40,
        usedAmount: 0,
        used: false,
        companyId: w.provider.id,
        company: { name: w.provider.name },
        user: { id: w.managerUser.id, name: 'Jan', surname: 'Kowalski' },
      });

      const codes = (await get(w.technician, `/api/qrcodes/batches/${batch.uuid}/codes`)).json();
      expect(ZQrCodeListResponse.safeParse(codes).success).toBe(true);
      expect(codes.count).toBe(40);
      const values: string[] = codes.rows.map((c: { code: string }) => c.code);
      expect(new Set(values).size).toBe(40);
      for (const code of values) expect(code).toMatch(new RegExp(`^[${QR_CODE_ALPHABET}]{12}$`));
      expect(codes.rows[0]).toMatchObject({ used: false, device: null, url: `https://panel.example.test/app?qr=${values[0]}` });

      // A second batch shares no code with the first; codes are unique in the whole product.
      const second = (await create(w.technician, { name: 'B', amount: 500 })).json();
      expect(second).toMatchObject({ amount: 500, companyId: w.provider.id });
      expect(await t.db.qrCode.count({ where: { batchId: second.id } })).toBe(500);
      expect(await t.db.qrCode.count({ where: { batchId: second.id, code: { in: values } } })).toBe(0);

      // Used codes are counted (a code is used once it is assigned to a device).
      const trap = await t.db.deviceType.create({ data: { name: 'Trap' } });
      const first = await t.db.qrCode.findFirstOrThrow({ where: { batchId: batch.id }, orderBy: { id: 'asc' } });
      await t.db.qrCode.update({ where: { id: first.id }, data: { used: true } });
      const device = await t.db.device.create({
        data: { placeId: w.place.id, uniqueId: 'A1', prefix: 'A', number: 1, deviceTypeId: trap.id, qrCodeId: first.id },
      });
      const list = (await get(w.manager, '/api/qrcodes/batches')).json();
      expect(list.count).toBe(2);
      expect(list.rows.map((b: { name: string; usedAmount: number }) => [b.name, b.usedAmount])).toEqual([
        ['B', 0],
        ['Magazyn A', 1],
      ]);
      expect((await get(w.manager, `/api/qrcodes/batches/${batch.id}/codes`)).json().rows[0]).toMatchObject({
        used: true,
        device: { uuid: device.uuid, uniqueId: 'A1', placeUuid: w.place.uuid },
      });
      expect((await get(w.manager, `/api/qrcodes/batches/${batch.id}`)).json()).toMatchObject({ usedAmount: 1, used: false });
      // Pages and the company filter.
      expect((await get(w.manager, '/api/qrcodes/batches?limit=1&page=2')).json()).toMatchObject({ count: 2, rows: [{ name: 'Magazyn A' }] });
      expect((await get(w.manager, `/api/qrcodes/batches?companyId=${w.client.id}`)).json()).toEqual({ rows: [], count: 0 });
    },
  );

  it('draws codes from a cryptographic source: no two alike in a large draw, every character about equally often', () => {
    const codes = drawCodes(20_000);
    expect(new Set(codes).size).toBe(codes.length);
    const counts = new Map<string, number>();
    for (const code of codes) for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect(counts.size).toBe(32);
    const expected = (20_000 * 12) / 32;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.05);
  });

  it('lets the super admin choose the company (required) and others a company they see, and refuses bad input', async () => {
    const w = await world();
    const noCompany = await create(w.superAdmin, { name: 'X', amount: 5 });
    expect([noCompany.statusCode, noCompany.json().code, noCompany.json().details.fields[0]]).toEqual([
      400,
      'common/validation_failed',
      expect.objectContaining({ path: 'companyId', message: 'company_required' }),
    ]);
    const forOther = await create(w.superAdmin, { name: 'X', amount: 5, companyId: w.other.id });
    expect([forOther.statusCode, forOther.json().companyId]).toEqual([201, w.other.id]);
    expect((await get(w.superAdmin, '/api/qrcodes/batches')).json().rows.map((b: { company: { name: string } }) => b.company.name)).toContain(w.other.name);

    // A company admin may make codes for a client company of theirs, not for another tenant.
    expect((await create(w.manager, { name: 'C', amount: 1, companyId: w.client.id })).json().companyId).toBe(w.client.id);
    const foreign = await create(w.manager, { name: 'C', amount: 1, companyId: w.other.id });
    expect([foreign.statusCode, foreign.json().details.fields[0].message]).toEqual([400, 'company_not_found']);

    for (const payload of [
      { amount: 5 },
      { name: '', amount: 5 },
      { name: '   ', amount: 5 },
      { name: 'X' },
      { name: 'X', amount: 0 },
      { name: 'X', amount: 501 },
      { name: 'X', amount: 2.5 },
      { name: 'X', amount: 'many' },
      { name: 'x'.repeat(201), amount: 1 },
      { name: 'a\u0000b', amount: 1 },
      { name: 'X', amount: 1, companyId: -1 },
      { name: 'X', amount: 1, companyId: 99999999999 },
    ]) {
      const res = await create(w.manager, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([400, 'common/validation_failed']);
    }
    expect((await create(w.manager, { name: 'X', amount: 500 })).statusCode).toBe(201);
    expect((await create(w.manager, { name: 'X', amount: 1 })).statusCode).toBe(201);
  });

  it('is for the super admin, company admins and technicians, and never shows another tenant\u2019s batch', async () => {
    const w = await world();
    const batch = (await create(w.manager, { name: 'Mine', amount: 3 })).json();
    for (const headers of [w.controller, w.clientUser]) {
      expect((await get(headers, '/api/qrcodes/batches')).statusCode).toBe(403);
      expect((await create(headers, { name: 'X', amount: 1 })).statusCode).toBe(403);
      expect((await get(headers, `/api/qrcodes/batches/${batch.id}`)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/qrcodes/batches' })).statusCode).toBe(401);

    // The other tenant neither sees nor reaches it, by id or uuid.
    expect((await get(w.otherManager, '/api/qrcodes/batches')).json()).toEqual({ rows: [], count: 0 });
    expect((await get(w.otherManager, `/api/qrcodes/batches?companyId=${w.provider.id}`)).json()).toEqual({ rows: [], count: 0 });
    for (const key of [batch.id, batch.uuid]) {
      for (const suffix of ['', '/codes', '/pdf']) {
        const res = await get(w.otherManager, `/api/qrcodes/batches/${key}${suffix}`);
        expect([res.statusCode, res.json().code]).toEqual([404, 'common/not_found']);
      }
    }
    for (const key of ['0', 'abc', '99999999999999', '00000000-0000-0000-0000-000000000000'])
      expect((await get(w.manager, `/api/qrcodes/batches/${key}`)).statusCode).toBe(404);
    // The client's own user does not see the provider's batches; the technician does.
    expect((await get(w.technician, `/api/qrcodes/batches/${batch.uuid}`)).json()).toMatchObject({ name: 'Mine' });
  });

  it('has nothing to print once every code is used', async () => {
    const w = await world();
    const batch = (await create(w.manager, { name: 'Done', amount: 2 })).json();
    await t.db.qrCode.updateMany({ where: { batchId: batch.id }, data: { used: true } });
    const res = await get(w.manager, `/api/qrcodes/batches/${batch.id}/pdf`);
    expect([res.statusCode, res.json().code]).toEqual([409, 'qrcodes/no_unused_codes']);
    expect((await get(w.manager, `/api/qrcodes/batches/${batch.id}`)).json()).toMatchObject({ usedAmount: 2, used: true });
  });
  it('assigns a code to a device by typing it, refuses a code another device has, and frees a code taken away', async () => {
    const w = await world();
    const batch = (await create(w.manager, { name: 'Assign', amount: 3 })).json();
    const [a, b] = (await get(w.manager, `/api/qrcodes/batches/${batch.id}/codes`)).json().rows as Array<{ code: string }>;
    const foreignBatch = (await create(w.otherManager, { name: 'Theirs', amount: 1 })).json();
    const foreignCode = (await get(w.otherManager, `/api/qrcodes/batches/${foreignBatch.id}/codes`)).json().rows[0].code as string;
    const trap = await t.db.deviceType.create({ data: { name: 'Trap' } });
    const one = await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'Q1', prefix: 'Q', number: 1, deviceTypeId: trap.id } });
    const two = await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'Q2', prefix: 'Q', number: 2, deviceTypeId: trap.id } });
    const patch = (device: { uuid: string }, qrCode: string | null) =>
      t.app.inject({ method: 'PATCH', url: `/api/places/${w.place.uuid}/devices/${device.uuid}`, headers: w.manager, payload: { qrCode } });

    // Typed in lower case with dashes, as printed.
    const typed = await patch(one, a!.code.toLowerCase().match(/.{4}/g)!.join('-'));
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toMatchObject({ qrCode: a!.code });
    expect((await get(w.manager, `/api/qrcodes/batches/${batch.id}`)).json()).toMatchObject({ usedAmount: 1 });

    const taken = await patch(two, a!.code);
    expect([taken.statusCode, taken.json().code, taken.json().message]).toEqual([
      409,
      'qrcodes/code_used',
      'Ten kod QR jest już przypisany do innego urządzenia.',
    ]);
    for (const code of [foreignCode, 'ZZZZZZZZZZZZ']) {
      const missing = await patch(two, code);
      expect([missing.statusCode, missing.json().details.fields[0].message]).toEqual([400, 'qr_code_not_found']);
    }
    expect(await t.db.qrCode.count({ where: { code: foreignCode, used: true } })).toBe(0);

    // Replacing frees the old code; taking it away frees it too.
    expect((await patch(one, b!.code)).json()).toMatchObject({ qrCode: b!.code });
    expect((await patch(two, a!.code)).json()).toMatchObject({ qrCode: a!.code });
    expect((await patch(one, null)).json()).toMatchObject({ qrCode: null, qrcodeId: null });
    expect((await get(w.manager, `/api/qrcodes/batches/${batch.id}`)).json()).toMatchObject({ usedAmount: 1 });
  });

  it('tells what a scanned code stands for: the device it opens, a free code (assignable by those who set devices up), 404 for unknown and foreign codes', async () => {
    const w = await world();
    const batch = (await create(w.manager, { name: 'Scan', amount: 2 })).json();
    const [a, b] = (await get(w.manager, `/api/qrcodes/batches/${batch.id}/codes`)).json().rows as Array<{ code: string }>;
    const foreignBatch = (await create(w.otherManager, { name: 'Theirs', amount: 1 })).json();
    const foreignCode = (await get(w.otherManager, `/api/qrcodes/batches/${foreignBatch.id}/codes`)).json().rows[0].code as string;
    const trap = await t.db.deviceType.create({ data: { name: 'Trap' } });
    const device = await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'S1', prefix: 'S', number: 1, deviceTypeId: trap.id } });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/places/${w.place.uuid}/devices/${device.uuid}`,
      headers: w.manager,
      payload: { qrCode: a!.code },
    });
    expect(patch.statusCode).toBe(200);
    const resolve = (headers: Record<string, string>, code: string) => get(headers, `/api/qrcodes/codes/${encodeURIComponent(code)}`);

    // As printed, in lower case with dashes: the device and its place.
    const assigned = await resolve(w.manager, a!.code.toLowerCase().match(/.{4}/g)!.join('-'));
    expect(assigned.statusCode).toBe(200);
    expect(ZQrCodeResolution.safeParse(assigned.json()).success).toBe(true);
    expect(assigned.json()).toEqual({
      code: a!.code,
      assigned: true,
      canAssign: false,
      device: { uuid: device.uuid, uniqueId: 'S1', placeId: w.place.id, placeUuid: w.place.uuid, placeName: w.place.name },
    });
    // The super admin sees it too.
    expect((await resolve(w.superAdmin, a!.code)).json()).toMatchObject({ assigned: true, device: { uuid: device.uuid } });

    // A free code: managers and controllers may assign it, technicians not.
    expect((await resolve(w.manager, b!.code)).json()).toEqual({ code: b!.code, assigned: false, device: null, canAssign: true });
    expect((await resolve(w.controller, b!.code)).json()).toMatchObject({ assigned: false, canAssign: true });
    expect((await resolve(w.technician, b!.code)).json()).toMatchObject({ assigned: false, canAssign: false });

    // Unknown codes and another tenant's are 404 alike, and nothing changes.
    for (const code of ['ZZZZZZZZZZZZ', foreignCode, '--']) {
      const missing = await resolve(w.manager, code);
      expect([missing.statusCode, missing.json().code]).toEqual([404, 'common/not_found']);
    }
    expect((await resolve(w.otherManager, a!.code)).statusCode).toBe(404);
    expect((await resolve(w.otherManager, foreignCode)).json()).toMatchObject({ assigned: false, canAssign: true });
    expect(await t.db.qrCode.count({ where: { code: foreignCode, used: true } })).toBe(0);
  });

  it('frees the code of a deleted device, so it can be given to another device', async () => {
    const w = await world();
    const batch = (await create(w.manager, { name: 'Reuse', amount: 2 })).json();
    const [a, b] = (await get(w.manager, `/api/qrcodes/batches/${batch.id}/codes`)).json().rows as Array<{ code: string }>;
    const trap = await t.db.deviceType.create({ data: { name: 'Trap' } });
    const one = await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'R1', prefix: 'R', number: 1, deviceTypeId: trap.id } });
    const two = await t.db.device.create({ data: { placeId: w.place.id, uniqueId: 'R2', prefix: 'R', number: 2, deviceTypeId: trap.id } });
    const patch = (device: { uuid: string }, qrCode: string | null) =>
      t.app.inject({ method: 'PATCH', url: `/api/places/${w.place.uuid}/devices/${device.uuid}`, headers: w.manager, payload: { qrCode } });
    expect((await patch(one, a!.code)).statusCode).toBe(200);
    expect((await patch(two, a!.code)).statusCode).toBe(409);

    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/places/${w.place.uuid}/devices/bulk-delete`,
      headers: w.manager,
      payload: { deviceUuids: [one.uuid] },
    });
    expect(deleted.json()).toEqual({ count: 1 });
    expect((await get(w.manager, `/api/qrcodes/batches/${batch.id}`)).json()).toMatchObject({ usedAmount: 0 });
    expect((await get(w.manager, `/api/qrcodes/codes/${a!.code}`)).json()).toMatchObject({ assigned: false, device: null, canAssign: true });
    expect((await patch(two, a!.code)).json()).toMatchObject({ qrCode: a!.code });

    // Deleting a place frees the codes of its devices too.
    const place = await createPlace(t.db, w.client.id);
    const three = await t.db.device.create({ data: { placeId: place.id, uniqueId: 'R3', prefix: 'R', number: 3, deviceTypeId: trap.id } });
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/places/${place.uuid}/devices/${three.uuid}`, headers: w.manager, payload: { qrCode: b!.code } }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/places/${place.uuid}`, headers: w.manager })).statusCode).toBeLessThan(300);
    expect(await t.db.qrCode.findUniqueOrThrow({ where: { code: b!.code }, select: { used: true } })).toEqual({ used: false });
  });
});
