// Benchmark (not a test): how long each screen, opened directly by its address (a full page
// load, signed in), takes until it shows its content: the page heading visible and no spinner
// left in the main area. Budget: 1 s on a two-core machine. Screens that need an id use the
// demo data's first place and device. Run with `pnpm --filter @trapline/e2e bench:screens`.
import { type Page, test } from '@playwright/test';
import { DEMO, PASSWORD, signIn } from '../tests/fixtures.ts';

const API = `http://localhost:${Number(process.env.E2E_API_PORT ?? 38101)}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function get<T>(auth: string, path: string): Promise<T> {
  const res = await fetch(`${API}${path}`, { headers: { authorization: `Bearer ${auth}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

const SCREENS = [
  '/app/dashboard',
  '/app/companies',
  '/app/companies/create/',
  '/app/users',
  '/app/users/create/',
  '/app/account',
  '/app/account/notifications',
  '/app/account/change-password/',
  '/app/places',
  '/app/places/create',
  '/app/device-types',
  '/app/device-types/create',
  '/app/device-types/actions',
  '/app/device-types/objects',
  '/app/device-types/observations',
  '/app/schedule',
  '/app/lora/devices',
  '/app/lora/devices/create',
  '/app/lora/gateways',
  '/app/lora/gateways/create',
  '/app/recommendations',
  '/app/recommendations/statistics',
  '/app/statistics/',
  '/app/reports',
  '/app/reports/generate',
  '/app/qrcodes',
  '/app/admin/recommendations',
  '/app/admin/recommendations/create',
  '/app/admin/visual-inspection',
  '/app/admin/visual-inspection/create',
  '/app/admin/mixtures',
  '/app/admin/mixtures/create',
  '/app/admin/devices',
  '/app/admin/devices/device-types',
  '/app/admin/devices/actions',
  '/app/admin/devices/objects',
  '/app/admin/devices/observations',
  '/app/admin/jobs',
  '/app/admin/settings',
];
const PLACE_SCREENS = [
  '',
  '/devices',
  '/devices/create',
  '/inspections',
  '/radio-options',
  '/files',
  '/map',
  '/heatmap',
  '/visual-inspection',
  '/zones',
  '/objects-limit',
  '/interventions',
  '/interventions/create',
  '/schedule',
];

/** Until the page's heading shows and no spinner is left in the main area; false when it never does. */
async function shown(page: Page) {
  try {
    await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 20_000 });
    await page.waitForFunction(() => !document.querySelector('main .mantine-Loader-root'), undefined, { timeout: 20_000 });
    return true;
  } catch {
    return false;
  }
}

test('every screen opened directly', async ({ page }) => {
  test.setTimeout(900_000);
  const login = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.admin.email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const auth = ((await login.json()) as { token: string }).token;
  const place = (await get<{ rows: { uuid: string }[] }>(auth, '/places?search=warzelnia')).rows[0]!.uuid;
  const device = (await get<{ rows: { uuid: string }[] }>(auth, `/places/${place}/devices`)).rows[0]!.uuid;
  const inspections = await get<Record<string, unknown>>(auth, `/places/${place}/inspections?page=1&limit=1`);
  const inspection = (Object.values(inspections).find(Array.isArray) as Array<{ uuid: string }> | undefined)?.[0]?.uuid ?? 'none';
  const addresses = [
    ...SCREENS,
    ...PLACE_SCREENS.map((s) => `/app/places/edit/${place}${s}`),
    `/app/places/edit/${place}/devices/${device}`,
    `/app/places/edit/${place}/devices/${device}/edit`,
    `/app/places/edit/${place}/inspections/${inspection}`,
    `/app/recommendations/${place}`,
  ];

  await signIn(page, DEMO.admin.email);
  const results: Array<{ address: string; median: number; worst: number }> = [];
  const never: string[] = [];
  for (const address of addresses) {
    const times: number[] = [];
    const name = address.replace(place, '{placeId}').replace(device, '{deviceUuid}').replace(inspection, '{inspectionId}');
    for (let run = 0; run < RUNS; run++) {
      const started = Date.now();
      await page.goto(address);
      if (!(await shown(page))) never.push(name);
      times.push(Date.now() - started);
    }
    times.sort((a, b) => a - b);
    results.push({ address: name, median: times[Math.floor(times.length / 2)]!, worst: times.at(-1)! });
    console.log(`  ${String(results.at(-1)!.median).padStart(5)} ms  ${name}`);
  }
  const medians = results.map((r) => r.median).sort((a, b) => a - b);
  const over = results.filter((r) => r.median > 1000);
  console.log(`screens opened directly, ${results.length} screens x ${RUNS} loads (budget: content within 1,000 ms)
${results.map((r) => `  ${String(r.median).padStart(5)} ms median, ${String(r.worst).padStart(5)} ms worst  ${r.address}`).join('\n')}
  all screens: median ${medians[Math.floor(medians.length / 2)]} ms, slowest median ${medians.at(-1)} ms; over budget: ${over.length ? over.map((r) => r.address).join(', ') : 'none'}${never.length ? `; never showed a heading: ${[...new Set(never)].join(', ')}` : ''}`);
});
