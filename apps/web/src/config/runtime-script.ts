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
  return `window.__TRAPLINE_CONFIG__ = ${JSON.stringify(config)};\n`;
}
