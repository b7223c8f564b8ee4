import type { LoraNetworkServerState } from '@trapline/contracts/lora';
import type { FastifyBaseLogger } from 'fastify';

export interface ChirpStackApi {
  url: string;
  key: string;
  timeoutMs?: number;
}

/**
 * Asks ChirpStack's REST API (chirpstack-rest-api: GET /api/devices/{devEui}) whether the network
 * server knows a DevEUI; null when no ChirpStack API is configured. The key travels both as the
 * bearer token and as the gateway's gRPC metadata header, which chirpstack-rest-api forwards.
 */
export async function networkServerState(api: ChirpStackApi | null, devEui: string, log: FastifyBaseLogger): Promise<LoraNetworkServerState | null> {
  if (!api) return null;
  const url = `${api.url.replace(/\/+$/, '')}/api/devices/${encodeURIComponent(devEui.toLowerCase())}`;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json', authorization: `Bearer ${api.key}`, 'grpc-metadata-authorization': `Bearer ${api.key}` },
      signal: AbortSignal.timeout(api.timeoutMs ?? 3000),
    });
    await response.body?.cancel();
    if (response.ok) return { exists: true, error: null };
    if (response.status === 404) return { exists: false, error: 'not_found' };
    log.warn({ status: response.status, devEui }, 'ChirpStack API refused the device lookup');
  } catch (error) {
    log.warn({ err: error, devEui }, 'ChirpStack API did not answer');
  }
  return { exists: null, error: 'unreachable' };
}
