/**
 * Security headers of the panel's pages, one definition for the start server (server.ts, in
 * development and production) and Vite's development server.
 *
 * The policy allows no inline script. Styles: Mantine writes `<style>` tags at run time; they carry
 * the page's nonce (read from `<meta property="csp-nonce">`, see main.tsx), so 'unsafe-inline' is
 * not needed. Vite puts the placeholder below on the tags it writes into index.html
 * (`html.cspNonce`); the start server replaces it with a fresh nonce for every page.
 */
export const NONCE_PLACEHOLDER = '__TRAPLINE_CSP_NONCE__';

type Env = Record<string, string | undefined>;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where the signed URLs of stored files point: the API (local disk) or the S3 store. */
function fileOrigins(env: Env): string[] {
  const endpoint = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT) : null;
  if (!endpoint) return [];
  if (env.S3_FORCE_PATH_STYLE === 'false' && env.S3_BUCKET) return [`${endpoint.protocol}//${env.S3_BUCKET}.${endpoint.host}`];
  return [endpoint.origin];
}

export function contentSecurityPolicy(env: Env, nonce: string): string {
  const api = originOf(env.PUBLIC_API_URL ?? 'http://localhost:3001');
  const services = [api, originOf(env.PUBLIC_STATISTICS_URL), originOf(env.PUBLIC_PDF_URL)];
  const unique = (sources: Array<string | null>) => [...new Set(sources.filter((s): s is string => Boolean(s)))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // Plans, logos and photos: signed URLs of the API or the S3 store; previews and Leaflet's icons are blob:/data:.
    `img-src ${unique(["'self'", 'data:', 'blob:', api, ...fileOrigins(env)])}`,
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...services])}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(env: Env, nonce: string): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(env, nonce),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    // Reset links carry their token in the address: never hand it to another site.
    'referrer-policy': 'no-referrer',
  };
}
