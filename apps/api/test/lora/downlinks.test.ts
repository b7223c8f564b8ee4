import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { loraWorld } from './world.ts';

describe("a sensor's downlinks and uplinks as they fared", () => {
  const t = useApi();

  it('lists and shows the downlinks of a sensor with their state after ChirpStack answered', async () => {
    const w = await loraWorld(t);
    const queued = (await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.placed.uuid}/clear-alert`, headers: w.admin })).json().downlink;
    expect(queued).toMatchObject({
      kind: 'clear_alert',
      status: 'PENDING',
      confirmed: true,
      error: null,
      publishedAt: null,
      sentAt: null,
      acknowledgedAt: null,
    });
    const configured = (
      await t.app.inject({
        method: 'PUT',
        url: `/api/lora/devices/${w.placed.uuid}/configuration/connection`,
        headers: w.admin,
        payload: { confirmedStatusPeriod: 60, unconfirmedStatusPeriod: 60, failedSendRetryPeriod: 10, failedSendRetry: 3 },
      })
    ).json().downlink;
    // What the bridge records from ChirpStack's answers.
    const sentAt = new Date('2026-11-22T12:00:00Z');
    await t.db.loraDownlink.update({ where: { uuid: queued.uuid }, data: { status: 'ACKNOWLEDGED', publishedAt: sentAt, sentAt, acknowledgedAt: sentAt } });
    await t.db.loraDownlink.update({ where: { uuid: configured.uuid }, data: { status: 'FAILED', publishedAt: sentAt, sentAt, error: 'not acknowledged' } });

    const list = await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}/downlinks`, headers: w.admin });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      count: 2,
      rows: [
        { uuid: configured.uuid, kind: 'connection', status: 'FAILED', error: 'not acknowledged' },
        { uuid: queued.uuid, status: 'ACKNOWLEDGED', acknowledgedAt: sentAt.toISOString() },
      ],
    });
    const one = await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.id}/downlinks/${configured.uuid}`, headers: w.admin });
    expect(one.statusCode).toBe(200);
    expect(one.json().downlink).toMatchObject({ uuid: configured.uuid, status: 'FAILED', sentAt: sentAt.toISOString(), fPort: 21 });
    // Another sensor's downlink, an unknown one, a key that is neither id nor uuid: 404.
    for (const url of [
      `/api/lora/devices/${w.spare.uuid}/downlinks/${configured.uuid}`,
      `/api/lora/devices/${w.placed.uuid}/downlinks/00000000-0000-4000-8000-000000000000`,
      `/api/lora/devices/${w.placed.uuid}/downlinks/x`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url, headers: w.admin })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.spare.uuid}/downlinks`, headers: w.admin })).json()).toEqual({
      rows: [],
      count: 0,
    });
  });

  it("are the super admin's: other roles get 403, users of another company 404", async () => {
    const w = await loraWorld(t);
    const queued = (await t.app.inject({ method: 'POST', url: `/api/lora/devices/${w.placed.uuid}/clear-alert`, headers: w.admin })).json().downlink;
    for (const headers of [w.manager, w.controller, w.technician]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}/downlinks`, headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}/downlinks/${queued.uuid}`, headers })).statusCode).toBe(403);
    }
    for (const url of [`/api/lora/devices/${w.placed.uuid}/downlinks`, `/api/lora/devices/${w.placed.uuid}/downlinks/${queued.uuid}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: w.otherManager });
      expect([res.statusCode, res.json().code]).toEqual([404, expect.any(String)]);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}/downlinks` })).statusCode).toBe(401);
  });

  it('shows an uplink the bridge could not decode as raw bytes with its port, and 32-bit frame counters', async () => {
    const w = await loraWorld(t);
    await t.db.loraUplink.create({
      data: {
        loraDeviceId: w.placed.id,
        deduplicationId: `raw-${w.n}`,
        fCnt: 4_294_967_295,
        fPort: 0,
        rawData: Uint8Array.of(0x06, 0xfe),
        data: { undecoded: 'mac_only' },
        receivedAt: new Date(),
      },
    });
    const page = await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}/uplinks/paginated`, headers: w.technician });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().rows[0]).toMatchObject({ fCnt: 4_294_967_295, fPort: 0, payload: '06FE', data: { undecoded: 'mac_only' } });
    const details = (await t.app.inject({ method: 'GET', url: `/api/lora/devices/${w.placed.uuid}`, headers: w.admin })).json();
    expect(details.loraDevice.uplinks[0]).toMatchObject({ fPort: 0, payload: '06FE' });
  });
});
