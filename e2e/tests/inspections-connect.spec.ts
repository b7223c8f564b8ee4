import { API_URL } from '../playwright.config.ts';
import { signIn } from './fixtures.ts';
import { expect, test } from './tenant.ts';

test('connecting inspections: a second inspection of the place moves into the first, whose device table then shows the devices of both', async ({
  page,
  request,
  tenant,
}) => {
  test.setTimeout(480_000);
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: tenant.manager.email, password: tenant.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const place = tenant.place;
  const devices = (await (await request.get(`${API_URL}/places/${place.uuid}/devices`, { headers })).json()) as {
    rows: { uniqueId: string; deviceTypeId: number }[];
  };
  const types = [...new Set(devices.rows.map((d) => d.deviceTypeId))].sort((a, b) => a - b);
  // The tenant's three rodent traps and two bait stations.
  expect(types).toHaveLength(2);
  const firstIds = devices.rows.filter((d) => d.deviceTypeId === types[0]).map((d) => d.uniqueId);
  const secondIds = devices.rows.filter((d) => d.deviceTypeId !== types[0]).map((d) => d.uniqueId);
  expect([firstIds.length, secondIds.length].sort()).toEqual([2, 3]);

  // The first inspection: the devices of one type, completed. The second: the others, in progress.
  const stamp = tenant.label;
  const base = `${API_URL}/api/places/${place.uuid}/inspections`;
  const started = await request.post(base, { headers, data: { name: `Pierwszy ${stamp}`, deviceTypeIds: [types[0]] } });
  expect(started.status()).toBe(201);
  const first = (await started.json()) as { id: number; uuid: string; devicesCount: number };
  expect(first.devicesCount).toBe(firstIds.length);
  expect((await request.post(`${base}/${first.uuid}/complete`, { headers, data: {} })).status()).toBe(200);
  const other = await request.post(base, { headers, data: { name: `Drugi ${stamp}`, deviceTypeIds: types.slice(1) } });
  expect(other.status()).toBe(201);
  const second = (await other.json()) as { id: number; uuid: string };

  await signIn(page, tenant.manager.email, { at: `/app/places/edit/${place.uuid}/inspections/${first.uuid}` });
  await expect(page.getByTestId('inspection-name')).toHaveText(`Pierwszy ${stamp}`);
  await page.getByTestId('inspection-connect').click();
  await expect(page).toHaveURL(new RegExp(`/inspections/connect\\?inspectionId1=${first.uuid}$`));

  // The place's inspections (its only two) with date, user and devices; this one cannot be chosen.
  await expect(page.locator('[data-testid^="connect-row-"]')).toHaveCount(2);
  await expect(page.getByTestId(`connect-row-${second.uuid}`)).toContainText(`Drugi ${stamp}`);
  await expect(page.getByTestId(`connect-row-${second.uuid}`)).toContainText(`0/${secondIds.length}`);
  await expect(page.getByTestId(`connect-pick-${first.uuid}`)).toBeDisabled();
  await page.getByTestId(`connect-pick-${second.uuid}`).check();

  // The preview: the second's devices are new to the first.
  const preview = page.getByTestId('connect-preview');
  await expect(preview.getByTestId('connect-new-devices')).toHaveText(String(secondIds.length));
  await expect(preview.getByTestId('connect-shared-devices')).toHaveText('0');
  await expect(preview.getByTestId('connect-total-devices')).toHaveText(String(firstIds.length + secondIds.length));
  await page.getByTestId('connect-confirm').click();

  // The merged inspection opens with the devices of both; the second is gone.
  await expect(page).toHaveURL(new RegExp(`/inspections/${first.uuid}$`));
  const table = page.getByTestId('inspection-devices');
  for (const uniqueId of [...firstIds, ...secondIds]) await expect(table.getByTestId(`inspection-device-${uniqueId}`)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(5);
  expect((await request.get(`${base}/${second.uuid}`, { headers })).status()).toBe(404);
});

test("the row menu of the place's inspections connects into an inspection, shown only where connecting is allowed", async ({ page, request, tenant }) => {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: tenant.manager.email, password: tenant.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const place = tenant.place;
  const base = `${API_URL}/api/places/${place.uuid}/inspections`;
  const started = await request.post(base, { headers, data: { name: `Menu ${tenant.label}` } });
  expect(started.status()).toBe(201);
  const running = (await started.json()) as { uuid: string };

  await signIn(page, tenant.manager.email, { at: `/app/places/edit/${place.uuid}/inspections?status=IN_PROGRESS` });
  // The place's only inspection.
  await expect(page.getByTestId('inspections-table').locator('[data-testid^="inspection-row-"]')).toHaveCount(1);
  await page.getByTestId(`inspection-menu-${running.uuid}`).click();
  await page.getByTestId('inspection-menu-connect').click();
  await expect(page).toHaveURL(new RegExp(`/app/places/edit/${place.uuid}/inspections/connect\\?inspectionId1=${running.uuid}$`));
  await expect(page.getByTestId(`connect-pick-${running.uuid}`)).toBeDisabled();

  // A cancelled inspection takes nothing in: its row has no menu.
  expect((await request.post(`${base}/${running.uuid}/cancel`, { headers, data: {} })).status()).toBe(200);
  await page.goto(`/app/places/edit/${place.uuid}/inspections?status=CANCELLED`);
  await expect(page.getByTestId(`inspection-row-${running.uuid}`)).toBeVisible();
  await expect(page.getByTestId('inspections-table').locator('[data-testid^="inspection-row-"]')).toHaveCount(1);
  await expect(page.getByTestId(`inspection-menu-${running.uuid}`)).toHaveCount(0);
});
