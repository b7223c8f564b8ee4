import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { isRefusal, retryOnce } from './query-client.ts';

describe('query retry', () => {
  it('tries a server error or a lost connection once more', () => {
    expect(retryOnce(0, new ApiError(503, 'common/unavailable', 'busy'))).toBe(true);
    expect(retryOnce(0, new ApiError(0, 'client/network', 'Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(1, new ApiError(500, 'common/internal', 'boom'))).toBe(false);
  });

  it('does not ask again what the API refused', () => {
    for (const status of [400, 403, 404, 429]) expect(retryOnce(0, new ApiError(status, 'x/y', 'no'))).toBe(false);
    expect(isRefusal(new ApiError(404, 'places/not_found', 'no'))).toBe(true);
    expect(isRefusal(new ApiError(502, 'common/bad_gateway', 'no'))).toBe(false);
  });
});
