import { type APIRequestContext } from '@playwright/test';
import { API_URL } from '../playwright.config.ts';
import { signIn } from './fixtures.ts';
import { type Tenant, expect, test } from './tenant.ts';

/**
 * The tenant's place (its manager is a member, so the limit's alert reaches them), a device made
 * for the test of a type that offers a pest, and the API headers.
 */
async function setUp(request: APIRequestContext, tenant: Tenant) {
  const login = await request.post(`${API_URL}/auth/login`, { data: { email: tenant.manager.email, password: tenant.password } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const place = tenant.place;
  const types = (
    (await (await request.get(`${API_URL}/api/places/${place.uuid}/device-types?withObjects=true`, { headers })).json()) as {
      deviceTypes: Array<{ id: number; isRadio: boolean; objects?: Array<{ id: number }> }>;
    }
  ).deviceTypes;
  const type = types.find((t) => !t.isRadio && (t.objects?.length ?? 0) > 0);
  if (!type) throw new Error('no pest-offering device type for the tenant');
  const created = await request.post(`${API_URL}/api/places/${place.uuid}/devices`, {
    headers,
    data: { amountType: 'ONE', uniqueId: 'Q1', deviceTypeId: type.id },
  });
  expect(created.status(), await created.text()).toBe(201);
  const device = (await created.json()) as { uuid: string; uniqueId: string };
  return { headers, place, device, objectId: type.objects![0]!.id };
}

/** Records pests on the device in the manager's running inspection of the place (started when there is none). */
async function recordPests(request: APIRequestContext, w: Awaited<ReturnType<typeof setUp>>, amount: number) {
  const base = `${API_URL}/api/places/${w.place.uuid}/inspections`;
  const started = await request.post(base, { headers: w.headers, data: { name: 'Limits run' } });
  const body = (await started.json()) as { uuid?: string; details?: { inspectionUuid: string } };
  const inspectionUuid = started.status() === 201 ? body.uuid! : body.details!.inspectionUuid;
  const added = await request.post(`${base}/${inspectionUuid}/devices`, { headers: w.headers, data: { deviceUuid: w.device.uuid } });
  const answer = (await added.json()) as { id?: number; details?: { inspectionDeviceId: number } };
  // Already in the inspection (a run started with every device of the place): 409 names it.
  const inspectionDeviceId = added.status() === 201 ? answer.id! : answer.details!.inspectionDeviceId;
  const pest = await request.post(`${base}/${inspectionUuid}/devices/${inspectionDeviceId}/objects`, {
    headers: w.headers,
    data: { deviceTypeObjectId: w.objectId, amount },
  });
  expect(pest.status(), await pest.text()).toBe(201);
}

test('a pest limit made on the limits screen raises one alert in the bell when records breach it', async ({ page, request, tenant }) => {
  test.setTimeout(180_000);
  const w = await setUp(request, tenant);
  const name = `Limit ${tenant.label}`;
  await signIn(page, tenant.manager.email, { at: `/app/places/edit/${w.place.uuid}/objects-limit` });
  await expect(page).toHaveTitle(/Limity szkodników/);
  await page.getByTestId('limit-add').click();
  const form = page.getByTestId('limit-form');
  await expect(form.getByTestId('limit-name')).toHaveValue(/^Limit #\d+$/);

  // The main error: without a name nothing is saved and the dialog stays open.
  await form.getByTestId('limit-name').fill('');
  await form.getByTestId('limit-save').click();
  await expect(form.getByText('To pole jest wymagane')).toBeVisible();

  await form.getByTestId('limit-name').fill(name);
  await form.getByTestId('limit-type').click();
  await page.getByRole('option', { name: 'Urządzenia', exact: true }).click();
  await form.getByTestId('limit-devices').click();
  await page.getByRole('option', { name: w.device.uniqueId, exact: true }).click();
  await form.getByTestId('limit-normal-sum').fill('2');
  await form.getByTestId('limit-dangerous-sum').fill('2');
  await form.getByTestId('limit-save').click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('limit-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText(w.device.uniqueId);
  await expect(row).toContainText('Urządzenia');

  // Two records within the limit, then one above it: one alert, naming the limit.
  await recordPests(request, w, 1);
  await recordPests(request, w, 1);
  await recordPests(request, w, 1);
  await recordPests(request, w, 5);
  await page.reload();
  await expect(page.getByTestId('bell')).toHaveAccessibleName('Powiadomienia, nieprzeczytane: 1');
  await page.getByTestId('bell').click();
  // The manager's only notification.
  const alert = page.getByTestId('notification-link');
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText(`Przekroczony limit: ${name}`);

  // Delete with confirmation.
  await page.keyboard.press('Escape');
  await row.getByTestId('limit-delete').click();
  await page.getByTestId('limit-delete-confirm').click();
  await expect(row).toHaveCount(0);
});
