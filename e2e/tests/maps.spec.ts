import { type APIRequestContext, type Page } from '@playwright/test';
import { API_URL } from '../playwright.config.ts';
import { signIn } from './fixtures.ts';
import { type Tenant, expect, test } from './tenant.ts';

const PLAN_NAME = 'Hala produkcyjna';

// A week-old inspection has recorded pests on every device of the tenant's place, as many as its
// number (G1: 1, G2: 2, G3: 3, S1: 1, S2: 2): the heatmap has something to show.
test.use({ tenantInspection: true });

async function openPlaceMenu(page: Page, tenant: Tenant, entry: 'Plan obiektu' | 'Mapa cieplna') {
  await page.goto('/app/places');
  await page.getByTestId('places-table').getByRole('link', { name: tenant.place.name }).click();
  await expect(page.getByTestId('place-title')).toHaveText(tenant.place.name);
  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: entry }).click();
}

/** An image drawn in the browser: a JPEG plan or a PNG that must be refused. */
async function drawnImage(page: Page, type: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  const dataUrl = await page.evaluate((mime) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#f8f9fa';
    g.fillRect(0, 0, 1200, 800);
    g.strokeStyle = '#343a40';
    g.lineWidth = 8;
    g.strokeRect(40, 40, 1120, 720);
    g.beginPath();
    g.moveTo(600, 40);
    g.lineTo(600, 760);
    g.stroke();
    return canvas.toDataURL(mime, 0.9);
  }, type);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

// Where the furnished plan's three devices stand, in the plan's pixels.
const PLACED = [
  { uniqueId: 'G1', x: 300, y: 250 },
  { uniqueId: 'G2', x: 600, y: 400 },
  { uniqueId: 'G3', x: 900, y: 550 },
];

/** The plan as the first test leaves it, made through the API: uploaded, with G1, G2 and G3 on it. */
async function furnishedPlan(page: Page, request: APIRequestContext, tenant: Tenant) {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: tenant.manager.email, password: tenant.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const base = `${API_URL}/places/${tenant.place.uuid}`;
  const upload = await request.post(`${base}/maps`, {
    headers,
    multipart: { name: PLAN_NAME, file: { name: 'plan.jpg', mimeType: 'image/jpeg', buffer: await drawnImage(page, 'image/jpeg') } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id: mapId } = (await upload.json()) as { id: number };
  const { rows } = (await (await request.get(`${base}/devices`, { headers })).json()) as { rows: Array<{ uuid: string; uniqueId: string }> };
  for (const { uniqueId, x, y } of PLACED) {
    const device = rows.find((d) => d.uniqueId === uniqueId)!;
    const placed = await request.post(`${base}/devices/${device.uuid}/set-on-map`, { headers, data: { mapId, mapX: x, mapY: y } });
    expect(placed.status(), await placed.text()).toBe(200);
  }
}

// Drop points inside the plan's area, in pixels of the map element.
const DROPS = [
  { x: 200, y: 250 },
  { x: 420, y: 380 },
  { x: 560, y: 480 },
];

test('a company admin uploads a plan, drags three devices onto it, finds them in place after a reload, and sees their activity on the heatmap', async ({
  page,
  tenant,
}) => {
  await signIn(page, tenant.manager.email);
  await openPlaceMenu(page, tenant, 'Plan obiektu');
  await expect(page).toHaveTitle('Plan obiektu | Trapline');
  await expect(page.getByTestId('maps-empty')).toBeVisible();

  await page.getByTestId('map-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('map-upload-save').click();
  await expect(dialog.getByText('To pole jest wymagane').first()).toBeVisible();
  await dialog.getByTestId('map-name').fill(PLAN_NAME);
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'plan.jpg', mimeType: 'image/jpeg', buffer: await drawnImage(page, 'image/jpeg') });
  await dialog.getByTestId('map-upload-save').click();
  await expect(page.getByText('Plan został dodany')).toBeVisible();
  await expect(page.getByTestId('map-tabs').getByRole('tab', { name: PLAN_NAME })).toBeVisible();
  const map = page.getByTestId('plan-map');
  await expect(map.locator('img.leaflet-image-layer')).toBeVisible();

  // Three devices with pests recorded on them.
  const chosen = ['G1', 'G2', 'G3'];
  for (const [i, uniqueId] of chosen.entries()) {
    await page.getByRole('textbox', { name: 'Szukaj urządzenia' }).fill(uniqueId);
    await page.getByTestId(`plan-device-${uniqueId}`).dragTo(map, { targetPosition: DROPS[i]! });
    await expect(page.getByText(`Urządzenie ${uniqueId} zostało dodane do mapy`)).toBeVisible();
  }
  await expect(page.getByTestId('map-tabs').getByRole('tab', { name: PLAN_NAME })).toContainText('3');

  await page.reload();
  await page.getByTestId('tab-placed').click();
  await page.getByRole('textbox', { name: 'Szukaj urządzenia' }).fill('');
  const placed = page.getByTestId('placed-devices');
  for (const uniqueId of chosen) await expect(placed.getByTestId(`plan-device-${uniqueId}`)).toBeVisible();
  // The view after a reload is the same, so each device sits under the point where it was dropped.
  await expect(map.locator('img.leaflet-image-layer')).toBeVisible();
  for (const [i, uniqueId] of chosen.entries()) {
    await map.hover({ position: DROPS[i]! });
    await expect(page.locator('.plan-tooltip')).toContainText(uniqueId);
  }
  await page.screenshot({ path: 'artifacts/maps-plan.png', fullPage: true });

  // Double-click placement of a chosen device, then taking it off the plan again.
  await page.getByTestId('tab-unplaced').click();
  const fourth = page.getByTestId('unplaced-devices').locator('[data-testid^="plan-device-"]').first();
  const fourthId = (await fourth.getAttribute('data-testid'))!.replace('plan-device-', '');
  await fourth.click();
  await map.dblclick({ position: { x: 300, y: 150 } });
  await expect(page.getByText(`Urządzenie ${fourthId} zostało dodane do mapy`)).toBeVisible();
  await expect(page.getByTestId('map-tabs').getByRole('tab', { name: PLAN_NAME })).toContainText('4');
  await expect(page.getByTestId('plan-selected')).toContainText(fourthId);
  await page.getByTestId('plan-remove-device').click();
  await expect(page.getByText(`Urządzenie ${fourthId} zostało usunięte z mapy`)).toBeVisible();
  await expect(page.getByTestId('map-tabs').getByRole('tab', { name: PLAN_NAME })).toContainText('3');

  await page.getByRole('navigation', { name: 'Menu placówki' }).getByRole('link', { name: 'Mapa cieplna' }).click();
  await expect(page.getByTestId('heatmap-tabs').getByRole('tab', { name: PLAN_NAME })).toBeVisible();
  const lastYear = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  // The period is in the address, and shows as DD/MM/YYYY whatever the browser's locale.
  const withPeriod = new URL(page.url());
  withPeriod.searchParams.set('from', lastYear);
  await page.goto(withPeriod.toString());
  const [year, month, day] = lastYear.split('-');
  await expect(page.getByTestId('heatmap-from')).toHaveText(`${day}/${month}/${year}`);
  // The three placed devices' pests (1 + 2 + 3), the busiest first.
  await expect(page.getByTestId('heatmap-summary')).toHaveText('Urządzenia z aktywnością: 3 · szkodniki łącznie: 6');
  await expect(page.getByTestId('heatmap-devices').locator('tbody tr td:first-child')).toHaveText(['G3', 'G2', 'G1']);
  await expect(page.getByTestId('heatmap-scale')).toContainText('Najwięcej: 3 szkodniki');
  const heatCanvas = page.getByTestId('heat-map').locator('canvas');
  await expect
    .poll(() =>
      heatCanvas.evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        let coloured = 0;
        for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) coloured++;
        return coloured;
      }),
    )
    .toBeGreaterThan(1000);
  await page.screenshot({ path: 'artifacts/maps-heatmap.png' });
});

