import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bearer, createCompany, createPlace, createUser, multipart, signIn, useApi } from '../helpers.ts';
import { pdf, png } from './file-fixtures.ts';

describe('place files', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trapline-place-files-'));
  const t = useApi({ DATA_DIR: dataDir, PUBLIC_API_URL: 'http://api.test' });

  /** A servicing company with a client that owns the place, its staff, and a foreign company. */
  async function world() {
    const root = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: root.id });
    const place = await createPlace(t.db, client.id);
    const otherPlace = await createPlace(t.db, client.id);
    const foreign = await createCompany(t.db);
    const foreignPlace = await createPlace(t.db, foreign.id);
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
      otherPlace,
      foreignPlace,
      superAdmin: await as(provider.id, 'ADMIN'),
      manager: await as(root.id, 'COMPANY_ADMIN'),
      controller: await as(root.id, 'CONTROLLER'),
      technician: await as(root.id, 'USER', [place.id]),
      unassignedTechnician: await as(root.id, 'USER'),
      clientUser: await as(client.id, 'CLIENT', [place.id]),
      foreignManager: await as(foreign.id, 'COMPANY_ADMIN'),
    };
  }
  type World = Awaited<ReturnType<typeof world>>;

  const base = (placeKey: string | number) => `/places/${placeKey}`;

  async function addCategory(w: World, name = 'Umowy', placeKey = w.place.uuid) {
    const res = await t.app.inject({ method: 'POST', url: `${base(placeKey)}/files-categories`, headers: w.manager.headers, payload: { name } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; uuid: string; name: string; filesCount: number };
  }

  function upload(
    placeKey: string,
    headers: Record<string, string>,
    file: { data: Buffer; filename?: string; contentType?: string } | null,
    fields: Record<string, string>,
  ) {
    const body = multipart(file && { data: file.data, filename: file.filename ?? 'document.pdf', contentType: file.contentType ?? 'application/pdf' }, fields);
    return t.app.inject({ method: 'POST', url: `${base(placeKey)}/files`, headers: { ...headers, ...body.headers }, payload: body.payload });
  }

  async function addFile(w: World, categoryId: number, name = 'Umowa serwisowa', headers = w.manager.headers) {
    const res = await upload(w.place.uuid, headers, { data: pdf(name) }, { name, note: 'Podpisana', fileCategoryId: String(categoryId) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; uuid: string; name: string; canEdit: boolean; canDelete: boolean };
  }

  const download = async (url: string) => {
    const signed = new URL(url);
    return t.app.inject({ method: 'GET', url: signed.pathname + signed.search });
  };

  it('a company admin adds a category, uploads a PDF, downloads it through a signed URL, edits and deletes it', async () => {
    const w = await world();
    const category = await addCategory(w);
    expect(category).toMatchObject({ name: 'Umowy', filesCount: 0 });

    const res = await upload(
      w.place.uuid,
      w.manager.headers,
      { data: pdf('one'), filename: 'umowa.pdf' },
      { name: 'Umowa 2026', note: 'Podpisana', fileCategoryId: String(category.id) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      name: 'Umowa 2026',
      note: 'Podpisana',
      fileCategoryId: category.id,
      category: { id: category.id, name: 'Umowy' },
      contentType: 'application/pdf',
      canEdit: true,
      canDelete: true,
    });
    expect(file.user).toMatchObject({ id: w.manager.id, name: 'Jan', surname: 'Kowalski' });
    expect(file.size).toBe(pdf('one').length);

    const listed = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files?categoryId=${category.id}`, headers: w.manager.headers });
    expect(listed.json()).toMatchObject({ count: 1, rows: [{ uuid: file.uuid }] });
    const one = await t.app.inject({ method: 'GET', url: `${base(w.place.id)}/files/${file.id}`, headers: w.manager.headers });
    expect(one.json()).toMatchObject({ uuid: file.uuid, name: 'Umowa 2026' });

    const signed = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files/${file.uuid}/signed-url`, headers: w.manager.headers });
    expect(signed.statusCode).toBe(200);
    const url = new URL(signed.json().url);
    expect(url.origin).toBe('http://api.test');
    expect(url.searchParams.get('expires')).toMatch(/^\d+$/);
    const body = await download(signed.json().url);
    expect(body.statusCode).toBe(200);
    expect(body.headers['content-type']).toBe('application/pdf');
    expect(body.headers['content-disposition']).toContain('Umowa 2026.pdf');
    expect(body.rawPayload.equals(pdf('one'))).toBe(true);
    // The file is not reachable without the signature.
    expect((await t.app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(400);

    const other = await addCategory(w, 'Certyfikaty');
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${base(w.place.uuid)}/files/${file.uuid}`,
      headers: w.manager.headers,
      payload: { name: 'Umowa 2027', note: 'Aneks', fileCategoryId: other.id },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Umowa 2027', note: 'Aneks', category: { id: other.id, name: 'Certyfikaty' } });

    const categories = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files-categories`, headers: w.manager.headers });
    expect(categories.json().categories).toEqual([
      expect.objectContaining({ name: 'Certyfikaty', filesCount: 1 }),
      expect.objectContaining({ name: 'Umowy', filesCount: 0 }),
    ]);

    const removed = await t.app.inject({ method: 'DELETE', url: `${base(w.place.uuid)}/files/${file.uuid}`, headers: w.manager.headers });
    expect(removed.statusCode).toBe(204);
    expect(await t.db.placeFile.count({ where: { placeId: w.place.id } })).toBe(0);
    expect((await download(signed.json().url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files/${file.uuid}`, headers: w.manager.headers })).statusCode).toBe(404);
  });

  it('accepts only PDF content up to 5 MB with a name and a category of the place, storing nothing otherwise', async () => {
    const w = await world();
    const category = await addCategory(w);
    const fields = { name: 'Plan', fileCategoryId: String(category.id) };

    const pngNamedPdf = await upload(w.place.uuid, w.manager.headers, { data: png(), filename: 'plan.pdf', contentType: 'application/pdf' }, fields);
    expect(pngNamedPdf.statusCode).toBe(415);
    expect(pngNamedPdf.json()).toMatchObject({ code: 'common/unsupported_media_type', details: { accepted: ['application/pdf'] } });

    const big = await upload(w.place.uuid, w.manager.headers, { data: Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024)]) }, fields);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('common/payload_too_large');

    const exactly5mb = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 - pdf().length)]);
    expect(exactly5mb.length).toBe(5_242_880);

    const noFile = await upload(w.place.uuid, w.manager.headers, null, fields);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().details.fields[0].path).toBe('file');

    const noName = await upload(w.place.uuid, w.manager.headers, { data: pdf() }, { name: '  ', fileCategoryId: String(category.id) });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details.fields).toEqual([expect.objectContaining({ path: 'name' })]);

    const noCategory = await upload(w.place.uuid, w.manager.headers, { data: pdf() }, { name: 'Plan' });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().details.fields).toEqual([expect.objectContaining({ path: 'fileCategoryId', message: 'category_required' })]);

    const otherPlaceCategory = await addCategory(w, 'Obca', w.otherPlace.uuid);
    const wrongCategory = await upload(w.place.uuid, w.manager.headers, { data: pdf() }, { name: 'Plan', fileCategoryId: String(otherPlaceCategory.id) });
    expect(wrongCategory.statusCode).toBe(400);
    expect(wrongCategory.json().details.fields).toEqual([expect.objectContaining({ path: 'fileCategoryId', message: 'category_not_found' })]);

    const json = await t.app.inject({ method: 'POST', url: `${base(w.place.uuid)}/files`, headers: w.manager.headers, payload: { name: 'Plan' } });
    expect(json.statusCode).toBe(400);

    // Bodies that are not well-formed multipart: cut short, without a boundary, garbage.
    const cutShort = `--abc\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4 and then nothing`;
    for (const [contentType, payload] of [
      ['multipart/form-data; boundary=abc', cutShort],
      ['multipart/form-data; boundary=abc', 'garbage'],
      ['multipart/form-data', 'x'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${base(w.place.uuid)}/files`,
        headers: { ...w.manager.headers, 'content-type': contentType! },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().code).toBe('common/validation_failed');
    }

    expect(await t.db.placeFile.count({ where: { placeId: w.place.id } })).toBe(0);
    expect(existsSync(join(dataDir, 'files', 'places', w.place.uuid))).toBe(false);

    const exact = await upload(w.place.uuid, w.manager.headers, { data: exactly5mb }, fields);
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('checks category names and edits, and deletes a category only when nothing is filed under it', async () => {
    const w = await world();
    const empty = await t.app.inject({ method: 'POST', url: `${base(w.place.uuid)}/files-categories`, headers: w.manager.headers, payload: { name: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('common/validation_failed');
    const missing = await t.app.inject({ method: 'POST', url: `${base(w.place.uuid)}/files-categories`, headers: w.manager.headers, payload: {} });
    expect(missing.statusCode).toBe(400);

    const category = await addCategory(w);
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${base(w.place.uuid)}/files-categories/${category.uuid}`,
      headers: w.manager.headers,
      payload: { name: 'Umowy i aneksy', description: 'Od 2024' },
    });
    expect(renamed.json()).toMatchObject({ name: 'Umowy i aneksy', description: 'Od 2024' });
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `${base(w.place.uuid)}/files-categories/${category.id}`,
      headers: w.manager.headers,
      payload: { name: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files-categories/${category.id}`, headers: w.manager.headers })).json().name).toBe(
      'Umowy i aneksy',
    );

    const file = await addFile(w, category.id);
    const badEdit = await t.app.inject({ method: 'PATCH', url: `${base(w.place.uuid)}/files/${file.uuid}`, headers: w.manager.headers, payload: { note: '' } });
    expect(badEdit.statusCode).toBe(400);
    for (const fileCategoryId of [999999, 99999999999, -1, 'x', null]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `${base(w.place.uuid)}/files/${file.uuid}`,
        headers: w.manager.headers,
        payload: { fileCategoryId },
      });
      expect(res.statusCode, String(fileCategoryId)).toBe(400);
    }
    const hugeUpload = await upload(w.place.uuid, w.manager.headers, { data: pdf() }, { name: 'Plan', fileCategoryId: '99999999999' });
    expect(hugeUpload.statusCode).toBe(400);

    const refused = await t.app.inject({ method: 'DELETE', url: `${base(w.place.uuid)}/files-categories/${category.uuid}`, headers: w.manager.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'files/category_not_empty', details: { files: 1, maps: 0 } });
    expect(await t.db.placeFileCategory.count({ where: { id: category.id } })).toBe(1);

    await t.app.inject({ method: 'DELETE', url: `${base(w.place.uuid)}/files/${file.uuid}`, headers: w.manager.headers });
    const deleted = await t.app.inject({ method: 'DELETE', url: `${base(w.place.uuid)}/files-categories/${category.uuid}`, headers: w.manager.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.placeFileCategory.count({ where: { id: category.id } })).toBe(0);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${base(w.place.uuid)}/files-categories/${category.uuid}`, headers: w.manager.headers })).statusCode,
    ).toBe(404);
  });

  it('lists a page at a time, newest first, by category and name', async () => {
    const w = await world();
    const a = await addCategory(w, 'A');
    const b = await addCategory(w, 'B');
    for (const name of ['Jeden', 'Dwa', 'Trzy']) await addFile(w, a.id, name);
    await addFile(w, b.id, 'Cztery');
    const page1 = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files?categoryId=${a.id}&limit=2&page=1`, headers: w.manager.headers });
    expect(page1.json().count).toBe(3);
    expect(page1.json().rows.map((r: { name: string }) => r.name)).toEqual(['Trzy', 'Dwa']);
    const page2 = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files?categoryId=${a.id}&limit=2&page=2`, headers: w.manager.headers });
    expect(page2.json().rows.map((r: { name: string }) => r.name)).toEqual(['Jeden']);
    const all = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files`, headers: w.manager.headers });
    expect(all.json().count).toBe(4);
    const search = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files?search=czt`, headers: w.manager.headers });
    expect(search.json().rows.map((r: { name: string }) => r.name)).toEqual(['Cztery']);
    // LIKE wildcards are searched for as themselves.
    expect((await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files?search=%25`, headers: w.manager.headers })).json().count).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files?search=_`, headers: w.manager.headers })).json().count).toBe(0);
    for (const query of ['limit=0', 'limit=101', 'page=0', 'page=99999999999', 'categoryId=abc', 'categoryId=99999999999', 'search=' + 'x'.repeat(201)]) {
      const bad = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files?${query}`, headers: w.manager.headers });
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it("shows the servicing company's categories on a client's place", async () => {
    const w = await world();
    await t.db.companyFileCategory.create({ data: { companyId: w.root.id, name: 'Certyfikaty firmy' } });
    await t.db.companyFileCategory.create({ data: { companyId: w.client.id, name: 'Nie z tej firmy' } });
    const res = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files-categories`, headers: w.clientUser.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toEqual({ id: w.root.id, uuid: w.root.uuid, name: w.root.name });
    expect(res.json().companyCategories.map((c: { name: string }) => c.name)).toEqual(['Certyfikaty firmy']);

    // A place of a root company shows that company's own categories.
    const own = await createPlace(t.db, w.root.id);
    const ownRes = await t.app.inject({ method: 'GET', url: `${base(own.uuid)}/files-categories`, headers: w.manager.headers });
    expect(ownRes.json().company.id).toBe(w.root.id);
    expect(ownRes.json().companyCategories).toHaveLength(1);
  });

  it('a controller and the super admin manage place files like a company admin', async () => {
    const w = await world();
    for (const who of [w.controller, w.superAdmin]) {
      const category = await t.app.inject({
        method: 'POST',
        url: `${base(w.place.uuid)}/files-categories`,
        headers: who.headers,
        payload: { name: 'Protokoły' },
      });
      expect(category.statusCode).toBe(201);
      const file = await upload(w.place.uuid, who.headers, { data: pdf() }, { name: 'Protokół', fileCategoryId: String(category.json().id) });
      expect(file.statusCode).toBe(201);
      expect(
        (await t.app.inject({ method: 'PATCH', url: `${base(w.place.uuid)}/files/${file.json().uuid}`, headers: who.headers, payload: { name: 'Protokół 2' } }))
          .statusCode,
      ).toBe(200);
      expect((await t.app.inject({ method: 'DELETE', url: `${base(w.place.uuid)}/files/${file.json().uuid}`, headers: who.headers })).statusCode).toBe(204);
    }
  });

  it('the restricted user reads and downloads, cannot change categories or upload or edit, and deletes only its own files', async () => {
    const w = await world();
    const category = await addCategory(w);
    const managerFile = await addFile(w, category.id, 'Od administratora');
    // A file the technician uploaded itself (e.g. before its role changed).
    const ownFile = await t.db.placeFile.create({
      data: {
        placeId: w.place.id,
        fileCategoryId: category.id,
        name: 'Własny',
        filePath: `places/${w.place.uuid}/files/own.pdf`,
        contentType: 'application/pdf',
        size: 10,
        userId: w.technician.id,
      },
    });

    for (const restricted of [w.technician, w.clientUser]) {
      const categories = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files-categories`, headers: restricted.headers });
      expect(categories.statusCode).toBe(200);
      expect(categories.json().categories).toHaveLength(1);
      const list = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files`, headers: restricted.headers });
      expect(list.json().count).toBe(2);
      const byName = Object.fromEntries(list.json().rows.map((r: { name: string }) => [r.name, r]));
      expect(byName['Od administratora']).toMatchObject({ canEdit: false, canDelete: false });
      expect(byName['Własny']).toMatchObject({ canEdit: false, canDelete: restricted === w.technician });

      const signed = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files/${managerFile.uuid}/signed-url`, headers: restricted.headers });
      expect(signed.statusCode).toBe(200);
      expect((await download(signed.json().url)).rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const attempts = [
        { method: 'POST', url: `${base(w.place.uuid)}/files-categories`, payload: { name: 'Moja' } },
        { method: 'PATCH', url: `${base(w.place.uuid)}/files-categories/${category.uuid}`, payload: { name: 'Zmieniona' } },
        { method: 'DELETE', url: `${base(w.place.uuid)}/files-categories/${category.uuid}` },
        { method: 'PATCH', url: `${base(w.place.uuid)}/files/${managerFile.uuid}`, payload: { name: 'Zmieniony' } },
        { method: 'PATCH', url: `${base(w.place.uuid)}/files/${ownFile.uuid}`, payload: { name: 'Zmieniony' } },
        { method: 'DELETE', url: `${base(w.place.uuid)}/files/${managerFile.uuid}` },
      ] as const;
      for (const attempt of attempts) {
        const res = await t.app.inject({
          method: attempt.method,
          url: attempt.url,
          headers: restricted.headers,
          ...('payload' in attempt ? { payload: attempt.payload } : {}),
        });
        expect(res.statusCode, `${attempt.method} ${attempt.url}`).toBe(403);
        expect(res.json().code).toBe('common/forbidden');
      }
      const uploaded = await upload(w.place.uuid, restricted.headers, { data: pdf() }, { name: 'Próba', fileCategoryId: String(category.id) });
      expect(uploaded.statusCode).toBe(403);
    }
    // The client user did not upload the technician's file.
    expect((await t.app.inject({ method: 'DELETE', url: `${base(w.place.uuid)}/files/${ownFile.uuid}`, headers: w.clientUser.headers })).statusCode).toBe(403);

    expect(await t.db.placeFileCategory.findUniqueOrThrow({ where: { id: category.id } })).toMatchObject({ name: 'Umowy' });
    expect(await t.db.placeFile.count({ where: { placeId: w.place.id } })).toBe(2);
    expect((await t.db.placeFile.findUniqueOrThrow({ where: { id: managerFile.id } })).name).toBe('Od administratora');

    const own = await t.app.inject({ method: 'DELETE', url: `${base(w.place.uuid)}/files/${ownFile.uuid}`, headers: w.technician.headers });
    expect(own.statusCode).toBe(204);
    expect(await t.db.placeFile.count({ where: { placeId: w.place.id } })).toBe(1);
  });

  it('a foreign company, an unassigned technician and another place get 404 and change nothing', async () => {
    const w = await world();
    const category = await addCategory(w);
    const file = await addFile(w, category.id);
    const foreignCategory = await t.app.inject({
      method: 'POST',
      url: `${base(w.foreignPlace.uuid)}/files-categories`,
      headers: w.foreignManager.headers,
      payload: { name: 'Obca' },
    });
    expect(foreignCategory.statusCode).toBe(201);

    const p = base(w.place.uuid);
    const calls = [
      { method: 'GET', url: `${p}/files-categories` },
      { method: 'POST', url: `${p}/files-categories`, payload: { name: 'X' } },
      { method: 'GET', url: `${p}/files-categories/${category.uuid}` },
      { method: 'PATCH', url: `${p}/files-categories/${category.uuid}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `${p}/files-categories/${category.uuid}` },
      { method: 'GET', url: `${p}/files` },
      { method: 'GET', url: `${p}/files/${file.uuid}` },
      { method: 'PATCH', url: `${p}/files/${file.uuid}`, payload: { name: 'X' } },
      { method: 'DELETE', url: `${p}/files/${file.uuid}` },
      { method: 'GET', url: `${p}/files/${file.uuid}/signed-url` },
    ] as const;
    for (const who of [w.foreignManager, w.unassignedTechnician]) {
      for (const call of calls) {
        const res = await t.app.inject({ method: call.method, url: call.url, headers: who.headers, ...('payload' in call ? { payload: call.payload } : {}) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(res.json().code).toBe('common/not_found');
        expect(res.body).not.toContain('Umowa');
      }
      const uploaded = await upload(w.place.uuid, who.headers, { data: pdf() }, { name: 'X', fileCategoryId: String(category.id) });
      expect(uploaded.statusCode).toBe(404);
    }
    // Ids of this place's file and category through another place the caller may see: not found.
    const o = base(w.otherPlace.uuid);
    expect((await t.app.inject({ method: 'GET', url: `${o}/files/${file.uuid}`, headers: w.manager.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${o}/files/${file.uuid}`, headers: w.manager.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${o}/files-categories/${category.uuid}`, headers: w.manager.headers })).statusCode).toBe(404);
    // The foreign company's category cannot be used for this place's file.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `${p}/files/${file.uuid}`,
      headers: w.manager.headers,
      payload: { fileCategoryId: foreignCategory.json().id },
    });
    expect(moved.statusCode).toBe(400);

    expect(await t.db.placeFile.findUniqueOrThrow({ where: { id: file.id } })).toMatchObject({ name: 'Umowa serwisowa', fileCategoryId: category.id });
    expect(await t.db.placeFileCategory.count({ where: { placeId: w.place.id } })).toBe(1);
    for (const key of ['abc', '0x1', '1'.repeat(20)]) {
      expect((await t.app.inject({ method: 'GET', url: `${p}/files/${key}`, headers: w.manager.headers })).statusCode).toBe(404);
    }
  });

  it('answers 401 without a token', async () => {
    const w = await world();
    const res = await t.app.inject({ method: 'GET', url: `${base(w.place.uuid)}/files` });
    expect(res.statusCode).toBe(401);
  });
});
