/**
 * The session of the panel. The access token lives in this module's memory only; the refresh
 * token is an httpOnly cookie of the API (Path=/auth) that no script can read. After a reload the
 * access token is fetched again through the refresh call (`resumeSession` in api-client.ts).
 * Browser storage keeps only a flag that a session was opened, so a signed-out visitor's pages do
 * not ask the API for a refresh in vain; it holds no secret.
 */
let accessToken: string | null = null;
const SIGNED_IN = 'trapline.signedIn';

export const session = {
  token: () => accessToken,
  /** Whether a refresh cookie may be waiting (set at sign-in, removed at sign-out or a refused refresh). */
  mayResume: () => accessToken !== null || localStorage.getItem(SIGNED_IN) === '1',
  save(token: string) {
    accessToken = token;
    localStorage.setItem(SIGNED_IN, '1');
  },
  clear() {
    accessToken = null;
    localStorage.removeItem(SIGNED_IN);
  },
};

const ENTERPRISE_KEY = 'trapline.enterpriseId';

/** The enterprise identifier: from a client sub-domain when there is one, else browser storage. */
export function enterpriseFromHost(host: string, baseDomain: string | null): string | null {
  if (!baseDomain || !host.endsWith(`.${baseDomain}`)) return null;
  const sub = host.slice(0, -(baseDomain.length + 1));
  return /^[a-z0-9-]+$/i.test(sub) && sub !== 'www' ? sub.toLowerCase() : null;
}

export const enterprise = {
  stored: () => localStorage.getItem(ENTERPRISE_KEY),
  save: (id: string | null) => (id ? localStorage.setItem(ENTERPRISE_KEY, id) : localStorage.removeItem(ENTERPRISE_KEY)),
};
