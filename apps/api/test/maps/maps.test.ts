import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ZMapDetail } from '@trapline/contracts/maps';
import { bearer, createCompany, createPlace, createUser, multipart, signIn, useApi, useWorkers } from '../helpers.ts';

const jpeg = (width: number, height: number, options: { orientation?: number } = {}) => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 240, g: 240, b: 240 } } }).jpeg();
  return (options.orientation ? image.withMetadata({ orientation: options.orientation }) : image).toBuffer();
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();

describe('facility plans', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'trapline-maps-'));
  // Exports are rendered by a real workers process; a request waits up to 90 s for one (a busy machine).
  const t = useApi({ DATA_DIR: dataDir, PUBLIC_API_URL: 'http://api.test', RENDER_WAIT_SECONDS: 90 });
  useWorkers(t);

  async function world() {
    const provider = await createCompany(t.db);
    const client = await createCompany(t.db, { parentCompanyId: provider.id });
    const other = await createCompany(t.db);
    const place = await createPlace(t.db, client.id);
    const otherPlace = await createPlace(t.db, client.id);
    const foreignPlace = await createPlace(t.db, other.id);
    const login = async (companyId: number, role: 'COMPANY_ADMIN' | 'CONTROLLER' | 'USER' | 'CLIENT') => {
      const user = await createUser(t.db, { companyId, role });
      if (role === 'USER') await t.db.placeUser.create({ data: { placeId: place.id, userId: user.id } });
      return bearer((await signIn(t.app, user.email)).token);
    };
    const trap = await t.db.deviceType.create({ data: { name: 'Rodent trap', color: '#1c7ed6' } });
    const sensor = await t.db.deviceType.create({ data: { name: 'Sensor trap', isRadio: true } });
    const device = (placeId: number, uniqueId: string, deviceTypeId = trap.id, extra: Record<string, unknown> = {}) =>
      t.db.device.create({
        data: { placeId, uniqueId, prefix: uniqueId.replace(/\d+$/, ''), number: Number(uniqueId.match(/\d+$/)?.[0] ?? 0) || null, deviceTypeId, ...extra },
      });
    return {
      provider,
      client,
      other,
      place,
      otherPlace,
      foreignPlace,
      trap,
      sensor,
      device,
      manager: await login(provider.id, 'COMPANY_ADMIN'),
      controller: await login(provider.id, 'CONTROLLER'),
      technician: await login(provider.id, 'USER'),
      clientUser: await login(client.id, 'CLIENT'),
      otherManager: await login(other.id, 'COMPANY_ADMIN'),
      url: `/places/${place.uuid}/maps`,
    };
  }

  async function upload(
    url: string,
    headers: Record<string, string>,
    file: { data: Buffer; filename?: string; contentType?: string } | null,
    fields: Record<string, string> = { name: 'Hala A' },
  ) {
    const body = multipart(file && { data: file.data, filename: file.filename ?? 'plan.jpg', contentType: file.contentType ?? 'image/jpeg' }, fields);
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
  }

  it('uploads a JPEG plan, lists it with its device count and serves its image through a signed URL', async () => {
    const w = await world();
    const res = await upload(w.url, w.controller, { data: await jpeg(800, 600) }, { name: '  Hala A ', note: 'Parter' });
    expect(res.statusCode).toBe(201);
    const map = res.json();
    expect(map).toMatchObject({ name: 'Hala A', note: 'Parter', width: 800, height: 600, devicesCount: 0, placeUuid: w.place.uuid, fileCategoryId: null });

    const d1 = await w.device(w.place.id, 'A1');
    await w.device(w.place.id, 'A2', w.trap.id, { mapId: map.id, mapX: 5, mapY: 5, deletedAt: new Date() });
    await t.app.inject({
      method: 'POST',
      url: `/places/${w.place.uuid}/devices/${d1.uuid}/set-on-map`,
      headers: w.manager,
      payload: { mapId: map.id, mapX: 100, mapY: 50 },
    });
    const list = await t.app.inject({ method: 'GET', url: w.url, headers: w.technician });
    expect(list.statusCode).toBe(200);
    // A deleted device no longer counts.
    expect(list.json().maps).toEqual([expect.objectContaining({ id: map.id, name: 'Hala A', devicesCount: 1 })]);
    // The list carries each plan's image link, for screens that show plans without asking again.
    const listedUrl = new URL(list.json().maps[0].url);
    expect((await t.app.inject({ method: 'GET', url: listedUrl.pathname + listedUrl.search })).headers['content-type']).toBe('image/jpeg');

    const detail = await t.app.inject({ method: 'GET', url: `${w.url}/${map.uuid}`, headers: w.clientUser });
    expect(detail.statusCode).toBe(200);
    expect(ZMapDetail.safeParse(detail.json()).success).toBe(true);
    expect(detail.json().devices.map((d: { uniqueId: string; mapX: number }) => [d.uniqueId, d.mapX])).toEqual([['A1', 100]]);

    const signed = await t.app.inject({ method: 'GET', url: `/places/${w.place.id}/maps/${map.id}/signed-url`, headers: w.technician });
    expect(signed.json().expiresInSeconds).toBe(3600);
    const imageUrl = new URL(signed.json().url);
    expect(imageUrl.pathname).toMatch(new RegExp(`^/files/places/${w.place.uuid}/maps/${map.uuid}-[0-9a-f]+\\.jpg$`));
    const image = await t.app.inject({ method: 'GET', url: imageUrl.pathname + imageUrl.search });
    expect(image.statusCode).toBe(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });
  });

  it('refuses a PNG (whatever its name), unreadable bytes, a missing name or file, and big files, storing nothing', async () => {
    const w = await world();
    const cases: Array<[Parameters<typeof upload>[2], Record<string, string>, number, string, string?]> = [
      [{ data: await png(50, 50), filename: 'plan.png', contentType: 'image/png' }, { name: 'P' }, 415, 'maps/jpeg_only'],
      [{ data: await png(50, 50), filename: 'plan.jpg', contentType: 'image/jpeg' }, { name: 'P' }, 415, 'maps/jpeg_only'],
      [{ data: Buffer.from('%PDF-1.4 not a plan') }, { name: 'P' }, 415, 'maps/jpeg_only'],
      // JPEG magic bytes, but nothing that decodes.
      [{ data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]) }, { name: 'P' }, 415, 'maps/jpeg_only', 'unreadable_image'],
      [{ data: await jpeg(40, 40) }, {}, 400, 'common/validation_failed', 'name'],
      [{ data: await jpeg(40, 40) }, { name: '   ' }, 400, 'common/validation_failed', 'required'],
      [{ data: await jpeg(40, 40) }, { name: 'x'.repeat(201) }, 400, 'common/validation_failed', 'name'],
      [{ data: await jpeg(40, 40) }, { name: 'P', fileCategoryId: 'abc' }, 400, 'common/validation_failed', 'fileCategoryId'],
      [{ data: await jpeg(40, 40) }, { name: 'P', fileCategoryId: '999999' }, 400, 'common/validation_failed', 'file_category_not_found'],
      [null, { name: 'P' }, 400, 'common/validation_failed', 'file'],
      [{ data: Buffer.concat([await jpeg(40, 40), Buffer.alloc(5 * 1024 * 1024)]) }, { name: 'P' }, 413, 'common/payload_too_large'],
    ];
    for (const [file, fields, status, code, detail] of cases) {
      const res = await upload(w.url, w.manager, file, fields);
      expect([res.statusCode, res.json().code], `${JSON.stringify(fields)} ${file?.filename}`).toEqual([status, code]);
      if (detail) expect(JSON.stringify(res.json().details)).toContain(detail);
    }
    const png415 = await upload(w.url, w.manager, { data: await png(50, 50), filename: 'plan.png', contentType: 'image/png' }, { name: 'P' });
    expect(png415.json()).toMatchObject({ message: 'Plan musi być plikiem JPEG.', details: { accepted: ['image/jpeg'] } });
    const english = await upload(
      w.url,
      { ...w.manager, 'accept-language': 'en' },
      { data: await png(5, 5), filename: 'a.png', contentType: 'image/png' },
      { name: 'P' },
    );
    expect([english.statusCode, english.json().message]).toEqual([415, 'The plan must be a JPEG image.']);
    expect(await t.db.map.count({ where: { placeId: w.place.id } })).toBe(0);
  });

  it('stores a photo with an EXIF rotation upright, so its coordinates are those a viewer shows', async () => {
    const w = await world();
    // Orientation 6: stored 300x200, shown rotated a quarter turn as 200x300.
    const res = await upload(w.url, w.manager, { data: await jpeg(300, 200, { orientation: 6 }) });
    expect(res.json()).toMatchObject({ width: 200, height: 300 });
    const row = await t.db.map.findUniqueOrThrow({ where: { id: res.json().id } });
    const stored = await t.app.inject({
      method: 'GET',
      url:
        new URL((await t.app.inject({ method: 'GET', url: `${w.url}/${row.id}/signed-url`, headers: w.manager })).json().url).pathname +
        new URL((await t.app.inject({ method: 'GET', url: `${w.url}/${row.id}/signed-url`, headers: w.manager })).json().url).search,
    });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation ?? 1]).toEqual([200, 300, 1]);
  });

  it('edits and deletes a plan; deleting takes its devices off it and removes the image', async () => {
    const w = await world();
    const map = (await upload(w.url, w.manager, { data: await jpeg(400, 300) })).json();
    const category = await t.db.placeFileCategory.create({ data: { placeId: w.place.id, name: 'Plany' } });
    const foreignCategory = await t.db.placeFileCategory.create({ data: { placeId: w.otherPlace.id, name: 'Inne' } });
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `${w.url}/${map.uuid}`,
      headers: w.controller,
      payload: { name: 'Hala B', note: '', fileCategoryId: category.id },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Hala B', note: null, fileCategoryId: category.id });
    for (const [payload, message] of [
      [{ name: '' }, 'required'],
      [{ fileCategoryId: foreignCategory.id }, 'file_category_not_found'],
      [{ name: 5 }, 'name'],
    ] as const) {
      const res = await t.app.inject({ method: 'PATCH', url: `${w.url}/${map.id}`, headers: w.manager, payload });
      expect([res.statusCode, res.json().code]).toEqual([400, 'common/validation_failed']);
      expect(JSON.stringify(res.json().details)).toContain(message);
    }
    expect((await t.db.map.findUniqueOrThrow({ where: { id: map.id } })).name).toBe('Hala B');

    const a1 = await w.device(w.place.id, 'A1', w.trap.id, { mapId: map.id, mapX: 10, mapY: 20 });
    const a2 = await w.device(w.place.id, 'A2', w.trap.id, { mapId: map.id, mapX: 30, mapY: 40 });
    const keep = (await upload(w.url, w.manager, { data: await jpeg(100, 100) }, { name: 'Other' })).json();
    const a3 = await w.device(w.place.id, 'A3', w.trap.id, { mapId: keep.id, mapX: 1, mapY: 1 });
    const signed = new URL((await t.app.inject({ method: 'GET', url: `${w.url}/${map.id}/signed-url`, headers: w.manager })).json().url);

    const deleted = await t.app.inject({ method: 'DELETE', url: `${w.url}/${map.uuid}`, headers: w.manager });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: map.id, unassignedDevices: 2 });
    const devices = await t.db.device.findMany({
      where: { id: { in: [a1.id, a2.id, a3.id] } },
      orderBy: { id: 'asc' },
      select: { mapId: true, mapX: true, mapY: true },
    });
    expect(devices).toEqual([
      { mapId: null, mapX: null, mapY: null },
      { mapId: null, mapX: null, mapY: null },
      { mapId: keep.id, mapX: 1, mapY: 1 },
    ]);
    expect((await t.app.inject({ method: 'GET', url: signed.pathname + signed.search })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/${map.id}`, headers: w.manager })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${w.url}/${map.id}`, headers: w.manager })).statusCode).toBe(404);
  });

  it('places, moves and removes devices on a plan of their place, within the image', async () => {
    const w = await world();
    const map = (await upload(w.url, w.manager, { data: await jpeg(400, 300) })).json();
    const second = (await upload(w.url, w.manager, { data: await jpeg(200, 200) }, { name: 'Piętro' })).json();
    const foreignMap = (await upload(`/places/${w.otherPlace.uuid}/maps`, w.manager, { data: await jpeg(400, 300) })).json();
    const sensor = await w.device(w.place.id, 'S1', w.sensor.id, { detect: true });
    const elsewhere = await w.device(w.otherPlace.id, 'B1');
    const gone = await w.device(w.place.id, 'G1', w.trap.id, { deletedAt: new Date() });
    const set = (device: string | number, payload: unknown, headers = w.manager) =>
      t.app.inject({ method: 'POST', url: `/places/${w.place.uuid}/devices/${device}/set-on-map`, headers, payload: payload as object });

    const placed = await set(sensor.uuid, { mapId: map.id, mapX: 400, mapY: 12.5 }, w.controller);
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ uniqueId: 'S1', mapId: map.id, mapX: 400, mapY: 12.5, status: 'alert', noSignal: true });
    const moved = await set(sensor.id, { mapId: second.id, mapX: 1, mapY: 2 });
    expect(moved.json()).toMatchObject({ mapId: second.id, mapX: 1, mapY: 2 });

    const cases: Array<[string | number, unknown, number, string, string?]> = [
      [sensor.uuid, { mapId: map.id, mapX: 401, mapY: 0 }, 400, 'common/validation_failed', 'outside_map'],
      [sensor.uuid, { mapId: map.id, mapX: 0, mapY: 300.5 }, 400, 'common/validation_failed', 'outside_map'],
      [sensor.uuid, { mapId: map.id, mapX: -1, mapY: 0 }, 400, 'common/validation_failed'],
      [sensor.uuid, { mapId: foreignMap.id, mapX: 1, mapY: 1 }, 400, 'common/validation_failed', 'map_not_found'],
      [sensor.uuid, { mapId: 'abc', mapX: 1, mapY: 1 }, 400, 'common/validation_failed'],
      [sensor.uuid, { mapX: 1, mapY: 1 }, 400, 'common/validation_failed', 'mapId'],
      [sensor.uuid, { mapId: map.id, mapX: '1', mapY: 1 }, 400, 'common/validation_failed', 'mapX'],
      [elsewhere.uuid, { mapId: map.id, mapX: 1, mapY: 1 }, 404, 'common/not_found'],
      [gone.uuid, { mapId: map.id, mapX: 1, mapY: 1 }, 404, 'common/not_found'],
      ['not-an-id', { mapId: map.id, mapX: 1, mapY: 1 }, 404, 'common/not_found'],
    ];
    for (const [device, payload, status, code, detail] of cases) {
      const res = await set(device, payload);
      expect([res.statusCode, res.json().code], JSON.stringify(payload)).toEqual([status, code]);
      if (detail) expect(JSON.stringify(res.json().details)).toContain(detail);
    }
    expect(await t.db.device.findUniqueOrThrow({ where: { id: sensor.id }, select: { mapId: true, mapX: true, mapY: true } })).toEqual({
      mapId: second.id,
      mapX: 1,
      mapY: 2,
    });
    expect((await t.db.device.findUniqueOrThrow({ where: { id: elsewhere.id } })).mapId).toBeNull();

    const unset = await t.app.inject({ method: 'DELETE', url: `/places/${w.place.id}/devices/${sensor.uuid}/unset-from-map`, headers: w.manager });
    expect(unset.statusCode).toBe(200);
    expect(unset.json()).toMatchObject({ mapId: null, mapX: null, mapY: null });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/places/${w.place.id}/devices/${elsewhere.uuid}/unset-from-map`, headers: w.manager })).statusCode,
    ).toBe(404);
  });

  it("lets technicians and client users see plans but not change them, and hides other companies' plans", async () => {
    const w = await world();
    const map = (await upload(w.url, w.manager, { data: await jpeg(400, 300) })).json();
    const device = await w.device(w.place.id, 'A1', w.trap.id, { mapId: map.id, mapX: 10, mapY: 10 });
    const loose = await w.device(w.place.id, 'A2');
    const foreignMapRes = await upload(`/places/${w.foreignPlace.uuid}/maps`, w.otherManager, { data: await jpeg(400, 300) });
    expect(foreignMapRes.statusCode).toBe(201);
    const foreignMap = foreignMapRes.json();
    const foreignDevice = await w.device(w.foreignPlace.id, 'F1', w.trap.id, { mapId: foreignMap.id, mapX: 5, mapY: 5 });
    const jpegBody = multipart({ data: await jpeg(50, 50), filename: 'p.jpg', contentType: 'image/jpeg' }, { name: 'X' });

    const writes = (placeUuid: string, mapId: number, deviceUuid: string) =>
      [
        { method: 'POST', url: `/places/${placeUuid}/maps`, payload: jpegBody.payload, extra: jpegBody.headers },
        { method: 'PATCH', url: `/places/${placeUuid}/maps/${mapId}`, payload: { name: 'Renamed' } },
        { method: 'DELETE', url: `/places/${placeUuid}/maps/${mapId}` },
        { method: 'POST', url: `/places/${placeUuid}/devices/${deviceUuid}/set-on-map`, payload: { mapId, mapX: 1, mapY: 1 } },
        { method: 'DELETE', url: `/places/${placeUuid}/devices/${deviceUuid}/unset-from-map` },
      ] as const;
    for (const who of [w.technician, w.clientUser]) {
      for (const call of writes(w.place.uuid, map.id, loose.uuid)) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...who, ...('extra' in call ? call.extra : {}) },
          ...('payload' in call ? { payload: call.payload } : {}),
        });
        expect([res.statusCode, res.json().code], `${call.method} ${call.url}`).toEqual([403, 'common/forbidden']);
      }
      expect((await t.app.inject({ method: 'DELETE', url: `/places/${w.place.uuid}/devices/${device.uuid}/unset-from-map`, headers: who })).statusCode).toBe(
        403,
      );
      expect((await t.app.inject({ method: 'GET', url: `${w.url}/${map.id}`, headers: who })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: `${w.url}/heatmap`, headers: who })).statusCode).toBe(200);
    }
    // A technician not assigned to the place does not see it at all.
    const unassigned = bearer((await signIn(t.app, (await createUser(t.db, { companyId: w.provider.id, role: 'USER' })).email)).token);
    expect((await t.app.inject({ method: 'GET', url: w.url, headers: unassigned })).statusCode).toBe(404);

    // Another company's admin: 404 for reads and writes, on their ids or ours.
    for (const [url, method] of [
      [w.url, 'GET'],
      [`${w.url}/${map.id}`, 'GET'],
      [`${w.url}/${map.id}/signed-url`, 'GET'],
      [`${w.url}/${map.id}/image?format=jpg`, 'GET'],
      [`${w.url}/heatmap`, 'GET'],
      [`${w.url}/${map.id}`, 'DELETE'],
      [`/places/${w.place.uuid}/devices/${device.uuid}/unset-from-map`, 'DELETE'],
      // Their own place with our plan id: still nothing.
      [`/places/${w.foreignPlace.uuid}/maps/${map.id}`, 'GET'],
      [`/places/${w.foreignPlace.uuid}/maps/${map.uuid}/signed-url`, 'GET'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: w.otherManager });
      expect([res.statusCode, res.json().code], `${method} ${url}`).toEqual([404, 'common/not_found']);
    }
    const patch = await t.app.inject({ method: 'PATCH', url: `${w.url}/${map.id}`, headers: w.otherManager, payload: { name: 'Hacked' } });
    expect(patch.statusCode).toBe(404);
    const move = await t.app.inject({
      method: 'POST',
      url: `/places/${w.foreignPlace.uuid}/devices/${foreignDevice.uuid}/set-on-map`,
      headers: w.otherManager,
      payload: { mapId: map.id, mapX: 1, mapY: 1 },
    });
    expect([move.statusCode, JSON.stringify(move.json().details)]).toEqual([400, expect.stringContaining('map_not_found')]);
    const upload404 = await t.app.inject({ method: 'POST', url: w.url, headers: { ...w.otherManager, ...jpegBody.headers }, payload: jpegBody.payload });
    expect(upload404.statusCode).toBe(404);

    expect(await t.db.map.findUniqueOrThrow({ where: { id: map.id }, select: { name: true } })).toEqual({ name: 'Hala A' });
    expect(await t.db.map.count({ where: { placeId: w.place.id } })).toBe(1);
    expect(await t.db.device.findUniqueOrThrow({ where: { id: device.id }, select: { mapId: true, mapX: true } })).toEqual({ mapId: map.id, mapX: 10 });
    expect((await t.db.device.findUniqueOrThrow({ where: { id: foreignDevice.id } })).mapId).toBe(foreignMap.id);
  });

  it('answers malformed input on every plan endpoint with a 4xx and a code, changing nothing', async () => {
    const w = await world();
    const map = (await upload(w.url, w.manager, { data: await jpeg(400, 300) })).json();
    const device = await w.device(w.place.id, 'A1', w.trap.id, { mapId: map.id, mapX: 10, mapY: 10 });
    const bodies = [
      { payload: '{"mapId": ', contentType: 'application/json' },
      { payload: '[1,2,3]', contentType: 'application/json' },
      { payload: JSON.stringify({ mapId: 2 ** 31, mapX: 1, mapY: 1, name: 'x', fileCategoryId: 2 ** 31 }), contentType: 'application/json' },
      { payload: JSON.stringify({ mapId: true, mapX: 1e308, mapY: null, name: ['x'], note: {}, fileCategoryId: 'a' }), contentType: 'application/json' },
      { payload: JSON.stringify({ name: 'n'.repeat(5000), note: 'n'.repeat(5000) }), contentType: 'application/json' },
      { payload: '<xml/>', contentType: 'application/xml' },
    ];
    const calls = [
      { method: 'POST', url: w.url },
      { method: 'PATCH', url: `${w.url}/${map.id}` },
      { method: 'POST', url: `/places/${w.place.uuid}/devices/${device.uuid}/set-on-map` },
    ] as const;
    for (const call of calls) {
      for (const body of bodies) {
        const res = await t.app.inject({
          method: call.method,
          url: call.url,
          headers: { ...w.manager, 'content-type': body.contentType },
          payload: body.payload,
        });
        expect(res.statusCode, `${call.method} ${call.url} ${body.payload.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${call.method} ${call.url} ${body.payload.slice(0, 40)}`).toBeLessThan(500);
        expect(res.json().code).toMatch(/^common\//);
      }
    }
    const big = 2 ** 31;
    for (const url of [
      `${w.url}/heatmap?mapId=${big}`,
      `${w.url}/heatmap?deviceTypeObjectId=${big}`,
      `${w.url}/heatmap?from=${'9'.repeat(300)}`,
      `${w.url}/${big}`,
      `${w.url}/${'1'.repeat(30)}/signed-url`,
      `${w.url}/${map.id}/image?format=${'x'.repeat(500)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: w.manager });
      expect([res.statusCode >= 400 && res.statusCode < 500, typeof res.json().code], url).toEqual([true, 'string']);
    }
    const multipartForPatch = multipart({ data: await jpeg(10, 10), filename: 'a.jpg', contentType: 'image/jpeg' }, { name: 'Z' });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${w.url}/${map.id}`,
      headers: { ...w.manager, ...multipartForPatch.headers },
      payload: multipartForPatch.payload,
    });
    expect(patched.statusCode).toBeGreaterThanOrEqual(400);
    expect(patched.statusCode).toBeLessThan(500);
    expect(await t.db.map.findUniqueOrThrow({ where: { id: map.id }, select: { name: true, note: true, fileCategoryId: true } })).toEqual({
      name: 'Hala A',
      note: null,
      fileCategoryId: null,
    });
    expect(await t.db.map.count({ where: { placeId: w.place.id } })).toBe(1);
    expect(await t.db.device.findUniqueOrThrow({ where: { id: device.id }, select: { mapId: true, mapX: true, mapY: true } })).toEqual({
      mapId: map.id,
      mapX: 10,
      mapY: 10,
    });
  });

  it('draws the plan with its devices as a PDF and as a JPG in the status colours', { timeout: 200_000 }, async () => {
    const w = await world();
    const map = (await upload(w.url, w.manager, { data: await jpeg(1000, 800) }, { name: 'Magazyn – Łódź' })).json();
    // alert (red), alert + no signal (yellow-red), no signal (yellow), online (green), non-radio (type colour).
    await w.device(w.place.id, 'A1', w.trap.id, { mapId: map.id, mapX: 100, mapY: 100, detect: true });
    await w.device(w.place.id, 'S1', w.sensor.id, { mapId: map.id, mapX: 300, mapY: 300, detect: true });
    await w.device(w.place.id, 'S2', w.sensor.id, { mapId: map.id, mapX: 500, mapY: 500 });
    await w.device(w.place.id, 'S3', w.sensor.id, { mapId: map.id, mapX: 700, mapY: 500, lastSignalAt: new Date() });
    await w.device(w.place.id, 'B1', w.trap.id, { mapId: map.id, mapX: 900, mapY: 700 });

    const pdf = await t.app.inject({ method: 'GET', url: `${w.url}/${map.id}/image?format=pdf`, headers: w.technician });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Landscape A4 for a wide plan, one page.
    expect(pdf.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28\]/);
    expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);

    const jpg = await t.app.inject({ method: 'GET', url: `${w.url}/${map.uuid}/image?format=jpg`, headers: w.manager });
    expect(jpg.statusCode).toBe(200);
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    expect(jpg.headers['content-disposition']).toMatch(/filename\*=UTF-8''.*Magazyn.*\.jpg/);
    const { data, info } = await sharp(jpg.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(1000);
    expect(info.height).toBeGreaterThan(800);
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const near = (actual: number[], hex: string) => {
      const expected = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
      return actual.every((v, i) => Math.abs(v - expected[i]!) < 40);
    };
    expect(near(pixel(100, 100), '#e03131')).toBe(true);
    expect(near(pixel(297, 300), '#fab005')).toBe(true);
    expect(near(pixel(303, 300), '#e03131')).toBe(true);
    expect(near(pixel(500, 500), '#fab005')).toBe(true);
    expect(near(pixel(700, 500), '#2f9e44')).toBe(true);
    expect(near(pixel(900, 700), '#1c7ed6')).toBe(true);
    expect(near(pixel(600, 600), '#f0f0f0')).toBe(true);

    const bad = await t.app.inject({ method: 'GET', url: `${w.url}/${map.id}/image?format=png`, headers: w.manager });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'common/validation_failed']);
    expect((await t.app.inject({ method: 'GET', url: `${w.url}/999999/image`, headers: w.manager })).statusCode).toBe(404);
  });

  it(
    'answers an export asked for with async=true at once with its job, whose progress ends in a signed download of the file',
    { timeout: 120_000 },
    async () => {
      const w = await world();
      const map = (await upload(w.url, w.manager, { data: await jpeg(600, 900) }, { name: 'Piętro' })).json();
      for (let n = 1; n <= 30; n++) await w.device(w.place.id, `C${n}`, w.trap.id, { mapId: map.id, mapX: n * 15, mapY: n * 25 });
      const started = await t.app.inject({
        method: 'GET',
        url: `${w.url}/${map.id}/image?format=pdf&async=true`,
        headers: { ...w.manager, 'accept-language': 'en' },
      });
      expect(started.statusCode).toBe(202);
      const jobId = started.json().id as string;
      expect(started.json()).toMatchObject({ name: 'plan-export', file: null });

      // Followed as the panel does, until the workers are done.
      let job = started.json();
      while (job.state === 'queued' || job.state === 'active') {
        await new Promise((resolve) => setTimeout(resolve, 200));
        job = (await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: w.manager })).json();
      }
      expect(job).toMatchObject({ state: 'completed', progress: { percent: 100 }, attempts: 1, error: null });
      expect(job.file.name).toMatch(/-Pietro\.pdf$/);
      const url = new URL(job.file.url);
      const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      // Portrait for a tall plan.
      expect(file.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
      // The handler reported its phases in the asker's language; the last one stays on the row.
      expect(await t.db.backgroundJob.findUniqueOrThrow({ where: { id: jobId } })).toMatchObject({ progressPercent: 97, progressPhase: 'Saving the file' });
      // Only the one who asked follows the job.
      expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}`, headers: w.technician })).statusCode).toBe(404);
    },
  );
});
