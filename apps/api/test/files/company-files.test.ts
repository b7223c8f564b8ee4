import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, multipart, signIn, useApi } from '../helpers.ts';
import { pdf, png } from './file-fixtures.ts';

describe('company files', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trapline-company-files-'));
  const t = useApi({ DATA_DIR: dataDir, PUBLIC_API_URL: 'http://api.test' });

  async function world() {
    const root = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: root.id });
    const place = await createPlace(t.db, client.id);
    // A second client without places: its users see none of the servicing company's places.
    const placelessClient = await createCompany(t.db, { parentCompanyId: root.id });
    const foreign = await createCompany(t.db);
    const provider = await createCompany(t.db);
    const as = async (companyId: number, role: 'ADMIN' | 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT', placeIds: number[] = []) => {
      const user = await createUser(t.db, { companyId, role });
      for (const placeId of placeIds) await t.db.placeUser.create({ data: { placeId, userId: user.id } });
      return { id: user.id, headers: bearer((await signIn(t.app, user.email)).token) };
    };
    return {
      root,
      client,
      place,
      foreign,
      superAdmin: await as(provider.id, 'ADMIN'),
      manager: await as(root.id, 'COMPANY_ADMIN'),
      controller: await as(root.id, 'CONTROLLER'),
      technician: await as(root.id, 'USER', [place.id]),
      clientUser: await as(client.id, 'CLIENT', [place.id]),
      placelessClientUser: await as(placelessClient.id, 'CLIENT'),
      clientAdmin: await as(client.id, 'COMPANY_ADMIN'),
      foreignManager: await as(foreign.id, 'COMPANY_ADMIN'),
    };
  }
  type World = Awaited<ReturnType<typeof world>>;

  async function addCategory(w: World, name = 'Certyfikaty') {
    const res = await t.app.inject({ method: 'POST', url: `/companies/${w.root.uuid}/files/categories`, headers: w.manager.headers, payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; uuid: string };
  }

  function upload(
    companyKey: string | number,
    headers: Record<string, string>,
    file: { data: Buffer; filename?: string; contentType?: string } | null,
    fields: Record<string, string>,
  ) {
    const body = multipart(file && { data: file.data, filename: file.filename ?? 'document.pdf', contentType: file.contentType ?? 'application/pdf' }, fields);
    return t.app.inject({ method: 'POST', url: `/companies/${companyKey}/files`, headers: { ...headers, ...body.headers }, payload: body.payload });
  }

  const download = (url: string) => {
    const signed = new URL(url);
    return t.app.inject({ method: 'GET', url: signed.pathname + signed.search });
  };

  it('a company admin files a certificate with a validity date, changes it, downloads it and deletes it', async () => {
    const w = await world();
    const category = await addCategory(w);
    const res = await upload(
      w.root.uuid,
      w.manager.headers,
      { data: pdf('cert') },
      { name: 'Certyfikat DDD', description: 'Wydany przez PIS', categoryId: String(category.id), validUntil: '2026-12-31' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      companyId: w.root.id,
      name: 'Certyfikat DDD',
      description: 'Wydany przez PIS',
      validUntil: '2026-12-31',
      categoryId: category.id,
      category: { name: 'Certyfikaty' },
      contentType: 'application/pdf',
      user: { id: w.manager.id },
    });

    const png_ = await upload(
      w.root.uuid,
      w.manager.headers,
      { data: png(), filename: 'stamp.png', contentType: 'image/png' },
      { name: 'Pieczątka', categoryId: String(category.id), validUntil: '' },
    );
    expect(png_.statusCode, png_.body).toBe(201);
    expect(png_.json()).toMatchObject({ contentType: 'image/png', validUntil: null });

    const listed = await t.app.inject({ method: 'GET', url: `/companies/${w.root.uuid}/files?categoryId=${category.id}`, headers: w.manager.headers });
    expect(listed.json().count).toBe(2);
    expect(listed.json().rows.map((r: { name: string }) => r.name)).toEqual(['Pieczątka', 'Certyfikat DDD']);
    const categories = await t.app.inject({ method: 'GET', url: `/companies/${w.root.id}/files/categories`, headers: w.manager.headers });
    expect(categories.json()).toEqual({ categories: [expect.objectContaining({ name: 'Certyfikaty', filesCount: 2 })] });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/companies/${w.root.uuid}/files/${file.uuid}`,
      headers: w.manager.headers,
      payload: { name: 'Certyfikat DDD 2027', validUntil: '2027-06-30', description: '' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Certyfikat DDD 2027', validUntil: '2027-06-30', description: null });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/companies/${w.root.uuid}/files/${file.id}`,
      headers: w.manager.headers,
      payload: { validUntil: null },
    });
    expect(cleared.json()).toMatchObject({ name: 'Certyfikat DDD 2027', validUntil: null });

    const signed = await t.app.inject({ method: 'GET', url: `/companies/${w.root.uuid}/files/${file.uuid}/signed-url`, headers: w.manager.headers });
    expect(signed.statusCode).toBe(200);
    const body = await download(signed.json().url);
    expect(body.statusCode).toBe(200);
    expect(body.headers['content-type']).toBe('application/pdf');
    expect(body.rawPayload.equals(pdf('cert'))).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: `/companies/${w.root.uuid}/files/${png_.json().uuid}/signed-url`, headers: w.manager.headers });
    expect((await download(image.json().url)).headers['content-type']).toBe('image/png');

    expect((await t.app.inject({ method: 'DELETE', url: `/companies/${w.root.uuid}/files/${file.uuid}`, headers: w.manager.headers })).statusCode).toBe(204);
    expect(await t.db.companyFile.count({ where: { companyId: w.root.id } })).toBe(1);
    expect((await download(signed.json().url)).statusCode).toBe(404);
  });

  it('refuses other content, files over 5 MB, missing names and categories and malformed dates, storing nothing', async () => {
    const w = await world();
    const category = await addCategory(w);
    const fields = { name: 'Polisa', categoryId: String(category.id) };
    const gif = await upload(w.root.uuid, w.manager.headers, { data: Buffer.from('GIF89a....'), filename: 'polisa.pdf' }, fields);
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toMatchObject({ code: 'common/unsupported_media_type', details: { accepted: ['application/pdf', 'image/png', 'image/jpeg'] } });
    const big = await upload(w.root.uuid, w.manager.headers, { data: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]) }, fields);
    expect(big.statusCode).toBe(413);
    const cases: Array<[Record<string, string>, string]> = [
      [{ categoryId: String(category.id) }, 'name'],
      [{ name: ' ', categoryId: String(category.id) }, 'name'],
      [{ name: 'Polisa' }, 'categoryId'],
      [{ name: 'Polisa', categoryId: '999999' }, 'categoryId'],
      [{ name: 'Polisa', categoryId: '99999999999' }, 'categoryId'],
      [{ ...fields, validUntil: '31.12.2026' }, 'validUntil'],
      [{ ...fields, validUntil: '2026-02-30' }, 'validUntil'],
    ];
    for (const [caseFields, path] of cases) {
      const res = await upload(w.root.uuid, w.manager.headers, { data: pdf() }, caseFields);
      expect(res.statusCode, JSON.stringify(caseFields)).toBe(400);
      expect(res.json().details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const garbled = await t.app.inject({
      method: 'POST',
      url: `/companies/${w.root.uuid}/files`,
      headers: { ...w.manager.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: 'garbage',
    });
    expect(garbled.statusCode).toBe(400);
    expect(await t.db.companyFile.count({ where: { companyId: w.root.id } })).toBe(0);

    const file = await upload(w.root.uuid, w.manager.headers, { data: pdf() }, fields);
    for (const payload of [{ name: '' }, { validUntil: 'tomorrow' }, { validUntil: 5 }]) {
      const res = await t.app.inject({ method: 'PATCH', url: `/companies/${w.root.uuid}/files/${file.json().uuid}`, headers: w.manager.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.db.companyFile.findUniqueOrThrow({ where: { id: file.json().id } })).name).toBe('Polisa');
  });

  it('renames categories and deletes only empty ones', async () => {
    const w = await world();
    expect(
      (await t.app.inject({ method: 'POST', url: `/companies/${w.root.uuid}/files/categories`, headers: w.manager.headers, payload: { name: '' } })).statusCode,
    ).toBe(400);
    const category = await addCategory(w);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/companies/${w.root.uuid}/files/categories/${category.uuid}`,
      headers: w.manager.headers,
      payload: { name: 'Uprawnienia' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Uprawnienia' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/companies/${w.root.uuid}/files/categories/${category.id}`, headers: w.manager.headers })).json().name,
    ).toBe('Uprawnienia');
    await upload(w.root.uuid, w.manager.headers, { data: pdf() }, { name: 'Zaświadczenie', categoryId: String(category.id) });
    const refused = await t.app.inject({ method: 'DELETE', url: `/companies/${w.root.uuid}/files/categories/${category.uuid}`, headers: w.manager.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'files/category_not_empty', details: { files: 1 } });
    const empty = await addCategory(w, 'Pusta');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/companies/${w.root.uuid}/files/categories/${empty.uuid}`, headers: w.manager.headers })).statusCode,
    ).toBe(204);
    expect(await t.db.companyFileCategory.count({ where: { companyId: w.root.id } })).toBe(1);
  });

  it('a client company keeps no files of its own', async () => {
    const w = await world();
    const res = await t.app.inject({
      method: 'POST',
      url: `/companies/${w.client.uuid}/files/categories`,
      headers: w.manager.headers,
      payload: { name: 'Klienta' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('files/company_has_parent');
    const listed = await t.app.inject({ method: 'GET', url: `/companies/${w.client.uuid}/files`, headers: w.manager.headers });
    expect(listed.json()).toEqual({ rows: [], count: 0 });
    expect(await t.db.companyFileCategory.count({ where: { companyId: w.client.id } })).toBe(0);
  });

  it('staff, and client users through their places, read and download; only managers change', async () => {
    const w = await world();
    const category = await addCategory(w);
    const file = (
      await upload(w.root.uuid, w.manager.headers, { data: pdf() }, { name: 'Certyfikat', categoryId: String(category.id), validUntil: '2030-01-01' })
    ).json();

    for (const reader of [w.controller, w.technician, w.clientUser, w.clientAdmin, w.superAdmin]) {
      const list = await t.app.inject({ method: 'GET', url: `/companies/${w.root.uuid}/files`, headers: reader.headers });
      expect(list.statusCode).toBe(200);
      expect(list.json().rows).toEqual([expect.objectContaining({ uuid: file.uuid, validUntil: '2030-01-01' })]);
      expect(
        (await t.app.inject({ method: 'GET', url: `/companies/${w.root.uuid}/files/categories`, headers: reader.headers })).json().categories,
      ).toHaveLength(1);
      const signed = await t.app.inject({ method: 'GET', url: `/companies/${w.root.uuid}/files/${file.uuid}/signed-url`, headers: reader.headers });
      expect(signed.statusCode).toBe(200);
      expect((await download(signed.json().url)).statusCode).toBe(200);
    }

    for (const writer of [w.controller, w.technician, w.clientUser, w.clientAdmin]) {
      const calls = [
        { method: 'POST', url: `/companies/${w.root.uuid}/files/categories`, payload: { name: 'X' } },
        { method: 'PATCH', url: `/companies/${w.root.uuid}/files/categories/${category.uuid}`, payload: { name: 'X' } },
        { method: 'DELETE', url: `/companies/${w.root.uuid}/files/categories/${category.uuid}` },
        { method: 'PATCH', url: `/companies/${w.root.uuid}/files/${file.uuid}`, payload: { name: 'X' } },
        { method: 'DELETE', url: `/companies/${w.root.uuid}/files/${file.uuid}` },
      ] as const;
      for (const call of calls) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: writer.headers,
          ...('payload' in call ? { payload: call.payload } : {}),
        });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      }
      expect((await upload(w.root.uuid, writer.headers, { data: pdf() }, { name: 'X', categoryId: String(category.id) })).statusCode).toBe(403);
    }

    const superAdminUpload = await upload(w.root.uuid, w.superAdmin.headers, { data: pdf() }, { name: 'Od dostawcy', categoryId: String(category.id) });
    expect(superAdminUpload.statusCode).toBe(201);
    expect(await t.db.companyFile.count({ where: { companyId: w.root.id } })).toBe(2);
    expect(await t.db.companyFileCategory.findUniqueOrThrow({ where: { id: category.id } })).toMatchObject({ name: 'Certyfikaty' });
  });

  it('a foreign company and a client user without places get 404 and change nothing', async () => {
    const w = await world();
    const category = await addCategory(w);
    const file = (await upload(w.root.uuid, w.manager.headers, { data: pdf() }, { name: 'Certyfikat', categoryId: String(category.id) })).json();
    const c = `/companies/${w.root.uuid}`;
    const calls = [
      { method: 'GET', url: `${c}/files/categories` },
      { method: 'POST', url: `${c}/files/categories`, payload: { name: 'X' } },
      { method: 'GET', url: `${c}/files/categories/${category.uuid}` },
      { method: 'PATCH', url: `${c}/files/categories/${category.uuid}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `${c}/files/categories/${category.uuid}` },
      { method: 'GET', url: `${c}/files` },
      { method: 'PATCH', url: `${c}/files/${file.uuid}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `${c}/files/${file.uuid}` },
      { method: 'GET', url: `${c}/files/${file.uuid}/signed-url` },
    ] as const;
    for (const who of [w.foreignManager, w.placelessClientUser]) {
      for (const call of calls) {
        const res = await t.app.inject({ method: call.method, url: call.url, headers: who.headers, ...('payload' in call ? { payload: call.payload } : {}) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.body).not.toContain('Certyfikat');
      }
      expect((await upload(w.root.uuid, who.headers, { data: pdf() }, { name: 'X', categoryId: String(category.id) })).statusCode).toBe(404);
    }
    // A file of this company through another company's path: not found.
    const own = await addCategory({ ...w, root: w.foreign, manager: w.foreignManager } as World, 'Obca');
    expect(own.id).toBeGreaterThan(0);
    expect(
      (await t.app.inject({ method: 'GET', url: `/companies/${w.foreign.uuid}/files/${file.uuid}/signed-url`, headers: w.foreignManager.headers })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/companies/${w.foreign.uuid}/files/${file.uuid}`, headers: w.foreignManager.headers })).statusCode,
    ).toBe(404);
    expect((await upload(w.foreign.uuid, w.foreignManager.headers, { data: pdf() }, { name: 'X', categoryId: String(category.id) })).statusCode).toBe(400);

    expect(await t.db.companyFile.findUniqueOrThrow({ where: { id: file.id } })).toMatchObject({ name: 'Certyfikat', companyId: w.root.id });
    expect(await t.db.companyFileCategory.count({ where: { companyId: w.root.id } })).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: `${c}/files/not-an-id/signed-url`, headers: w.manager.headers })).statusCode).toBe(404);
  });
});
