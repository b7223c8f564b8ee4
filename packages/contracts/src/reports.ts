import { z } from 'zod';
import { ZCoercedInt, ZText } from './common.ts';
import { ZAsyncFlag } from './jobs.ts';
import { ZStatisticsBound } from './statistics.ts';

/** Spec 3, sections 2.5 and 9. */
export const REPORT_LIMITS = { noteShown: 120, noteMax: 2000, pageSize: 25, maxPageSize: 100 } as const;

export const REPORT_TABS = ['reports', 'inspections'] as const;

const ZPerson = z.object({ name: ZText, surname: ZText });

/** A report of the list (spec 3, section 3.10). */
export const ZReport = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  /** PDF (place report), XLSX (statistics export) or INSPECTION_PDF. */
  kind: z.enum(['PDF', 'XLSX', 'INSPECTION_PDF', 'INTERVENTION_PDF']),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED']),
  progress: z.number().int(),
  createdAt: z.iso.datetime(),
  dateFrom: z.iso.datetime().nullable(),
  dateTo: z.iso.datetime().nullable(),
  note: ZText.nullable(),
  place: z.object({ uuid: z.uuid(), name: ZText, company: z.object({ name: ZText }) }),
  user: ZPerson.nullable(),
  placeInspectionId: z.number().int().nullable(),
  placeInspection: z.object({ startedAt: z.iso.datetime(), finishedAt: z.iso.datetime().nullable(), user: ZPerson.nullable() }).nullable(),
  /** Whether the caller may delete it. */
  canDelete: z.boolean(),
});
export type Report = z.infer<typeof ZReport>;

export const ZReportListQuery = z.object({
  placeUuid: ZText.max(64).optional(),
  tab: z.enum(REPORT_TABS).default('reports'),
  page: ZCoercedInt.min(1).max(1_000_000).default(1),
  limit: ZCoercedInt.min(1).max(REPORT_LIMITS.maxPageSize).default(REPORT_LIMITS.pageSize),
});
export type ReportListQuery = z.input<typeof ZReportListQuery>;
export const ZReportListResponse = z.object({ rows: z.array(ZReport), count: z.number().int() });
export type ReportListResponse = z.infer<typeof ZReportListResponse>;

/** GET /reports/single: one report by its uuid or id. */
export const ZReportSingleQuery = z
  .object({ uuid: z.uuid().optional(), id: ZCoercedInt.positive().optional() })
  .refine((q) => q.uuid !== undefined || q.id !== undefined, { message: 'uuid_or_id_required', path: ['uuid'] });

/** POST /reports/pdf (spec 3, section 3.10). */
export const ZPlaceReportRequest = z.object({
  dateFrom: ZStatisticsBound,
  dateTo: ZStatisticsBound,
  placeId: ZText.trim().min(1).max(64),
  note: ZText.trim().max(REPORT_LIMITS.noteMax).nullish(),
  generatedAt: z.iso.datetime({ offset: true }).nullish(),
});
export type PlaceReportRequest = z.input<typeof ZPlaceReportRequest>;

export const ZPlaceReportQuery = z.object({
  /** `true`: answer the report as an HTML page for the preview frame instead of generating the PDF. */
  shouldRenderHtml: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  async: ZAsyncFlag,
});

/** A report being generated: its URL once done (201), else null with the job to follow (202). */
export const ZReportJobResponse = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  url: ZText.nullable(),
  jobId: z.uuid(),
});
export type ReportJobResponse = z.infer<typeof ZReportJobResponse>;

export const ZStatisticsXlsxQuery = z.object({ async: ZAsyncFlag });
