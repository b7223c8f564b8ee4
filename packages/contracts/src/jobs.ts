import { z } from 'zod';
import { ZText } from './common.ts';

/** `queued` covers waiting for the first attempt and for a retry after a failed one. */
export const JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;

export const ZJobParams = z.object({ jobId: z.uuid() });

export const ZJobStatus = z.object({
  id: z.uuid(),
  /** The job's name, e.g. `inspection-report`. */
  name: ZText,
  state: z.enum(JOB_STATES),
  progress: z.object({
    /** 0 to 100; null until the job reports any (100 once completed). */
    percent: z.number().int().min(0).max(100).nullable(),
    /** What the job is doing, e.g. "rendering page 3 of 12"; null when it has not said. */
    phase: ZText.nullable(),
  }),
  /** Attempts so far (1 while the first runs); a failed attempt is retried with backoff. */
  attempts: z.number().int().min(0),
  /** The file the job produced, once completed: a signed download URL that expires. */
  file: z.object({ name: ZText, url: ZText }).nullable(),
  /** Why it failed, once failed after its last attempt. */
  error: z.object({ message: ZText }).nullable(),
  createdAt: z.iso.datetime(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
});
export type JobStatus = z.infer<typeof ZJobStatus>;

// ───────────────────────────── the background jobs screen (super admin) ─────────────────────────────

export const JOB_PAGE_SIZES = { default: 25, max: 100 } as const;

export const ZJobListQuery = z.object({
  /** Only jobs in this state; every state when absent. */
  state: z.enum(JOB_STATES).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(JOB_PAGE_SIZES.max).default(JOB_PAGE_SIZES.default),
});
export type JobListQuery = z.input<typeof ZJobListQuery>;

export const ZJobListItem = ZJobStatus.omit({ file: true }).extend({
  /** Who started the job; null for scheduled and system jobs. */
  startedBy: z
    .object({
      user: z.object({ uuid: z.uuid(), name: ZText, surname: ZText, email: ZText }).nullable(),
      company: z.object({ uuid: z.uuid(), name: ZText }).nullable(),
    })
    .nullable(),
});
export type JobListItem = z.infer<typeof ZJobListItem>;

export const ZJobListResponse = z.object({
  /** Newest first. */
  jobs: z.array(ZJobListItem),
  /** Jobs matching the filter, on every page. */
  count: z.number().int(),
});
export type JobListResponse = z.infer<typeof ZJobListResponse>;

// ───────────────────────────── renders that run as jobs ─────────────────────────────

/** `?async=true` on a render call: answer 202 with the job at once rather than wait for the render. */
export const ZAsyncFlag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((v) => v === 'true');

/** POST /reports/pdf/inspection/{id}: the report, its URL once rendered (201), else null with the job to follow (202). */
export const ZInspectionReportResponse = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  /** The signed download URL; null while the report is being rendered (202). */
  url: ZText.nullable(),
  /** The render job: GET /api/jobs/{jobId} for its progress and, once completed, the file. */
  jobId: z.uuid(),
});
export type InspectionReportResponse = z.infer<typeof ZInspectionReportResponse>;

export const ZInspectionReportQuery = z.object({ async: ZAsyncFlag });
