export interface RuntimeConfig {
  apiUrl: string;
  statisticsUrl: string;
  pdfUrl: string;
  oauthClientId: string;
  oauthClientSecret: string;
  environment: 'development' | 'production';
  /** Base domain of client sub-domains (`<enterpriseId>.<base>`), if clients get their own. */
  clientBaseDomain: string | null;
}

declare global {
  interface Window {
    __TRAPLINE_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const config: RuntimeConfig = {
  apiUrl: 'http://localhost:3001',
  statisticsUrl: 'http://localhost:3001',
  pdfUrl: 'http://localhost:3001',
  oauthClientId: 'trapline-web',
  oauthClientSecret: 'trapline-web-secret',
  environment: 'development',
  clientBaseDomain: null,
  ...(typeof window === 'undefined' ? {} : window.__TRAPLINE_CONFIG__),
};
