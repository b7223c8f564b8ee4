import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers.ts';
import { loraWorld } from './world.ts';

describe("a client's user and the LoRa API", () => {
  const t = useApi();

  it("gets 403 on every LoRa call, its own place's sensors included: radio diagnostics are the staff's", async () => {
    const w = await loraWorld(t);
    const calls = [
      ['GET', '/api/lora/devices'],
      ['GET', `/api/lora/devices/${w.placed.uuid}`],
      ['GET', `/api/lora/devices/${w.placed.uuid}/uplinks/paginated?page=0&limit=100`],
      ['GET', `/api/lora/devices/${w.placed.uuid}/history?page=0&limit=100`],
      ['GET', '/api/lora/gateways'],
      ['GET', `/api/places/${w.place.uuid}/lora-devices`],
      ['GET', `/api/places/${w.place.uuid}/devices/${w.device.uuid}/lora-device`],
      ['GET', `/api/places/${w.place.uuid}/devices/${w.device.uuid}/lora-device/uplinks?page=0&limit=100`],
    ] as const;
    for (const [method, url] of calls) {
      const answer = await t.app.inject({ method, url, headers: w.clientUser });
      expect([answer.statusCode, answer.json().code], url).toEqual([403, 'common/forbidden']);
      // The staff of the place read the same.
      expect((await t.app.inject({ method, url, headers: w.technician })).statusCode, url).toBe(200);
    }
  });
});