test('uploading a PNG as a plan says that a plan must be a JPEG, and adds nothing', async ({ page, request, tenant }) => {
  await furnishedPlan(page, request, tenant);
  await signIn(page, tenant.manager.email);
  await openPlaceMenu(page, tenant, 'Plan obiektu');
  await expect(page.getByTestId('map-tabs').getByRole('tab')).toHaveCount(1);
  await page.getByTestId('map-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('map-name').fill('Plan w PNG');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: await drawnImage(page, 'image/png') });
  await dialog.getByTestId('map-upload-save').click();
  await expect(dialog.getByTestId('map-upload-error')).toHaveText('Plan musi być plikiem JPEG.');
  await dialog.getByRole('button', { name: 'Anuluj' }).click();
  await expect(page.getByTestId('map-tabs').getByRole('tab')).toHaveCount(1);

  // The plan itself can be edited: an empty name is refused, a note is saved.
  await page.getByTestId('map-edit').click();
  await dialog.getByTestId('map-edit-name').fill('');
  await dialog.getByTestId('map-edit-save').click();
  await expect(dialog.getByText('To pole jest wymagane')).toBeVisible();
  await dialog.getByTestId('map-edit-name').fill(PLAN_NAME);
  await dialog.getByLabel('Notatka').fill('Parter, wejście od rampy');
  await dialog.getByTestId('map-edit-save').click();
  await expect(page.getByText('Zmiany zostały zapisane')).toBeVisible();
  await expect(page.getByText('Parter, wejście od rampy')).toBeVisible();
});

test('with the keyboard alone a device goes to the middle of the view, moves in steps and comes off again', async ({ page, request, tenant }) => {
  await furnishedPlan(page, request, tenant);
  await signIn(page, tenant.manager.email);
  await openPlaceMenu(page, tenant, 'Plan obiektu');
  await expect(page.getByTestId('plan-map').locator('img.leaflet-image-layer')).toBeVisible();
  const first = page.getByTestId('unplaced-devices').locator('[data-testid^="plan-device-"]').first();
  const uniqueId = (await first.getAttribute('data-testid'))!.replace('plan-device-', '');
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('plan-placing')).toContainText(uniqueId);
  await page.getByTestId('plan-place-centre').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Urządzenie ${uniqueId} zostało dodane do mapy`)).toBeVisible();
  await expect(page.getByTestId('plan-selected')).toContainText(uniqueId);
  await expect(page.getByTestId('map-tabs').getByRole('tab', { name: PLAN_NAME })).toContainText('4');

  // The 1200 x 800 plan is shown whole, so the middle of the view is about its middle.
  const position = page.getByTestId('plan-selected-position');
  const [x, y] = (await position.textContent())!.split(', ').map(Number) as [number, number];
  expect(Math.abs(x - 600)).toBeLessThan(100);
  expect(Math.abs(y - 400)).toBeLessThan(100);
  // A step is 1 % of the plan's longer side: 12 pixels. The marker moves at once; steps overtaken
  // by a newer one before their turn are not sent, so the last save carries where it ends up.
  const target = { mapX: x + 24, mapY: y - 12 };
  const finalSave = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith('/set-on-map') &&
      response.ok() &&
      response.request().postDataJSON().mapX === target.mapX &&
      response.request().postDataJSON().mapY === target.mapY,
  );
  await page.getByTestId('plan-nudge-right').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByTestId('plan-nudge-up').focus();
  await page.keyboard.press('Enter');
  await expect(position).toHaveText(`${target.mapX}, ${target.mapY}`);
  await finalSave;
  await page.screenshot({ path: 'artifacts/maps-keyboard.png' });

  await page.reload();
  await page.getByTestId('tab-placed').click();
  await page.getByRole('textbox', { name: 'Szukaj urządzenia' }).fill(uniqueId);
  await page.getByTestId('placed-devices').getByTestId(`plan-device-${uniqueId}`).click();
  await expect(page.getByTestId('plan-selected-position')).toHaveText(`${x + 24}, ${y - 12}`);
  await page.getByTestId('plan-remove-device').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Urządzenie ${uniqueId} zostało usunięte z mapy`)).toBeVisible();
  await expect(page.getByTestId('map-tabs').getByRole('tab', { name: PLAN_NAME })).toContainText('3');
});

