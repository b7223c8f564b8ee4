// Every screen of the panel on a phone (390 x 844): the page never scrolls sideways (tables
// scroll inside their own box) and axe finds nothing serious or critical. Runs last: it only
// reads the demo world, except a QR batch, an intervention and a gateway it adds when earlier
// tests left none to open.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { API_URL } from '../playwright.config.ts';
import { DEMO, PASSWORD, signIn } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

interface Ids {
  company: string;
  place: string;
  placeCompany: string;
  device: string;
  inspection: string;
  intervention: string;
  recommendation: string;
  loraDevice: string;
  gateway: string;
  batch: string;
  user: string;
  deviceType: string;
  category: string;
  mixture: string;
  question: string;
}

async function tokenOf(request: APIRequestContext, email: string) {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** The first row of a list answer, whether it is an array or an object holding one. */
function firstRow(body: unknown): Record<string, unknown> | undefined {
  const rows = Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray);
  return (rows as Array<Record<string, unknown>> | undefined)?.[0];
}

async function getJson(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), path).toBe(200);
  return response.json() as Promise<unknown>;
}

async function postJson(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/** Ids of the demo world for the screens with path parameters (a bakery place of the demo manager's company). */
async function demoIds(request: APIRequestContext): Promise<Ids> {
  const admin = await tokenOf(request, DEMO.admin.email);
  const manager = await tokenOf(request, DEMO.manager.email);
  const get = async (path: string, token = admin) => firstRow(await getJson(request, token, path));
  const place = (await get(`/places?search=${encodeURIComponent('zakład produkcyjny')}`))!;
  const placeUuid = String(place.uuid);
  const intervention =
    (await get(`/api/places/${placeUuid}/interventions`, manager)) ??
    (await postJson(request, manager, `/api/places/${placeUuid}/interventions`, { name: 'Przegląd na telefonie', purpose: 'Sprawdzenie układu ekranu' }));
  const batch =
    (await get('/api/qrcodes/batches?page=1&limit=1', manager)) ??
    (await postJson(request, manager, '/api/qrcodes/batches', { name: 'Kody na telefon', amount: 2 }));
  const gatewayRow =
    (await get('/api/lora/gateways')) ??
    ((
      await postJson(request, admin, '/api/lora/gateways', {
        devEui: `ABCD${Date.now().toString(16).slice(-12).toUpperCase().padStart(12, '0')}`,
        name: 'Bramka telefonu',
      })
    ).loraDevice as Record<string, unknown>);
  const me = (await getJson(request, manager, '/api/account/me')) as { company?: { uuid?: string } };
  return {
    company: String(me.company?.uuid),
    place: placeUuid,
    placeCompany: String(place.companyUuid),
    device: String((await get(`/places/${placeUuid}/devices`))!.uuid),
    inspection: String((await get(`/places/${placeUuid}/inspections?page=1&limit=1`))!.uuid),
    intervention: String(intervention.uuid),
    recommendation: String((await get(`/api/recommendations?placeId=${placeUuid}&limit=1`))!.id),
    loraDevice: String((await get('/api/lora/devices?page=1&limit=1'))!.uuid),
    gateway: String(gatewayRow!.uuid),
    batch: String(batch.id),
    user: String((await get('/users'))!.uuid),
    deviceType: String((await get('/device-types'))!.id),
    category: String((await get('/api/admin/recommendations/categories?limit=500'))!.id),
    mixture: String((await get('/api/v3/admin/mixtures'))!.id),
    question: String((await get('/api/visual-inspection/questions'))!.id),
  };
}

/** The screens of the panel's route list (its spec) that exist, with ids filled in. */
const adminRoutes = (id: Ids) => [
  '/app/dashboard',
  `/app/dashboard/company/${id.placeCompany}`,
  `/app/dashboard/company/${id.placeCompany}/place/${id.place}`,
  '/app/companies',
  '/app/companies/create/',
  `/app/companies/edit/${id.company}`,
  `/app/companies/edit/${id.company}?tab=zones`,
  `/app/companies/edit/${id.company}?tab=subscriptions`,
  '/app/users',
  '/app/users/create/',
  `/app/users/edit/${id.user}`,
  '/app/account',
  '/app/account/notifications',
  '/app/account/change-password/',
  '/app/places',
  '/app/places/create',
  `/app/places/edit/${id.place}`,
  `/app/places/edit/${id.place}/devices`,
  `/app/places/edit/${id.place}/devices/create`,
  `/app/places/edit/${id.place}/devices/${id.device}`,
  `/app/places/edit/${id.place}/devices/${id.device}/edit`,
  `/app/places/edit/${id.place}/inspections`,
  `/app/places/edit/${id.place}/inspections/${id.inspection}`,
  `/app/places/edit/${id.place}/radio-options`,
  `/app/places/edit/${id.place}/files`,
  `/app/places/edit/${id.place}/map`,
  `/app/places/edit/${id.place}/heatmap`,
  `/app/places/edit/${id.place}/visual-inspection`,
  `/app/places/edit/${id.place}/zones`,
  `/app/places/edit/${id.place}/objects-limit`,
  `/app/places/edit/${id.place}/interventions`,
  `/app/places/edit/${id.place}/interventions/create`,
  `/app/places/edit/${id.place}/interventions/edit/${id.intervention}`,
  `/app/places/edit/${id.place}/schedule`,
  '/app/device-types',
  '/app/device-types/create',
  `/app/device-types/edit/${id.deviceType}`,
  '/app/device-types/actions',
  '/app/device-types/objects',
  '/app/device-types/observations',
  '/app/schedule',
  '/app/lora/devices',
  '/app/lora/devices/create',
  `/app/lora/devices/details/${id.loraDevice}`,
  `/app/lora/devices/edit/${id.loraDevice}`,
  '/app/lora/gateways',
  '/app/lora/gateways/create',
  `/app/lora/gateways/details/${id.gateway}`,
  `/app/lora/gateways/edit/${id.gateway}`,
  '/app/lora/unclaimed',
  '/app/recommendations',
  '/app/recommendations/statistics',
  `/app/recommendations/${id.place}`,
  `/app/recommendations/${id.place}/create`,
  `/app/recommendations/${id.place}/details/${id.recommendation}`,
  `/app/recommendations/${id.place}/details/${id.recommendation}/edit`,
  '/app/statistics/',
  `/app/reports?placeUuid=${id.place}&tab=reports`,
  `/app/reports?placeUuid=${id.place}&tab=inspections`,
  '/app/reports/generate',
  '/app/qrcodes',
  `/app/qrcodes/batch/${id.batch}`,
  '/app/admin/recommendations',
  '/app/admin/recommendations/create',
  `/app/admin/recommendations/details/${id.category}`,
  `/app/admin/recommendations/edit/${id.category}`,
  '/app/admin/visual-inspection',
  '/app/admin/visual-inspection/create',
  `/app/admin/visual-inspection/details/${id.question}`,
  `/app/admin/visual-inspection/edit/${id.question}`,
  '/app/admin/mixtures',
  '/app/admin/mixtures/create',
  `/app/admin/mixtures/details/${id.mixture}`,
  `/app/admin/mixtures/edit/${id.mixture}`,
  '/app/admin/devices',
  '/app/admin/devices/device-types',
  '/app/admin/devices/actions',
  '/app/admin/devices/objects',
  '/app/admin/devices/observations',
  '/app/admin/jobs',
];

/** The company admin's everyday screens: the same layouts with another role's columns and buttons. */
const managerRoutes = (id: Ids) => [
  '/app/dashboard',
  '/app/companies',
  `/app/companies/edit/${id.company}`,
  '/app/users',
  '/app/places',
  `/app/places/edit/${id.place}`,
  `/app/places/edit/${id.place}/devices`,
  `/app/places/edit/${id.place}/devices/${id.device}`,
  `/app/places/edit/${id.place}/inspections`,
  `/app/places/edit/${id.place}/zones`,
  '/app/schedule',
  `/app/recommendations/${id.place}`,
  '/app/lora/devices',
  '/app/qrcodes',
  '/app/device-types',
  '/app/statistics/',
  `/app/reports?placeUuid=${id.place}&tab=reports`,
];

const technicianRoutes = (id: Ids) => [
  '/app/dashboard',
  '/app/places',
  `/app/places/edit/${id.place}/devices`,
  `/app/places/edit/${id.place}/devices/${id.device}`,
  '/app/schedule',
  '/app/account',
];

/** axe-core itself, run inside the page: the builder's per-frame runs open a second page for every check, too slow for a hundred screens. */
const AXE_SOURCE = readFileSync(createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'), 'utf8');

/** The panel's router, which TanStack Router puts on the window of a browser page. */
interface PanelWindow {
  __TSR_ROUTER__?: { navigate: (to: { href: string }) => Promise<void>; state: { status: string } };
  quietSince?: number;
}

/**
 * Opens a screen the way the panel's own links do (through its router, no reload), after a first
 * full load. The router's navigation ends once the screen's loaders have answered and it is drawn.
 */
async function open(page: Page, route: string) {
  if (!page.url().includes('/app/') || !route.startsWith('/app/')) {
    await page.goto(route);
  } else {
    await page.evaluate((href) => {
      const w = window as PanelWindow;
      // The quiet the last screen reached does not count for this one.
      w.quietSince = undefined;
      return w.__TSR_ROUTER__!.navigate({ href });
    }, route);
  }
  await expect(page.locator('body')).not.toBeEmpty();
  // The screen has drawn its data: the router idle and no spinner left for two looks in a row.
  await page
    .waitForFunction(
      () => {
        const w = window as PanelWindow;
        // Visible ones only: a tab's panel stays mounted while hidden, with the spinner of a list
        // that loads once the tab is chosen.
        const spinning = Array.from(document.querySelectorAll('main .mantine-Loader-root, [aria-busy="true"]')).some((el) => el.checkVisibility());
        const busy = spinning || (w.__TSR_ROUTER__ && w.__TSR_ROUTER__.state.status !== 'idle');
        if (busy) w.quietSince = undefined;
        else w.quietSince ??= Date.now();
        return !busy && Date.now() - (w.quietSince ?? Date.now()) >= 200;
      },
      undefined,
      { timeout: 20_000, polling: 100 },
    )
    .catch(() => undefined);
}

/** What makes the page wider than the phone: the outermost elements past its right edge that no scroll box clips. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1) continue;
      if (clipped(el)) continue;
      const testId = el.getAttribute('data-testid');
      const cls = (el.getAttribute('class') ?? '').split(' ').slice(0, 2).join('.');
      culprits.push(
        `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${cls ? `.${cls}` : ''} right=${Math.round(box.right)} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      );
      if (culprits.length >= 5) break;
    }
    return `scrollWidth ${scrollWidth}: ${culprits.join(' | ')}`;
  });
}

async function seriousA11y(page: Page) {
  // Evaluated, not added as a script tag: the panel's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[]; failureSummary?: string }> }> }>;
        };
      }
    ).axe.run(document, { resultTypes: ['violations'] });
    // FullCalendar's own markup breaks three rules we cannot reach through its options (its
    // chevron icons are role="img" without a name inside named buttons, its day cells are
    // labelled by their day number alone, its "+n more" link carries aria-expanded): known and
    // left to the library (docs/decisions.md). Everything else in the calendar is checked.
    const calendarOwn = new Set(['role-img-alt', 'label-content-name-mismatch', 'aria-allowed-attr']);
    const inCalendar = (target: unknown[]) => /(^|[\s.#"=-])fc-/.test(target.join(' '));
    return violations
      .map((v) => (calendarOwn.has(v.id) ? { ...v, nodes: v.nodes.filter((n) => !inCalendar(n.target)) } : v))
      .filter((v) => v.nodes.length > 0)
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} at ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3})` : ''}: ${(v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
      );
  });
}

/** Visits each route and returns every problem found, so one run names them all (each is logged as found). */
async function checkScreens(page: Page, routes: string[]) {
  const problems: string[] = [];
  const report = (problem: string) => {
    console.log(problem);
    problems.push(problem);
  };
  for (const route of routes) {
    await open(page, route);
    const wide = await overflow(page);
    if (wide) report(`${route} overflows: ${wide}`);
    for (const issue of await seriousA11y(page)) report(`${route} a11y: ${issue}`);
  }
  return problems;
}

let ids: Ids;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

test('the sign-in screens fit a phone and pass axe', async ({ page }) => {
  test.setTimeout(60_000);
  expect(await checkScreens(page, ['/auth/login', '/auth/forgot-password', '/auth/reset-password?token=abc'])).toEqual([]);
});

for (const [part, pick] of [
  ['dashboard, companies, users, account and places', (r: string) => /^\/app\/(dashboard|companies|users|account|places)/.test(r)],
  [
    'catalogue, schedule, LoRa, recommendations, reports and QR codes',
    (r: string) => /^\/app\/(device-types|schedule|lora|recommendations|statistics|reports|qrcodes)/.test(r),
  ],
  ['administration', (r: string) => r.startsWith('/app/admin/')],
] as const) {
  test(`the super admin's screens fit a phone and pass axe: ${part}`, async ({ page }) => {
    test.setTimeout(600_000);
    await signIn(page, DEMO.admin.email);
    expect(await checkScreens(page, adminRoutes(ids).filter(pick))).toEqual([]);
  });
}

test('the company admin and the technician screens fit a phone and pass axe', async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, DEMO.manager.email);
  const problems = await checkScreens(page, managerRoutes(ids));
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.technician.email);
  problems.push(...(await checkScreens(page, technicianRoutes(ids))));
  expect(problems).toEqual([]);
});

