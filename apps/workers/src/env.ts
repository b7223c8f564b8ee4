import { resolve } from 'node:path';
import { hasCompleteS3, INCOMPLETE_S3, s3EnvFields } from '@trapline/storage/s3-env';
import { z } from 'zod';

/** Relative paths in the configuration are read from the repository root, wherever the process starts. */
const ROOT = resolve(import.meta.dirname, '../../..');

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The workers' configuration: read from the environment here and nowhere else. */
const ZEnv = z
  .object({
    DATABASE_URL: z.string().min(1),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Trapline <no-reply@trapline.local>'),
    DATA_DIR: z.string().default('.data'),
    /** The web app's address as users reach it: links in e-mails (notifications, reminders). */
    PUBLIC_WEB_URL: z.url().default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    EMAIL_POLL_MS: z.coerce.number().int().min(100).default(1000),
    /** The time zone cron schedules are read in ("every day at 07:00" is 07:00 there). */
    SCHEDULE_TIME_ZONE: z.string().default('Europe/Warsaw').refine(isTimeZone, 'not an IANA time zone'),
    /** Jobs of one name run at once in one workers process. */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(2),
    /**
     * How often an idle worker looks for due retries and delayed jobs (seconds, at least 0.5); new
     * jobs wake the workers at once (NOTIFY).
     */
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).default(5),
    /** How often expired jobs and jobs of dead workers are looked for, to be retried (seconds). */
    JOB_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /**
     * A pause after each progress report (ms; 0 in production). For demonstrations and the browser
     * tests, where a render of a small plan would otherwise end before its bar could be watched.
     */
    JOB_PROGRESS_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
    /** Jobs of one render kind (plan exports, inspection reports) run at once in one workers process. */
    RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
    // The file storage, as the API's: renders read plans from it and store their files in it.
    ...s3EnvFields,
  })
  .refine(hasCompleteS3, INCOMPLETE_S3);

export type WorkersConfig = z.infer<typeof ZEnv> & { mailDir: string; filesDir: string };

export function readConfig(env: NodeJS.ProcessEnv = process.env): WorkersConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid workers configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return {
    ...parsed.data,
    SMTP_URL: parsed.data.SMTP_URL || undefined,
    mailDir: resolve(ROOT, parsed.data.DATA_DIR, 'mail'),
    filesDir: resolve(ROOT, parsed.data.DATA_DIR, 'files'),
  };
}
