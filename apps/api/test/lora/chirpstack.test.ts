import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { loraWorld } from './world.ts';

/**
 * A stand-in for chirpstack-rest-api: GET /api/devices/{devEui} answers 200 for the DevEUIs it
 * knows and 404 (gRPC NotFound) for others, 401 without the key, 503 for one broken DevEUI.
 */
const known = new Set<string>();
const asked: Array<{ url: string; authorization: string | undefined }> = [];
const server = createServer((request, response) => {
  asked.push({ url: request.url ?? '', authorization: request.headers.authorization });
  const devEui = /^\/chirpstack\/api\/devices\/([0-9a-f]{16})$/.exec(request.url ?? '')?.[1];
  if (request.headers.authorization !== 'Bearer secret-key') return void response.writeHead(401).end('{"code":16}');
  if (devEui?.endsWith('ffff')) return void response.writeHead(503).end();
  if (devEui && known.has(devEui)) return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ device: { devEui } }));
  response.writeHead(404, { 'content-type': 'application/json' }).end('{"code":5,"message":"Object does not exist"}');
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

describe('sensor details and the ChirpStack network server', () => {
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const t = useApi({ CHIRPSTACK_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/chirpstack/`, CHIRPSTACK_API_KEY: 'secret-key' });

  it('says whether ChirpStack knows the DevEUI, and when it cannot be asked', async () => {
    const w = await loraWorld(t);
    known.add(w.placed.devEui.toLowerCase());
    const broken = await t.db.loraDevice.create({ data: { devEui: w.eui('FFFF'), name: 'Broken', companyId: w.company.id } });
    const awsData = async (uuid: string) => (await t.app.inject({ method: 'GET', url: `/api/lora/devices/${uuid}`, headers: w.manager })).json().awsData;

    expect(await awsData(w.placed.uuid)).toEqual({ exists: true, error: null });
    expect(asked.at(-1)).toEqual({ url: `/chirpstack/api/devices/${w.placed.devEui.toLowerCase()}`, authorization: 'Bearer secret-key' });
    expect(await awsData(w.spare.uuid)).toEqual({ exists: false, error: 'not_found' });
    expect(await awsData(broken.uuid)).toEqual({ exists: null, error: 'unreachable' });
  });

  it('a network server that does not answer leaves the details working', async () => {
    const quiet = createServer(() => undefined);
    await new Promise<void>((resolve) => quiet.listen(0, '127.0.0.1', resolve));
    const { networkServerState } = await import('../../src/modules/lora/chirpstack.ts');
    const log = { warn: () => undefined } as never;
    const started = Date.now();
    expect(
      await networkServerState({ url: `http://127.0.0.1:${(quiet.address() as AddressInfo).port}`, key: 'k', timeoutMs: 200 }, '0011223344556677', log),
    ).toEqual({ exists: null, error: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await networkServerState({ url: 'http://127.0.0.1:1', key: 'k' }, '0011223344556677', log)).toEqual({ exists: null, error: 'unreachable' });
    expect(await networkServerState(null, '0011223344556677', log)).toBeNull();
    quiet.closeAllConnections();
    await new Promise<void>((resolve) => quiet.close(() => resolve()));
  });
});
