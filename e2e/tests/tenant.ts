// A tenant of its own for each test that counts or changes what a company has: the test's rows
// are its own, so its counts hold whatever other tests (or a changed demo world) do, and a retry
// starts on a fresh tenant instead of the state the failed attempt left.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { createPrisma, type DbClient } from '@trapline/db/client';
import { seedTenant, type Tenant, type TenantOptions } from '@trapline/db/seed/tenant';
import { DATA_DIR } from '../playwright.config.ts';

export type { Tenant };

let seeded = 0;

export const test = base.extend<{ tenant: Tenant; tenantDevices: TenantOptions['devices']; tenantInspection: boolean }, { db: DbClient }>({
  /** The running stack's database (its address is in the data folder's runtime.json). */
  db: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { databaseUrl } = JSON.parse(await readFile(join(DATA_DIR, 'runtime.json'), 'utf8')) as { databaseUrl: string };
      const db = createPrisma(databaseUrl, { poolSize: 2 });
      await use(db);
      await db.$disconnect();
    },
    { scope: 'worker' },
  ],
  /** The devices of the tenant's place; `test.use({ tenantDevices: { rodent: 12 } })` changes them. */
  tenantDevices: [{ rodent: 3, bait: 2 }, { option: true }],
  /** `test.use({ tenantInspection: true })`: the place has a completed inspection with pest records (see seedTenant). */
  tenantInspection: [false, { option: true }],
  tenant: async ({ db, tenantDevices, tenantInspection }, use, testInfo) => {
    // Short and unique across workers, runs and retries: e.g. "T3k9x1a2".
    const label = `T${Date.now().toString(36)}${testInfo.workerIndex}${++seeded}`;
    await use(await seedTenant(db, { label, inspection: tenantInspection, ...(tenantDevices ? { devices: tenantDevices } : {}) }));
  },
});

export { expect } from '@playwright/test';