test('a technician sees the plan but cannot upload, edit, delete or place devices', async ({ page, request, tenant }) => {
  await furnishedPlan(page, request, tenant);
  await signIn(page, tenant.technician.email);
  await openPlaceMenu(page, tenant, 'Plan obiektu');
  const map = page.getByTestId('plan-map');
  await expect(map.locator('img.leaflet-image-layer')).toBeVisible();
  await expect(page.getByTestId('map-download')).toBeVisible();
  for (const control of ['map-add', 'map-edit', 'map-delete']) await expect(page.getByTestId(control)).toHaveCount(0);
  const count = page.getByTestId('map-tabs').getByRole('tab', { name: PLAN_NAME });
  await expect(count).toContainText('3');

  // Status and type cannot be confused: statuses are diamonds, plain device types circles, as the legend says.
  const legend = page.getByTestId('plan-legend');
  await expect(legend.locator('[data-shape="diamond"]')).toHaveCount(4);
  await expect(legend.locator('[data-shape="circle"]').first()).toBeVisible();
  await expect(legend).toContainText('Kółka: kolor typu urządzenia; romby: status czujnika');

  // A marker names itself and opens its details, without the button that takes it off the plan.
  // G1's marker: its plan pixels where the whole plan is shown.
  const g1 = async () => {
    const [frame, image] = [(await map.boundingBox())!, (await map.locator('img.leaflet-image-layer').boundingBox())!];
    return { x: image.x - frame.x + (PLACED[0]!.x * image.width) / 1200, y: image.y - frame.y + (PLACED[0]!.y * image.height) / 800 };
  };
  await expect(async () => {
    await map.hover({ position: await g1() });
    await expect(page.locator('.plan-tooltip')).toContainText('G1', { timeout: 2_000 });
  }).toPass();
  await map.click({ position: await g1() });
  await expect(page.getByTestId('plan-selected')).toContainText('G1');
  await expect(page.getByTestId('plan-remove-device')).toHaveCount(0);

  // Neither dragging a device onto the plan nor a double click places it.
  await page.getByTestId('tab-unplaced').click();
  const row = page.getByTestId('unplaced-devices').locator('[data-testid^="plan-device-"]').first();
  await expect(row).toHaveAttribute('draggable', 'false');
  await row.click();
  await row.dragTo(map, { targetPosition: { x: 300, y: 300 } });
  await map.dblclick({ position: { x: 350, y: 350 } });
  await page.getByTestId('tab-placed').click();
  await expect(page.getByTestId('placed-devices').locator('[data-testid^="plan-device-"]')).toHaveCount(3);
  await expect(count).toContainText('3');
});
