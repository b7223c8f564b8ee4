import { config } from '@/config/runtime.ts';
import i18n from './i18n.ts';
import { enterprise, enterpriseFromHost, session } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** What happens on a 401 that a refresh cannot fix and on a 403; set by the app shell. */
export const apiEvents = { onSignedOut: () => {}, onForbidden: () => {} };

export function currentEnterpriseId(): string | null {
  return enterpriseFromHost(location.hostname, config.clientBaseDomain) ?? enterprise.stored();
}

/** Headers every call sends (specification 1, section 7). */
function commonHeaders(): Record<string, string> {
  const now = new Date();
  const headers: Record<string, string> = {
    'accept-language': i18n.language || 'pl',
    'x-date': now.toISOString(),
    'x-timezone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    'x-local-date': `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
  };
  const enterpriseId = currentEnterpriseId();
  if (enterpriseId) headers['x-enterprise-id'] = enterpriseId;
  return headers;
}

interface RequestOptions {
  method?: string;
  body?: unknown;
  timeoutMs?: number;
  /** Calls made before sign-in carry no token and never trigger sign-out. */
  anonymous?: boolean;
  /**
   * Calls that set or use the refresh cookie (sign-in, password change, sign-out): they send
   * credentials across origins and ask for the refresh token as a cookie, not in the body.
   */
  refreshCookie?: boolean;
  /** The answer is a page (the report preview), handed back as text. */
  text?: boolean;
}

let refreshing: Promise<boolean> | null = null;

/**
 * Exchanges the refresh cookie for a new access token, once for all calls that need it at the
 * same time. Tabs take turns through a Web Lock: each refresh rotates the cookie, and two tabs
 * presenting the same one at once would look like a stolen token and end every session.
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const exchange = async () => {
        const response = await fetch(`${config.apiUrl}/auth/token`, {
          method: 'POST',
          credentials: 'include',
          headers: {
            ...commonHeaders(),
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Basic ${btoa(`${config.oauthClientId}:${config.oauthClientSecret}`)}`,
          },
          body: new URLSearchParams({ grant_type: 'refresh_token', scope: 'panel' }),
        });
        if (!response.ok) {
          // The cookie is gone, used or expired: this browser has no session left.
          if (response.status >= 400 && response.status < 500) session.clear();
          return false;
        }
        session.save(((await response.json()) as { access_token: string }).access_token);
        return true;
      };
      return await (typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request('trapline-refresh', exchange) : exchange());
    } catch {
      return false;
    } finally {
      setTimeout(() => (refreshing = null), 0);
    }
  })();
  return refreshing;
}

/** At start (a reload, a new tab) the access token comes from the refresh cookie, if there is a session. */
export async function resumeSession(): Promise<boolean> {
  if (session.token()) return true;
  if (!session.mayResume()) return false;
  return refreshSession();
}

/** How long a call waits for the answer to begin, unless it asks for longer (the report's PDF). */
const DEFAULT_TIMEOUT_MS = 30_000;

/** One fetch of a call, with the headers, the current token and the timeout. */
async function send(path: string, options: RequestOptions): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const headers = commonHeaders();
  // FormData (uploads) sets its own multipart content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  // Read at each attempt: the retry after a refresh must carry the new token.
  const token = options.anonymous ? null : session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.refreshCookie) headers['x-refresh-cookie'] = '1';
  try {
    return await fetch(`${config.apiUrl}${path}`, {
      method: options.method ?? 'GET',
      headers,
      credentials: options.refreshCookie ? 'include' : 'same-origin',
      body: options.body === undefined ? null : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch (error) {
    throw new ApiError(0, controller.signal.aborted ? 'client/timeout' : 'client/network', String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** The app's error for a failed answer, from the API's error body ({ code, message, details }) or an OAuth one ({ error }). */
async function toApiError(response: Response): Promise<ApiError> {
  const body = ((await response.json().catch(() => null)) ?? {}) as { code?: string; message?: string; details?: unknown; error?: string };
  return new ApiError(response.status, body.code ?? body.error ?? 'common/internal', body.message ?? response.statusText, body.details);
}

/**
 * The request core of every call (JSON and downloads alike): sends it, and on a 401 refreshes the
 * session and sends it once more. Only once: a 401 that persists with a fresh token is a refusal,
 * not an expired token, and retrying it again would loop. When the session cannot be renewed the
 * browser is signed out. Hands back an answer that is ok, else throws its ApiError.
 */
async function request(path: string, options: RequestOptions): Promise<Response> {
  let response = await send(path, options);
  if (response.status === 401 && !options.anonymous) {
    if (await refreshSession()) response = await send(path, options);
    if (response.status === 401) {
      session.clear();
      apiEvents.onSignedOut();
    }
  }
  if (response.status === 403 && !options.anonymous) apiEvents.onForbidden();
  if (!response.ok) throw await toApiError(response);
  return response;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await request(path, options);
  if (response.status === 204) return undefined as T;
  if (options.text) return (await response.text()) as T;
  return (await response.json().catch(() => ({}))) as T;
}

/** Downloads a file answer of the API (a CSV, say) with the session's token, under the name it gives. */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const response = await request(path, {});
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
