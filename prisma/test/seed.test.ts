import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '@node-rs/argon2';
import { createPrisma, type DbClient } from '../src/client.ts';
import { useTestDatabase } from '../src/test-database.ts';
import { DEMO_PASSWORD, seedDemoWorld } from '../seed/demo-world.ts';

describe('demo world', () => {
  let db: DbClient;
  let drop: () => Promise<void>;
  let summary: Awaited<ReturnType<typeof seedDemoWorld>>;

  beforeAll(async () => {
    const database = await useTestDatabase();
    drop = database.drop;
    db = createPrisma(database.url, { poolSize: 4 });
    summary = await seedDemoWorld(db);
  });
  afterAll(async () => {
    await db.$disconnect();
    await drop();
  });

  it('has the demo login of every role, all with the demo password', async () => {
    const expected = { 'admin@trapline.demo': 'ADMIN', 'manager@trapline.demo': 'COMPANY_ADMIN', 'controller@trapline.demo': 'CONTROLLER', 'technician@trapline.demo': 'USER', 'client@trapline.demo': 'CLIENT' };
    for (const [email, role] of Object.entries(expected)) {
      const user = await db.user.findUniqueOrThrow({ where: { email } });
      expect(user.role).toBe(role);
      expect(await verify(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('is big enough to show the product: two companies with clients, 10+ places, 300+ devices, months of inspections', async () => {
    const roots = await db.company.findMany({ where: { parentCompanyId: null, enterpriseId: { not: null } }, include: { _count: { select: { clients: true } } } });
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
      { ownerId: { not: null } }, { ownerText: { not: null }, ownerEmail: { not: null }, ownerId: null }, { area: { not: null } }, { comment: { not: null } },
      { mapText: { not: null } }, { isMoreDataNeeded: true }, { deviceId: { not: null }, deviceTypeId: { not: null } }, { recipients: { some: { email: { not: null } } } },
      { recipients: { some: { userId: { not: null } } } }, { comments: { some: {} } }, { recommendationCategoryId: { not: null } }, { zoneId: { not: null } },
    ]) {
      expect(await db.recommendation.count({ where }), JSON.stringify(where)).toBeGreaterThan(0);
    }
    expect(await db.scheduleEvent.count()).toBeGreaterThan(0);
    expect(summary.uplinks).toBeGreaterThan(0);
    const type = await db.deviceType.findFirstOrThrow();
    expect(Object.keys(type.translations as object).sort()).toEqual(['de', 'en', 'it', 'pl', 'ru']);
  });

  it('is the same world on every run', async () => {
    const second = await useTestDatabase();
    const other = createPrisma(second.url, { poolSize: 2 });
    try {
      const again = await seedDemoWorld(other);
      expect(again).toEqual(summary);
      const pick = (rows: Array<{ uniqueId: string; zoneId: number | null }>) => rows.map((r) => r.uniqueId).join(',');
      expect(pick(await other.device.findMany({ orderBy: { id: 'asc' }, take: 50 }))).toEqual(pick(await db.device.findMany({ orderBy: { id: 'asc' }, take: 50 })));
    } finally {
      await other.$disconnect();
      await second.drop();
    }
  });
});
