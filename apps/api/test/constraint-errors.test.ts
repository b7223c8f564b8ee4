import { describe, expect, it } from 'vitest';
import { constraintError } from '../src/lib/db-errors.ts';
import { bearer, createCompany, createPlace, createUser, signIn, useApi } from './helpers.ts';

/** What a promise rejects with (it must reject). */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the database to refuse');
}

const answer = (error: unknown) => {
  const mapped = constraintError(error);
  return mapped && { status: mapped.statusCode, code: mapped.code };
};

describe('database constraints met by a request', () => {
  const t = useApi();

  it('are read from Prisma and from raw SQL alike: missing rows and references 404, duplicates and rows in use 409', async () => {
    const company = await createCompany(t.db, { enterpriseId: `ent-${Date.now().toString(36)}` });
    await createPlace(t.db, company.id);
    const notFound = { status: 404, code: 'common/not_found' };
    const conflict = { status: 409, code: 'common/conflict' };

    // Prisma P2003 on insert: the referenced device type does not exist.
    expect(answer(await failure(t.db.deviceTypeAction.create({ data: { name: 'x', deviceTypeId: 2_147_483_647 } })))).toEqual(notFound);
    // Prisma P2003 on delete: a place still belongs to the company.
    expect(answer(await failure(t.db.company.delete({ where: { id: company.id } })))).toEqual(conflict);
    // Prisma P2002.
    expect(
      answer(await failure(t.db.company.create({ data: { name: 'y', email: 'y@example.test', address: 'y', enterpriseId: company.enterpriseId } }))),
    ).toEqual(conflict);
    // Prisma P2025: updating and deleting a row that is not there.
    expect(answer(await failure(t.db.company.update({ where: { id: 2_147_483_647 }, data: { name: 'z' } })))).toEqual(notFound);
    expect(answer(await failure(t.db.company.delete({ where: { id: 2_147_483_647 } })))).toEqual(notFound);
    // Raw SQL (Prisma P2010 with the SQLSTATE inside): 23503 both ways, 23505.
    expect(
      answer(
        await failure(
          t.db.$executeRaw`INSERT INTO device_type_actions (uuid, name, "deviceTypeId", "updatedAt") VALUES (gen_random_uuid(), 'x', 2147483647, now())`,
        ),
      ),
    ).toEqual(notFound);
    expect(answer(await failure(t.db.$executeRaw`DELETE FROM companies WHERE id = ${company.id}`))).toEqual(conflict);
    expect(
      answer(
        await failure(
          t.db
            .$executeRaw`INSERT INTO companies (uuid, name, email, address, "enterpriseId", "updatedAt") VALUES (gen_random_uuid(), 'w', 'w@example.test', 'w', ${company.enterpriseId}, now())`,
        ),
      ),
    ).toEqual(conflict);
    // Anything else is not a constraint: left to be a 500.
    expect(answer(await failure(t.db.$queryRaw`SELECT ${2 ** 31}::int`))).toBeNull();
    expect(answer(new Error('boom'))).toBeNull();
  });

  it('creating a catalogue part for a device type that does not exist is a field error, not a 500', async () => {
    const provider = await createCompany(t.db);
    const admin = bearer((await signIn(t.app, (await createUser(t.db, { companyId: provider.id, role: 'ADMIN' })).email)).token);
    for (const [url, payload] of [
      ['/device-type-actions', { name: 'Wymiana przynęty', deviceTypeId: 2_147_483_647 }],
      ['/api/v3/device-type-observations', { name: 'Ślady', type: 'NEUTRAL', deviceTypeId: 2_147_483_647 }],
      ['/device-type-objects', { name: 'Mysz', deviceTypeId: 2_147_483_647 }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'common/validation_failed', details: { fields: [{ path: 'deviceTypeId', message: 'device_type_not_found' }] } });
    }
  });

  it('clearing the alert of a LoRa sensor while it is deleted answers 200, 204 or 404, never 500', async () => {
    const provider = await createCompany(t.db);
    const company = await createCompany(t.db);
    const place = await createPlace(t.db, company.id);
    const type = await t.db.deviceType.create({ data: { name: 'Sensor trap', isRadio: true } });
    const admin = bearer((await signIn(t.app, (await createUser(t.db, { companyId: provider.id, role: 'ADMIN' })).email)).token);
    const seen = new Map<string, number>();
    for (let i = 0; i < 40; i++) {
      const device = await t.db.device.create({ data: { placeId: place.id, uniqueId: `R${i}`, deviceTypeId: type.id, detect: true } });
      const sensor = await t.db.loraDevice.create({
        data: {
          devEui: `00000000000A${i.toString(16).padStart(4, '0')}`.toUpperCase(),
          name: `S${i}`,
          companyId: company.id,
          placeId: place.id,
          deviceId: device.id,
          detectedValue: true,
        },
      });
      // Alternate which request starts first, so each wins the race some of the time.
      const clear = () => t.app.inject({ method: 'POST', url: `/api/lora/devices/${sensor.uuid}/clear-alert`, headers: admin });
      const remove = () => t.app.inject({ method: 'DELETE', url: `/api/lora/devices/${sensor.uuid}`, headers: admin });
      const answers = i % 2 === 0 ? await Promise.all([clear(), remove()]) : (await Promise.all([remove(), clear()])).reverse();
      for (const [name, res] of [
        ['clear', answers[0]!],
        ['delete', answers[1]!],
      ] as const) {
        expect(res.statusCode, `${name} #${i}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        seen.set(`${name} ${res.statusCode}`, (seen.get(`${name} ${res.statusCode}`) ?? 0) + 1);
      }
      expect(await t.db.loraDevice.count({ where: { id: sensor.id } })).toBe(0);
    }
    expect(seen.get('delete 204')).toBe(40);
  });
});