/**
 * The everyday dialogs and drawers: the screen, the control that opens it (a test id, or a row
 * menu and its entry). Each must fit the phone and pass axe while open.
 */
const dialogs = (id: Ids): Array<{ route: string; open: string; item?: string }> => [
  { route: '/app/schedule', open: 'schedule-add' },
  { route: `/app/places/edit/${id.place}/objects-limit`, open: 'limit-add' },
  { route: `/app/places/edit/${id.place}/objects-limit`, open: 'critical-open' },
  { route: `/app/places/edit/${id.place}/zones`, open: 'zone-add' },
  { route: `/app/places/edit/${id.place}/map`, open: 'map-add' },
  { route: `/app/places/edit/${id.place}/files`, open: 'place-categories-add' },
  { route: `/app/places/edit/${id.place}/inspections/${id.inspection}`, open: 'device-menu-', item: 'Dodaj akcję' },
  { route: `/app/recommendations/${id.place}`, open: 'open-csv' },
  { route: `/app/recommendations/${id.place}`, open: 'open-plan' },
  { route: `/app/recommendations/${id.place}/details/${id.recommendation}`, open: 'add-comment' },
  { route: `/app/recommendations/${id.place}/details/${id.recommendation}`, open: 'add-file' },
  { route: '/app/device-types/actions', open: 'part-add' },
  { route: `/app/companies/edit/${id.company}?tab=zones`, open: 'company-zone-add' },
  { route: `/app/companies/edit/${id.company}?tab=subscriptions`, open: 'subscription-add' },
  { route: `/app/places/edit/${id.place}/devices/${id.device}/edit`, open: 'device-qr-scan' },
];

