/** The runtime configuration script (`/config.js`): one built bundle serves any install. */
export function runtimeConfigScript(env: Record<string, string | undefined>): string {
  const apiUrl = env.PUBLIC_API_URL ?? 'http://localhost:3001';
  const config = {
    apiUrl,
    statisticsUrl: env.PUBLIC_STATISTICS_URL ?? apiUrl,
    pdfUrl: env.PUBLIC_PDF_URL ?? apiUrl,
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'trapline-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? 'trapline-web-secret',
    environment: env.NODE_ENV === 'production' ? 'production' : 'development',
    clientBaseDomain: env.CLIENT_BASE_DOMAIN ?? null,
  };
  // zod compiles object parsers with `new Function` unless jitless, and the panel's
  // Content-Security-Policy has no 'unsafe-eval' (even zod's caught probe is reported as a
  // violation). This script runs before any module, so every schema is built jitless; zod keeps
  // its configuration on this global so that all its copies share it.
  const zod = 'globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });';
  return `window.__TRAPLINE_CONFIG__ = ${JSON.stringify(config)};\n${zod}\n`;
}
