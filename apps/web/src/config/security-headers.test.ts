import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

describe('security headers of the panel', () => {
  it('allows no inline script or style without the nonce, and reaches the API of PUBLIC_API_URL', () => {
    const csp = contentSecurityPolicy({ PUBLIC_API_URL: 'https://api.example.com/v1' }, 'abc123');
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("style-src 'self' 'nonce-abc123'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).toContain("img-src 'self' data: blob: https://api.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('lets images come from the S3 store of the signed URLs, path or virtual-host style', () => {
    expect(contentSecurityPolicy({ S3_ENDPOINT: 'https://minio.example.com:9000', S3_BUCKET: 'files' }, 'n')).toMatch(
      /img-src [^;]*https:\/\/minio\.example\.com:9000/,
    );
    expect(contentSecurityPolicy({ S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com', S3_BUCKET: 'trapline', S3_FORCE_PATH_STYLE: 'false' }, 'n')).toMatch(
      /img-src [^;]*https:\/\/trapline\.s3\.eu-central-1\.amazonaws\.com/,
    );
  });

  it('adds the statistics and PDF services to connect-src and sends the other headers', () => {
    const headers = securityHeaders({ PUBLIC_API_URL: 'https://api.example.com', PUBLIC_PDF_URL: 'https://pdf.example.com' }, 'n');
    expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.example.com https://pdf.example.com");
    expect(headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'x-frame-options': 'DENY' });
  });
});

describe('the runtime configuration script', () => {
  it('sets zod to jitless before any module runs, as the policy has no unsafe-eval', async () => {
    const { runtimeConfigScript } = await import('./runtime-script.ts');
    const scope = { window: {} as Record<string, unknown>, globalThis: {} as Record<string, unknown> };
    new Function('window', 'globalThis', runtimeConfigScript({}))(scope.window, scope.globalThis);
    expect(scope.globalThis.__zod_globalConfig).toEqual({ jitless: true });
    expect(scope.window.__TRAPLINE_CONFIG__).toMatchObject({ apiUrl: 'http://localhost:3001' });
  });
});
