import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The web panel keeps its refresh token in a cookie the API sets and JavaScript cannot read:
 * httpOnly, Secure (browsers accept it on http://localhost; elsewhere the API needs HTTPS),
 * SameSite=Strict (the panel and the API are one site on different ports or sub-domains), and
 * scoped to /auth, so only the refresh and sign-out calls carry it. The panel asks for it with
 * the header below on sign-in and password change; other clients keep getting the token in the
 * body, as the specification describes.
 */
export const REFRESH_COOKIE = 'trapline_refresh';
export const REFRESH_COOKIE_HEADER = 'x-refresh-cookie';
const PATH = '/auth';

/** Whether the caller asked for the refresh token in the cookie rather than the body. */
export function wantsRefreshCookie(request: FastifyRequest): boolean {
  return request.headers[REFRESH_COOKIE_HEADER] === '1';
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === REFRESH_COOKIE) {
      const value = part.slice(separator + 1).trim();
      return /^[\w-]{1,512}$/.test(value) ? value : null;
    }
  }
  return null;
}

export function setRefreshCookie(reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  void reply.header('set-cookie', `${REFRESH_COOKIE}=${token}; Max-Age=${maxAgeSeconds}; Path=${PATH}; HttpOnly; Secure; SameSite=Strict`);
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.header('set-cookie', `${REFRESH_COOKIE}=; Max-Age=0; Path=${PATH}; HttpOnly; Secure; SameSite=Strict`);
}
