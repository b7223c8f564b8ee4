// The session lives in cookies (the specification stores the token in a cookie).
const TOKEN = 'trapline_token';
const REFRESH = 'trapline_refresh';

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export const session = {
  token: () => readCookie(TOKEN),
  refreshToken: () => readCookie(REFRESH),
  save(token: string, refreshToken: string) {
    writeCookie(TOKEN, token, 30 * 86_400);
    writeCookie(REFRESH, refreshToken, 30 * 86_400);
  },
  clear() {
    writeCookie(TOKEN, '', 0);
    writeCookie(REFRESH, '', 0);
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
