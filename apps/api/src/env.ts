import { isIP } from 'node:net';
import { hasCompleteS3, INCOMPLETE_S3, s3EnvFields } from '@trapline/storage/s3-env';
import { z } from 'zod';

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range, or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.has(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Which peers may set X-Forwarded-For, in the forms Fastify's `trustProxy` takes: none (the
 * default: the peer's own address is the client's), `true` (any peer: only when nothing but the
 * proxy can reach the API), a hop count, or addresses and CIDR ranges.
 */
const ZTrustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | number | string[] => {
    const value = raw?.trim() ?? '';
    if (value === '' || value === 'none' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY takes none, true, a hop count, or addresses and CIDR ranges (comma-separated); not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** The API's configuration: read from the environment here and nowhere else. */
const ZEnv = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    API_HOST: z.string().default('0.0.0.0'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    DATABASE_URL: z.string().min(1),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).default(900),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
    OAUTH_CLIENT_ID: z.string().min(1).default('trapline-web'),
    OAUTH_CLIENT_SECRET: z.string().min(1).default('trapline-web-secret'),
    PUBLIC_WEB_URL: z.url().default('http://localhost:3000'),
    /** The e-mail sender the workers use unless the super admin set one; shown in the product settings. */
    MAIL_FROM: z.string().default('Trapline <no-reply@trapline.local>'),
    PUBLIC_API_URL: z.url().default('http://localhost:3001'),
    TRUST_PROXY: ZTrustProxy.describe('Proxies whose X-Forwarded-For is believed: none, a hop count, or addresses/CIDR ranges'),
    CORS_ORIGINS: z.string().optional().describe('Comma-separated extra origins allowed by CORS'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOGIN_MAX_FAILURES: z.coerce
      .number()
      .int()
      .min(1)
      .default(5)
      .describe('Failures of one account from one address before that address waits (1 s, doubling)'),
    LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(20).describe('Failures from one address on any accounts within the window'),
    LOGIN_FAILURE_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(1440)
      .default(15)
      .describe('The per-address window, and the longest delay (at most a day: attempts are kept a week)'),
    PASSWORD_RESET_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(3).describe('Reset e-mails to one address per hour'),
    PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(10).describe('Reset requests from one client address per hour that send e-mail'),
    HEAVY_RENDERS_PER_USER: z.coerce
      .number()
      .int()
      .min(1)
      .default(2)
      .describe('PDF reports and plan exports one user may have unfinished (queued or rendering in the workers) at once'),
    HEAVY_RENDERS_TOTAL: z.coerce.number().int().min(1).default(50).describe('PDF reports and plan exports of all users unfinished at once'),
    RENDER_WAIT_SECONDS: z.coerce
      .number()
      .min(0)
      .max(120)
      .default(20)
      .describe('How long a render request waits for its job before answering 202 with the job (0: at once)'),
    DATA_DIR: z.string().default('.data').describe('Uploaded files live in DATA_DIR/files unless S3 is configured'),
    FILE_URL_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(10)
      .max(7 * 24 * 3600)
      .default(900),
    ...s3EnvFields,
    CHIRPSTACK_API_URL: z
      .url()
      .optional()
      .describe("ChirpStack's REST API (chirpstack-rest-api); with the key, sensor details say whether ChirpStack knows the DevEUI"),
    CHIRPSTACK_API_KEY: z.string().min(1).optional().describe('A ChirpStack API key (tenant or admin)'),
  })
  .refine((env) => Boolean(env.CHIRPSTACK_API_URL) === Boolean(env.CHIRPSTACK_API_KEY), {
    message: 'CHIRPSTACK_API_URL and CHIRPSTACK_API_KEY go together',
    path: ['CHIRPSTACK_API_URL'],
  })
  .refine(hasCompleteS3, INCOMPLETE_S3);

export type ApiConfig = z.infer<typeof ZEnv>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Configuration for tools that build the app without serving it (OpenAPI printing, tests). */
export function configFor(overrides: Partial<ApiConfig> & Pick<ApiConfig, 'DATABASE_URL'>): ApiConfig {
  return readConfig({ JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'test', LOG_LEVEL: 'silent', ...stringify(overrides) });
}

function stringify(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  );
}
