import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZIntervention, ZInterventionImage, ZInterventionListResponse } from '@trapline/contracts/interventions';
import { bearer, createCompany, createPlace, createUser, multipart, signIn, useApi } from '../helpers.ts';

const png = (color = '#1c7ed6') =>
  sharp({ create: { width: 40, height: 20, channels: 4, background: color } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#f03e3e' } })
    .jpeg()
    .toBuffer();

describe('interventions', { timeout: 60_000 }, () => {
  const t = useApi();

  async function world() {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, client.id);
    const foreignPlace = await createPlace(t.db, other.id);
    const login = async (companyId: number, role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') => {
      const user = await createUser(t.db, { companyId, role });
      if (role === 'USER') await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id } });
      return { user, headers: bearer((await signIn(t.app, user.email)).token) };
    };
    return {
      provider,
      client,
      other,
      place,
      foreignPlace,
      manager: await login(provider.id, 'COMPANY_ADMIN'),
      controller: await login(provider.id, 'CONTROLLER'),
      technician: await login(provider.id, 'USER'),
      clientUser: await login(client.id, 'CLIENT'),
      otherManager: await login(other.id, 'COMPANY_ADMIN'),
      url: `/api/places/${place.uuid}/interventions`,
    };
  }

  const body = async () => ({
    name: 'Protokół z wizyty 24/11/2026',
    purpose: 'Zwalczanie gryzoni – magazyn',
    pestsRemoved: 'Mysz domowa ×3',
    actionTaken: 'Wymiana przynęt',
    usedProducts: [
      { name: 'Brodifakum Pasta', activeSubstance: 'brodifakum', amount: 12.5, unit: 'GRAMS' },
      { name: 'Żel owadobójczy', activeSubstance: 'imidachlopryd', amount: 0.01, unit: 'MILLILITERS' },
    ],
    area: 'Hala A',
    recommendations: 'Uszczelnić drzwi',
    cause: 'Otwarte bramy',
    description: '',
    approvedByText: 'Anna Nowak',
    approvedByImage: `data:image/png;base64,${(await png('#000000')).toString('base64')}`,
    signedByClient: true,
  });

  async function upload(
    w: Awaited<ReturnType<typeof world>>,
    id: string,
    headers: Record<string, string>,
    file: Buffer | null,
    fields: Record<string, string> = { type: 'CAUSE' },
    contentType = 'image/png',
  ) {
    const form = multipart(file && { data: file, filename: 'photo.png', contentType }, fields);
    return t.app.inject({ method: 'PUT', url: `${w.url}/${id}/images`, headers: { ...headers, ...form.headers }, payload: form.payload });
  }

  it('creates, reads, lists, changes and deletes a protocol with used products and a stored signature', async () => {
    const w = await world();
    const created = await t.app.inject({ method: 'POST', url: w.url, headers: w.technician.headers, payload: await body() });
    expect(created.statusCode).toBe(201);
    const intervention = ZIntervention.parse(created.json());
    expect(intervention).toMatchObject({
      placeUuid: w.place.uuid,
      name: 'Protokół z wizyty 24/11/2026',
      description: null,
      signedByClient: true,
      reportPath: null,
      user: { id: w.technician.user.id },
      usedProducts: [
        { name: 'Brodifakum Pasta', activeSubstance: 'brodifakum', amount: 12.5, unit: 'GRAMS' },
        { name: 'Żel owadobójczy', activeSubstance: 'imidachlopryd', amount: 0.01, unit: 'MILLILITERS' },
      ],
    });
    // The signature is stored as a file and answered as a signed URL that serves the PNG.
    expect(intervention.approvedByImage).toMatch(/\/files\/places\//);
    const signatureUrl = new URL(intervention.approvedByImage!);
    const signature = await t.app.inject({ method: 'GET', url: signatureUrl.pathname + signatureUrl.search });
    expect(signature.statusCode).toBe(200);
    expect(signature.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    const list = await t.app.inject({ method: 'GET', url: w.url, headers: w.clientUser.headers });
    expect(list.statusCode).toBe(200);
    expect(ZInterventionListResponse.parse(list.json()).interventions.map((i) => i.uuid)).toEqual([intervention.uuid]);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${intervention.id}`, headers: w.controller.headers })).json()).toMatchObject({
      uuid: intervention.uuid,
    });

    // PATCH changes only what is given; usedProducts replaces the list; null removes the signature.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `${w.url}/${intervention.uuid}`,
      headers: w.controller.headers,
      payload: {
        purpose: 'Dezynsekcja',
        usedProducts: [{ name: 'Fumigant', activeSubstance: 'fosforowodór', amount: 3, unit: 'CUBIC_METERS' }],
        approvedByImage: null,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      purpose: 'Dezynsekcja',
      name: intervention.name,
      approvedByImage: null,
      usedProducts: [{ name: 'Fumigant', amount: 3, unit: 'CUBIC_METERS' }],
    });
    expect(await t.db.usedProduct.count({ where: { interventionId: intervention.id } })).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: signatureUrl.pathname + signatureUrl.search })).statusCode).toBe(404);

    const removed = await t.app.inject({ method: 'DELETE', url: `${w.url}/${intervention.uuid}`, headers: w.manager.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ id: intervention.id });
    expect(await t.db.intervention.count({ where: { id: intervention.id } })).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${intervention.uuid}`, headers: w.manager.headers })).statusCode).toBe(404);
  });

  it('refuses deleting to the restricted user (technician, client user); a controller may', async () => {
    const w = await world();
    const create = async () =>
      (await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: { name: 'P', purpose: 'Q' } })).json() as { uuid: string };
    const first = await create();
    for (const who of [w.technician, w.clientUser]) {
      const res = await t.app.inject({ method: 'DELETE', url: `${w.url}/${first.uuid}`, headers: who.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'common/forbidden' });
    }
    expect(await t.db.intervention.count({ where: { uuid: first.uuid } })).toBe(1);
    // They may still write and change protocols.
    expect(
      (await t.app.inject({ method: 'PATCH', url: `${w.url}/${first.uuid}`, headers: w.technician.headers, payload: { area: 'Hala B' } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${first.uuid}`, headers: w.controller.headers })).statusCode).toBe(200);
  });

  it('answers 404 to another company and to a technician not assigned to the place, changing nothing', async () => {
    const w = await world();
    const intervention = (await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: await body() })).json() as {
      uuid: string;
      id: number;
    };
    const foreign = w.otherManager.headers;
    const calls = [
      { method: 'GET', url: w.url },
      { method: 'POST', url: w.url, payload: { name: 'X', purpose: 'Y' } },
      { method: 'GET', url: `${w.url}/${intervention.uuid}` },
      { method: 'PATCH', url: `${w.url}/${intervention.uuid}`, payload: { name: 'Hacked' } },
      { method: 'DELETE', url: `${w.url}/${intervention.uuid}` },
      { method: 'GET', url: `${w.url}/${intervention.uuid}/signed-url` },
      { method: 'POST', url: `${w.url}/${intervention.uuid}/pdf`, payload: {} },
      { method: 'GET', url: `${w.url}/${intervention.uuid}/images` },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: foreign });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    // The foreign company's own place does not reach this intervention either.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/places/${w.foreignPlace.uuid}/interventions/${intervention.uuid}`, headers: foreign })).statusCode,
    ).toBe(404);
    expect((await upload(w, intervention.uuid, foreign, await png())).statusCode).toBe(404);
    const unassigned = bearer((await signIn(t.app, (await createUser(t.db, { companyId: w.provider.id, role: 'USER' })).email)).token);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${intervention.uuid}`, headers: unassigned })).statusCode).toBe(404);
    expect(await t.db.intervention.findUniqueOrThrow({ where: { id: intervention.id } })).toMatchObject({ name: 'Protokół z wizyty 24/11/2026' });
    expect(await t.db.intervention.count({ where: { placeId: w.place.id } })).toBe(1);
  });

  it('refuses bad input with field errors: required name and purpose, product amounts with more than 2 decimals, unknown units, bad signatures', async () => {
    const w = await world();
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: payload as Record<string, unknown> });
    const paths = async (payload: unknown) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('common/validation_failed');
      return (res.json().details.fields as Array<{ path: string; message: string }>).map((f) => `${f.path}:${f.message}`);
    };
    expect(await paths({ name: '  ', purpose: '' })).toEqual(expect.arrayContaining(['name:required', 'purpose:required']));
    const product = { name: 'A', activeSubstance: 'B', amount: 1, unit: 'GRAMS' };
    expect(await paths({ name: 'N', purpose: 'P', usedProducts: [{ ...product, amount: 1.234 }] })).toEqual(['usedProducts.0.amount:max_2_decimals']);
    expect((await paths({ name: 'N', purpose: 'P', usedProducts: [{ ...product, amount: -1 }] }))[0]).toMatch(/^usedProducts\.0\.amount:/);
    expect((await paths({ name: 'N', purpose: 'P', usedProducts: [{ ...product, unit: 'KILOGRAMS' }] }))[0]).toMatch(/^usedProducts\.0\.unit:/);
    expect(await paths({ name: 'N', purpose: 'P', usedProducts: [{ ...product, name: '', activeSubstance: ' ' }] })).toEqual([
      'usedProducts.0.name:required',
      'usedProducts.0.activeSubstance:required',
    ]);
    expect((await paths({ name: 'N', purpose: 'P', approvedByImage: 'https://example.test/x.png' }))[0]).toBe('approvedByImage:png_data_url');
    expect(await paths({ name: 'N', purpose: 'P', approvedByImage: 'data:image/png;base64,AAAA' })).toEqual(['approvedByImage:unreadable_image']);
    expect(await paths({ name: 'N\u0000', purpose: 'P' })).toEqual(['name:nul_character']);
    // Two decimals and every unit of the specification pass.
    const units = ['GRAMS', 'MILLILITERS', 'PIECES', 'PACKAGE', 'PERCENTAGE', 'SET', 'PPM', 'CUBIC_METERS'];
    const ok = await post({ name: 'N', purpose: 'P', usedProducts: units.map((unit, i) => ({ ...product, unit, amount: i + 0.29 })) });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().usedProducts.map((p: { amount: number }) => p.amount)).toEqual(units.map((_, i) => i + 0.29));
    expect(await t.db.intervention.count({ where: { placeId: w.place.id } })).toBe(1);
    const patch = await t.app.inject({ method: 'PATCH', url: `${w.url}/${ok.json().uuid}`, headers: w.manager.headers, payload: { name: '' } });
    expect(patch.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/not-an-id`, headers: w.manager.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${ok.json().uuid}/signed-url`, headers: w.manager.headers })).statusCode).toBe(404);
  });

  it('keeps PNG and JPEG images per section, at most 3 per section, and removes them', async () => {
    const w = await world();
    const intervention = (await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: { name: 'P', purpose: 'Q' } })).json() as {
      uuid: string;
      id: number;
    };
    const added = [];
    for (const file of [await png(), await jpeg(), await png('#40c057')]) {
      const res = await upload(w, intervention.uuid, w.technician.headers, file, { type: 'CAUSE', name: 'Szczelina w ścianie' });
      expect(res.statusCode).toBe(201);
      added.push(ZInterventionImage.parse(res.json()));
    }
    expect(added[1]!.url).toMatch(/\.jpg/);
    const full = await upload(w, intervention.uuid, w.technician.headers, await png(), { type: 'CAUSE' });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'interventions/too_many_images', details: { type: 'CAUSE', max: 3 } });
    // Another section has its own three.
    expect((await upload(w, intervention.uuid, w.technician.headers, await png(), { type: 'PESTS_REMOVED' })).statusCode).toBe(201);
    // Not an image, no type, an unknown type, no file.
    expect((await upload(w, intervention.uuid, w.manager.headers, Buffer.from('%PDF-1.4 test'), { type: 'DESCRIPTION' }, 'application/pdf')).statusCode).toBe(
      415,
    );
    expect((await upload(w, intervention.uuid, w.manager.headers, await png(), {})).statusCode).toBe(400);
    expect((await upload(w, intervention.uuid, w.manager.headers, await png(), { type: 'OTHER' })).statusCode).toBe(400);
    expect((await upload(w, intervention.uuid, w.manager.headers, null, { type: 'DESCRIPTION' })).statusCode).toBe(400);

    const list = await t.app.inject({ method: 'GET', url: `${w.url}/${intervention.uuid}/images`, headers: w.clientUser.headers });
    expect(list.json().images.map((i: { type: string }) => i.type)).toEqual(['CAUSE', 'CAUSE', 'CAUSE', 'PESTS_REMOVED']);
    const gone = await t.app.inject({ method: 'DELETE', url: `${w.url}/${intervention.uuid}/images/${added[0]!.uuid}`, headers: w.technician.headers });
    expect(gone.statusCode).toBe(200);
    expect((await upload(w, intervention.uuid, w.technician.headers, await png(), { type: 'CAUSE' })).statusCode).toBe(201);
    // Foreign: another company may neither list nor remove; an image of another intervention is not found.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${w.url}/${intervention.uuid}/images/${added[1]!.id}`, headers: w.otherManager.headers })).statusCode,
    ).toBe(404);
    const second = (await t.app.inject({ method: 'POST', url: w.url, headers: w.manager.headers, payload: { name: 'P2', purpose: 'Q' } })).json() as {
      uuid: string;
    };
    expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${second.uuid}/images/${added[1]!.id}`, headers: w.manager.headers })).statusCode).toBe(404);
    expect(await t.db.interventionImage.count({ where: { interventionId: intervention.id } })).toBe(4);
    // Deleting the protocol removes its images.
    expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${intervention.uuid}`, headers: w.manager.headers })).statusCode).toBe(200);
    expect(await t.db.interventionImage.count({ where: { interventionId: intervention.id } })).toBe(0);
  });
});
