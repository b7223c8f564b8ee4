import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { INSPECTION_LIMITS } from '@trapline/contracts/inspections';
import { multipart, useApi } from '../helpers.ts';
import { inspectionWorld, start, type InspectionWorld } from './world.ts';

const png = (background = '#228be6') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#f03e3e' } })
    .jpeg()
    .toBuffer();

describe('inspections: photos of inspection devices', { timeout: 120_000 }, () => {
  const t = useApi();

  async function running(w: InspectionWorld) {
    const s = await start(t, w, w.starter.headers, { zoneIds: [w.hall.id] });
    const a1 = await t.db.inspectionDevice.findFirstOrThrow({ where: { inspectionId: s.id, deviceId: w.devices.a1.id } });
    const l1 = await t.db.inspectionDevice.findFirstOrThrow({ where: { inspectionId: s.id, deviceId: w.devices.l1.id } });
    return { ...s, a1, l1, url: `${w.base}/${s.uuid}`, images: `${w.base}/${s.uuid}/devices/${a1.id}/images` };
  }
  const upload = (url: string, headers: Record<string, string>, file: { data: Buffer; filename?: string; contentType?: string } | null) => {
    const form = multipart(file && { data: file.data, filename: file.filename ?? 'photo.png', contentType: file.contentType ?? 'image/png' });
    return t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
  };

  it('adds JPEG and PNG photos, lists them with signed URLs that serve the file, shows them in the device table and deletes them', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const added = await upload(s.images, w.starter.headers, { data: await png() });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      id: expect.any(Number),
      uuid: expect.any(String),
      inspectionDeviceId: s.a1.id,
      user: { id: w.starter.user.id },
      signedUrl: expect.any(String),
    });
    expect((await upload(s.images, w.manager.headers, { data: await jpeg(), filename: 'b.jpg', contentType: 'image/jpeg' })).statusCode).toBe(201);

    const list = await t.app.inject({ method: 'GET', url: s.images, headers: w.technician.headers });
    expect(list.json().images).toHaveLength(2);
    const url = new URL(list.json().images[0].signedUrl, 'http://localhost');
    const file = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'image/png']);
    const row = await t.db.deviceImage.findUniqueOrThrow({ where: { id: added.json().id } });
    expect(row).toMatchObject({ deviceId: w.devices.a1.id, inspectionId: s.id, inspectionDeviceId: s.a1.id });
    expect(row.filePath).toMatch(new RegExp(`^places/${w.place.uuid}/inspections/${s.uuid}/.+\\.png$`));

    const details = (await t.app.inject({ method: 'GET', url: `${s.url}/details`, headers: w.technician.headers })).json();
    const a1 = details.devices.find((d: { id: number }) => d.id === s.a1.id);
    expect(a1.imageIds).toEqual(list.json().images.map((i: { id: number }) => i.id));
    expect(details.imagesById[String(added.json().id)]).toMatchObject({ id: added.json().id, signedUrl: expect.any(String) });

    // Deleting is an admin's correction; the file goes too.
    expect((await t.app.inject({ method: 'DELETE', url: `${s.images}/${added.json().id}`, headers: w.starter.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `${s.images}/${added.json().uuid}`, headers: w.manager.headers })).statusCode).toBe(204);
    expect(await t.db.deviceImage.count({ where: { id: added.json().id } })).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${s.images}/${added.json().id}`, headers: w.manager.headers })).statusCode).toBe(404);
    // A photo of another device of the inspection is not this device's.
    const other = (await upload(`${s.url}/devices/${s.l1.id}/images`, w.starter.headers, { data: await png() })).json();
    expect((await t.app.inject({ method: 'DELETE', url: `${s.images}/${other.id}`, headers: w.manager.headers })).statusCode).toBe(404);
  });

  it('refuses what is not a JPEG or PNG, a missing or too large file, and photos beyond the limit', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const pdf = await upload(s.images, w.starter.headers, { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'a.png' });
    expect([pdf.statusCode, pdf.json().code]).toEqual([415, 'common/unsupported_media_type']);
    const none = await upload(s.images, w.starter.headers, null);
    expect([none.statusCode, none.json().code]).toEqual([400, 'common/validation_failed']);
    const big = Buffer.concat([await jpeg(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const tooLarge = await upload(s.images, w.starter.headers, { data: big, filename: 'big.jpg', contentType: 'image/jpeg' });
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'common/payload_too_large']);
    const json = await t.app.inject({ method: 'POST', url: s.images, headers: w.starter.headers, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(await t.db.deviceImage.count({ where: { inspectionDeviceId: s.a1.id } })).toBe(0);

    const small = await png();
    for (let i = 0; i < INSPECTION_LIMITS.photosPerDevice; i++) expect((await upload(s.images, w.starter.headers, { data: small })).statusCode).toBe(201);
    const over = await upload(s.images, w.starter.headers, { data: small });
    expect([over.statusCode, over.json().code]).toEqual([409, 'inspection/too_many_images']);
    expect(await t.db.deviceImage.count({ where: { inspectionDeviceId: s.a1.id } })).toBe(INSPECTION_LIMITS.photosPerDevice);
  });

  it('lets recorders add photos while it runs and admins once completed; other roles 403, another company 404, approved 409', async () => {
    const w = await inspectionWorld(t);
    const s = await running(w);
    const photo = { data: await png() };
    expect((await upload(s.images, w.technician.headers, photo)).statusCode).toBe(403);
    expect((await upload(s.images, w.controller.headers, photo)).statusCode).toBe(403);
    const kept = (await upload(s.images, w.starter.headers, photo)).json();
    for (const request of [
      () => upload(s.images, w.otherManager.headers, photo),
      () => t.app.inject({ method: 'GET', url: s.images, headers: w.otherManager.headers }),
      () => t.app.inject({ method: 'DELETE', url: `${s.images}/${kept.id}`, headers: w.otherManager.headers }),
      () => t.app.inject({ method: 'GET', url: `${s.url}/devices/99999999/images`, headers: w.manager.headers }),
    ]) {
      const res = await request();
      expect([res.statusCode, res.json().code]).toEqual([404, 'common/not_found']);
    }
    expect(await t.db.deviceImage.count({ where: { inspectionId: s.id } })).toBe(1);

    await t.app.inject({ method: 'POST', url: `${s.url}/complete`, headers: w.starter.headers });
    const late = await upload(s.images, w.starter.headers, photo);
    expect([late.statusCode, late.json().code]).toEqual([409, 'inspection/not_in_progress']);
    expect((await upload(s.images, w.manager.headers, photo)).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: `${s.url}/approve`, headers: w.approver.headers });
    const locked = await t.app.inject({ method: 'DELETE', url: `${s.images}/${kept.id}`, headers: w.manager.headers });
    expect([locked.statusCode, locked.json().code]).toEqual([409, 'inspection/approved']);
    expect(await t.db.deviceImage.count({ where: { inspectionId: s.id } })).toBe(2);
  });
});
