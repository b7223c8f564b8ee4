import { resolve } from 'node:path';
import { z } from 'zod';

/** Relative paths in the configuration are read from the repository root, wherever the process starts. */
const ROOT = resolve(import.meta.dirname, '../../..');

/** The workers' configuration: read from the environment here and nowhere else. */
const ZEnv = z.object({
  DATABASE_URL: z.string().min(1),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Trapline <no-reply@trapline.local>'),
  DATA_DIR: z.string().default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  EMAIL_POLL_MS: z.coerce.number().int().min(100).default(1000),
});

export type WorkersConfig = z.infer<typeof ZEnv> & { mailDir: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid workers configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { ...parsed.data, SMTP_URL: parsed.data.SMTP_URL || undefined, mailDir: resolve(ROOT, parsed.data.DATA_DIR, 'mail') };
}
