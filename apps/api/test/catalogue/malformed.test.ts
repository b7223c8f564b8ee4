import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { catalogueWorld, type World } from './world.ts';

/** Whatever a client sends to the catalogue, the answer is a 4xx with a code: never a 500, never a change. */
describe('malformed input on the catalogue endpoints', () => {
  const t = useApi();

  const endpoints = (w: World) =>
    [
      { method: 'POST', url: '/device-types' },
      { method: 'PATCH', url: `/device-types/${w.ownType.id}` },
      { method: 'PUT', url: `/companies/${w.p.id}/device-types/assign` },
      { method: 'POST', url: `/device-types/${w.ownType.id}/actions/assign` },
      { method: 'POST', url: `/device-types/${w.ownType.id}/objects/assign` },
      { method: 'POST', url: `/device-types/${w.ownType.id}/observations/assign` },
      { method: 'POST', url: '/device-type-actions' },
      { method: 'PATCH', url: `/device-type-actions/${w.ownAction.id}` },
      { method: 'POST', url: '/device-type-objects' },
      { method: 'POST', url: '/api/v3/device-type-observations' },
      { method: 'PATCH', url: `/api/v3/device-type-observations/${w.refill.id}` },
    ] as const;

  const bodies: Array<{ name: string; payload: string; contentType: string }> = [
    { name: 'invalid JSON', payload: '{"name": ', contentType: 'application/json' },
    { name: 'a JSON array', payload: '[1,2,3]', contentType: 'application/json' },
    { name: 'a JSON string', payload: '"name"', contentType: 'application/json' },
    {
      name: 'wrong types',
      payload: JSON.stringify({
        name: 12,
        translations: 'pl',
        settings: [],
        color: 5,
        actionId: 'x',
        objectId: {},
        observationId: null,
        deviceTypeIds: 'all',
        type: 7,
        shouldClean: 'no',
      }),
      contentType: 'application/json',
    },
    {
      name: 'ids beyond the database range',
      payload: JSON.stringify({
        name: 'X',
        actionId: 99_999_999_999,
        objectId: 99_999_999_999,
        observationId: 99_999_999_999,
        deviceTypeIds: [99_999_999_999],
        deviceTypeId: 99_999_999_999,
        type: 'NEUTRAL',
      }),
      contentType: 'application/json',
    },
    {
      name: 'huge strings',
      payload: JSON.stringify({ name: 'n'.repeat(5000), description: 'd'.repeat(5000), translations: { pl: { name: 'p'.repeat(5000) } } }),
      contentType: 'application/json',
    },
    { name: 'an unknown content type', payload: '<xml/>', contentType: 'application/xml' },
  ];

  it('answers 4xx with a code for every malformed body and changes nothing', async () => {
    const w = await catalogueWorld(t);
    const snapshot = async () =>
      JSON.stringify([
        await t.db.deviceType.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true, settings: true, translations: true } }),
        await t.db.deviceTypeAction.count(),
        await t.db.deviceTypeObject.count(),
        await t.db.deviceTypeObservation.findMany({ orderBy: { id: 'asc' }, select: { id: true, name: true, type: true } }),
        await t.db.deviceTypeActionLink.count(),
        await t.db.deviceTypeObjectLink.count(),
        await t.db.deviceTypeObservationLink.count(),
        await t.db.companyDeviceType.count(),
      ]);
    const before = await snapshot();
    for (const endpoint of endpoints(w)) {
      for (const body of bodies) {
        for (const headers of [w.admin, w.manager]) {
          const res = await t.app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers: { ...headers, 'content-type': body.contentType },
            payload: body.payload,
          });
          const answer = res.json() as { code?: string };
          expect([endpoint.method, endpoint.url, body.name, res.statusCode >= 400 && res.statusCode < 500, typeof answer.code]).toEqual([
            endpoint.method,
            endpoint.url,
            body.name,
            true,
            'string',
          ]);
        }
      }
    }
    // Malformed path and query values.
    for (const url of [
      '/device-types/99999999999',
      '/device-types/%00',
      `/device-types?parentCompanyId=${'9'.repeat(12)}`,
      '/api/places/abc/device-types',
      `/api/v3/device-types/${w.g1.id}/actions?placeId=${'x'.repeat(65)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: w.manager });
      expect([url, res.statusCode >= 400 && res.statusCode < 500]).toEqual([url, true]);
    }
    expect(await snapshot()).toBe(before);
  });
});
