// Benchmark (not a test): the device table of an inspection of 1,000 devices with 5,000 records,
// in a real browser against the real stack. Prints how long until the table is usable (its first
// row's menu opens), how long a filter by unique id and a change of page take. Budget: usable
// within 1 s. Run with `pnpm --filter @trapline/e2e bench:screens -g "inspection"`.
import { test } from '@playwright/test';
import { DEMO, PASSWORD, signIn } from '../tests/fixtures.ts';

const API = `http://localhost:${Number(process.env.E2E_API_PORT ?? 38101)}`;

async function token(email: string) {
  const res = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function call<T>(auth: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${auth}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

test('inspection device table with 1,000 devices and 5,000 records', async ({ page }) => {
  test.setTimeout(600_000);
  const admin = await token(DEMO.admin.email);
  const manager = await token(DEMO.manager.email);
  // The demo subscription allows fewer devices in the whole tree: lift it for the measurement.
  const me = await call<{ company: { uuid: string } }>(manager, 'GET', '/api/account/me');
  for (const s of await call<{ uuid: string; active: boolean }[]>(admin, 'GET', `/companies/${me.company.uuid}/subscriptions`)) {
    if (s.active) await call(admin, 'PATCH', `/companies/${me.company.uuid}/subscriptions/${s.uuid}`, { devicesLimit: null });
  }
  const place = await call<{ uuid: string }>(manager, 'POST', '/places', {
    name: `Benchmark ${Date.now()}`,
    address: 'ul. Testowa 1',
    companyUuid: me.company.uuid,
  });
  const seeded = await call<{ rows: { uuid: string }[] }>(manager, 'GET', '/places?search=warzelnia');
  const deviceTypeId = (await call<{ rows: { deviceTypeId: number }[] }>(manager, 'GET', `/places/${seeded.rows[0]!.uuid}/devices`)).rows[0]!.deviceTypeId;
  for (const prefix of ['A', 'B', 'C', 'D']) {
    await call(manager, 'POST', `/api/places/${place.uuid}/devices`, {
      amountType: 'MULTIPLE',
      prefix,
      amount: 250,
      startFrom: 'YES',
      startFromNumber: 1,
      deviceTypeId,
    });
  }
  const inspection = await call<{ uuid: string }>(manager, 'POST', `/api/places/${place.uuid}/inspections`, { name: 'Benchmark' });
  const actions = await call<Array<{ id: number }>>(manager, 'GET', `/api/v3/device-types/${deviceTypeId}/actions?placeId=${place.uuid}`);
  // Five actions on every device: 5,000 records.
  for (let i = 0; i < 5; i++) {
    await call(manager, 'POST', `/api/places/${place.uuid}/inspections/${inspection.uuid}/device-types/${deviceTypeId}/actions`, {
      deviceTypeActionId: actions[0]!.id,
      amount: i + 1,
    });
  }

  await signIn(page, DEMO.manager.email);
  const address = `/app/places/edit/${place.uuid}/inspections/${inspection.uuid}`;
  const open: number[] = [];
  const filter: number[] = [];
  const nextPage: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = Date.now();
    await page.goto(address);
    await page.getByTestId('device-menu-A1').click();
    open.push(Date.now() - started);
    await page.keyboard.press('Escape');

    const filtering = Date.now();
    await page.getByTestId('inspection-filter-id').fill('C17');
    await page.getByTestId('device-menu-C17').waitFor();
    await page.getByTestId('device-menu-A1').waitFor({ state: 'detached' });
    filter.push(Date.now() - filtering);
    await page.getByTestId('inspection-filter-id').fill('');
    await page.getByTestId('device-menu-A1').waitFor();

    const paging = Date.now();
    await page
      .getByRole('button', { name: /^2$|strona 2/i })
      .first()
      .click();
    await page.getByTestId('device-menu-A1').waitFor({ state: 'detached' });
    nextPage.push(Date.now() - paging);
  }
  console.log(`inspection device table, 1,000 devices, 5,000 records (budget: usable within 1,000 ms):
  full page load (sign-in kept) to the first row's menu open: median ${median(open)} ms, worst ${Math.max(...open)} ms
  filter by unique id: median ${median(filter)} ms, worst ${Math.max(...filter)} ms
  next page of the table: median ${median(nextPage)} ms, worst ${Math.max(...nextPage)} ms`);
});