test('the everyday dialogs fit a phone and pass axe', async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page, DEMO.admin.email);
  const problems: string[] = [];
  for (const { route, open: opener, item } of dialogs(ids)) {
    await open(page, route);
    const control = opener.endsWith('-') ? page.locator(`[data-testid^="${opener}"]`).first() : page.getByTestId(opener).first();
    await control.click();
    if (item) {
      await page.getByRole('menuitem', { name: item }).click();
      // The menu closes as the dialog opens: judged once it has gone, not halfway out.
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
    const dialog = page.getByRole('dialog').last();
    await expect(dialog, `${route}: ${opener}`).toBeVisible();
    // Measured once it has come in: a modal fades and grows, a drawer slides (colours and places
    // are between their two ends until the transitions end; spinners turn for ever).
    await page.waitForFunction(() => document.getAnimations().every((a) => a.effect?.getComputedTiming().iterations === Infinity));
    const box = await dialog.boundingBox();
    expect(Math.round(box!.x + box!.width), `${route}: ${opener} within the phone's width`).toBeLessThanOrEqual(PHONE.width);
    const wide = await overflow(page);
    if (wide) problems.push(`${route} ${opener} overflows: ${wide}`);
    for (const issue of await seriousA11y(page)) problems.push(`${route} ${opener} a11y: ${issue}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(problems).toEqual([]);
});

test('an empty list says so where a phone shows it', async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/users?search=nobody-has-this-name' });
  const message = page.getByTestId('users-table').getByText('Brak danych');
  await expect(message).toBeVisible();
  // Within the phone's width: at the table's full width it was centred out of sight.
  await expect(message).toBeInViewport({ ratio: 0.9 });
  expect(await overflow(page)).toBeFalsy();
});

test('a toast shows on a phone without covering the button that raised it', async ({ page }) => {
  await signIn(page, DEMO.manager.email, { at: '/app/account' });
  const save = page.getByRole('button', { name: 'Zapisz', exact: true });
  await save.click();
  const toast = page.getByRole('alert').filter({ hasText: 'Profil zapisany' });
  await expect(toast).toBeVisible();
  // Measured once it has slid in: during its entrance it is still partly off the screen.
  await expect
    .poll(async () => {
      const box = await toast.boundingBox();
      return box ? box.x + box.width : Infinity;
    })
    .toBeLessThanOrEqual(PHONE.width);
  const [toastBox, saveBox] = [await toast.boundingBox(), await save.boundingBox()];
  expect(toastBox!.x).toBeGreaterThanOrEqual(0);
  expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(PHONE.width);
  const overlaps =
    toastBox!.x < saveBox!.x + saveBox!.width &&
    saveBox!.x < toastBox!.x + toastBox!.width &&
    toastBox!.y < saveBox!.y + saveBox!.height &&
    saveBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps).toBe(false);
  await expect(save).toBeInViewport();
});
