import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { createPrisma, type DbClient } from '../src/client.ts';
import { useTestDatabase } from '../src/test-database.ts';
import { DEMO_PASSWORD, seedDemoWorld, type DemoFiles } from '../seed/demo-world.ts';

describe('demo world', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  let summary: Awaited<ReturnType<typeof seedDemoWorld>>;
  const stored = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const files: DemoFiles = { put: async (key, body, contentType) => void stored.set(key, { body, contentType }) };

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 4 });
    summary = await seedDemoWorld(db, { files });
  });
  afterAll(async () => {
    await db.$disconnect();
    await drop();
  });

  it('has the demo login of every role, all with the demo password', async () => {
    const expected = {
      'admin@trapline.demo': 'ADMIN',
      'manager@trapline.demo': 'COMPANY_ADMIN',
      'controller@trapline.demo': 'CONTROLLER',
      'technician@trapline.demo': 'USER',
      'client@trapline.demo': 'CLIENT',
    };
    for (const [email, role] of Object.entries(expected)) {
      const user = await db.user.findUniqueOrThrow({ where: { email } });
      expect(user.role).toBe(role);
      expect(await verify(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('is big enough to show the product: two companies with clients, 10+ places, 300+ devices, months of inspections', async () => {
    const roots = await db.company.findMany({
      where: { parentCompanyId: null, enterpriseId: { not: null } },
      include: { _count: { select: { clients: true } } },
    });
    expect(roots).toHaveLength(2);
    expect(roots.every((c) => c._count.clients >= 2)).toBe(true);
    expect(summary.places).toBeGreaterThanOrEqual(10);
    expect(summary.devices).toBeGreaterThanOrEqual(300);
    expect(await db.deviceType.count()).toBeGreaterThanOrEqual(4);
    const oldest = await db.inspection.findFirstOrThrow({ orderBy: { startedAt: 'asc' } });
    expect(Date.now() - oldest.startedAt.getTime()).toBeGreaterThan(90 * 86_400_000);
    expect(await db.recommendation.count()).toBeGreaterThan(0);
    // The demo recommendations show every field of the form somewhere.
    for (const where of [
      { ownerId: { not: null } },
      { ownerText: { not: null }, ownerEmail: { not: null }, ownerId: null },
      { area: { not: null } },
      { comment: { not: null } },
      { mapText: { not: null } },
      { isMoreDataNeeded: true },
      { deviceId: { not: null }, deviceTypeId: { not: null } },
      { recipients: { some: { email: { not: null } } } },
      { recipients: { some: { userId: { not: null } } } },
      { comments: { some: {} } },
      { recommendationCategoryId: { not: null } },
      { zoneId: { not: null } },
    ]) {
      expect(await db.recommendation.count({ where }), JSON.stringify(where)).toBeGreaterThan(0);
    }
    expect(await db.scheduleEvent.count()).toBeGreaterThan(0);
    expect(summary.uplinks).toBeGreaterThan(0);
    const type = await db.deviceType.findFirstOrThrow();
    expect(Object.keys(type.translations as object).sort()).toEqual(['de', 'en', 'it', 'pl', 'ru']);
  });

  it('has a plan in every place, its devices and some recommendations placed on it', async () => {
    const maps = await db.map.findMany({ include: { _count: { select: { devices: true } } } });
    expect(maps).toHaveLength(summary.places);
    expect(summary.plans).toBe(summary.places);
    for (const map of maps) {
      // The image is stored under the plan's key, a JPEG as plans are.
      const file = stored.get(map.filePath);
      expect(file?.contentType, map.filePath).toBe('image/jpeg');
      expect(file!.body.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      expect([map.width, map.height]).toEqual([1200, 800]);
      expect(map._count.devices).toBeGreaterThan(0);
    }
    const placed = await db.device.findMany({
      where: { mapId: { not: null } },
      select: { mapX: true, mapY: true, map: { select: { width: true, height: true } } },
    });
    expect(placed.length).toBe(summary.devices);
    for (const d of placed) {
      expect(d.mapX).toBeGreaterThan(0);
      expect(d.mapY).toBeGreaterThan(0);
      expect(d.mapX!).toBeLessThan(d.map!.width);
      expect(d.mapY!).toBeLessThan(d.map!.height);
    }
    // Markers on the recommendations screen: a position on a plan of the recommendation's own place.
    const marked = await db.recommendation.findMany({
      where: { mapId: { not: null }, mapX: { not: null }, mapY: { not: null } },
      select: { placeId: true, mapX: true, mapY: true, map: { select: { placeId: true, width: true, height: true } } },
    });
    expect(marked.length).toBeGreaterThanOrEqual(summary.places * 2);
    for (const r of marked) {
      expect(r.map!.placeId).toBe(r.placeId);
      expect(r.mapX!).toBeLessThanOrEqual(r.map!.width);
      expect(r.mapY!).toBeLessThanOrEqual(r.map!.height);
    }
    expect(await db.recommendation.count({ where: { mapId: null, mapX: { not: null } } })).toBe(0);
  });

  it('has photos on some inspection devices, stored where the API keeps inspection photos', async () => {
    const photos = await db.deviceImage.findMany({
      where: { inspectionId: { not: null } },
      include: { inspectionDevice: true, inspection: { include: { place: true } } },
    });
    expect(photos.length).toBe(summary.photos);
    expect(photos.length).toBeGreaterThan(10);
    // Not every device: a few per inspection.
    expect(new Set(photos.map((p) => p.inspectionId)).size).toBeGreaterThan(5);
    expect(photos.length).toBeLessThan((await db.inspectionDevice.count()) / 10);
    for (const photo of photos) {
      expect(photo.inspectionDevice?.inspectionId).toBe(photo.inspectionId);
      expect(photo.inspectionDevice?.deviceId).toBe(photo.deviceId);
      expect(photo.filePath.startsWith(`places/${photo.inspection!.place.uuid}/inspections/${photo.inspection!.uuid}/`)).toBe(true);
      const file = stored.get(photo.filePath);
      expect(file?.contentType).toBe('image/jpeg');
      // A JPEG (the API judges photos by their content): starts with FF D8 FF.
      expect([...file!.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    }
    // Nothing else is stored but the plans' images (no rows pointing at missing files).
    expect(stored.size).toBe(photos.length + summary.plans);
  });

  it('is the same world on every run', async () => {
    const second = await useTestDatabase();
    const other = createPrisma(second.url, { poolSize: 2 });
    try {
      const again = await seedDemoWorld(other, { files: { put: async () => {} } });
      expect(again).toEqual(summary);
      const pick = (rows: Array<{ uniqueId: string; zoneId: number | null }>) => rows.map((r) => r.uniqueId).join(',');
      expect(pick(await other.device.findMany({ orderBy: { id: 'asc' }, take: 50 }))).toEqual(
        pick(await db.device.findMany({ orderBy: { id: 'asc' }, take: 50 })),
      );
    } finally {
      await other.$disconnect();
      await second.drop();
    }
  });
});
