// What the browser benchmarks share: calls to the real API as a demo user, and a place of the demo
// provider filled with many devices of one of its types.
import { DEMO, PASSWORD } from '../tests/fixtures.ts';

const API = `http://localhost:${Number(process.env.E2E_API_PORT ?? 38101)}`;

/** A bearer token of a demo user. */
export async function token(email: string): Promise<string> {
  const res = await fetch(`${API}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** One API call: a JSON body (or a form, as is), the JSON answer back; an error status throws. */
export async function call<T>(auth: string, method: string, path: string, body?: unknown): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { authorization: `Bearer ${auth}`, ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? null : isForm ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A new place of the demo provider with `amount` devices per prefix (A1, A2, ...), all of the type
 * the seeded place's devices have. The subscription's device limit is lifted first (the demo one
 * allows fewer devices in the whole tree than a measurement needs).
 */
export async function placeWithDevices(name: string, devicesPerPrefix: Record<string, number>) {
  const admin = await token(DEMO.admin.email);
  const manager = await token(DEMO.manager.email);
  const me = await call<{ company: { uuid: string } }>(manager, 'GET', '/api/account/me');
  for (const s of await call<{ uuid: string; active: boolean }[]>(admin, 'GET', `/companies/${me.company.uuid}/subscriptions`)) {
    if (s.active) await call(admin, 'PATCH', `/companies/${me.company.uuid}/subscriptions/${s.uuid}`, { devicesLimit: null });
  }
  const place = await call<{ uuid: string }>(manager, 'POST', '/places', {
    name: `${name} ${Date.now()}`,
    address: 'ul. Testowa 1',
    companyUuid: me.company.uuid,
  });
  const seeded = await call<{ rows: { uuid: string }[] }>(manager, 'GET', '/places?search=warzelnia');
  const deviceTypeId = (await call<{ rows: { deviceTypeId: number }[] }>(manager, 'GET', `/places/${seeded.rows[0]!.uuid}/devices`)).rows[0]!.deviceTypeId;
  for (const [prefix, amount] of Object.entries(devicesPerPrefix)) {
    await call(manager, 'POST', `/api/places/${place.uuid}/devices`, {
      amountType: 'MULTIPLE',
      prefix,
      amount,
      startFrom: 'YES',
      startFromNumber: 1,
      deviceTypeId,
    });
  }
  return { manager, place, deviceTypeId };
}
