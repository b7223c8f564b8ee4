import type { z } from 'zod';
import type { Report, ReportJobResponse, ReportListResponse, ZPlaceReportRequest, ZReportListQuery } from '@trapline/contracts/reports';
import type { DbClient, Prisma, SqlPool } from '@trapline/db/client';
import { placeReport } from '@trapline/jobs/definitions/place-report';
import { placeReportModel, renderPlaceReportHtml } from '@trapline/render/place-report';
import { langOf } from '@trapline/render/progress';
import type { FileStorage } from '@trapline/storage/file-storage';
import { findScopedPlace, scopedPlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { inScope } from '../../access/scoped.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere, keyWhereOrNotFound } from '../../lib/ids.ts';
import type { RenderJobs } from '../../plugins/app/render-jobs.ts';
import { rangeOf } from '../statistics/service.ts';
import { pageRows } from '../../lib/paging.ts';
import { startReport } from './queued-report.ts';

/** The user type that may not delete reports (spec 3, section 6): the client's own user (docs/decisions.md). */
export const mayDeleteReports = (scope: AccessScope) => scope.principal.role !== 'CLIENT';

const REPORT_SELECT = {
  id: true,
  uuid: true,
  kind: true,
  status: true,
  progress: true,
  createdAt: true,
  dateFrom: true,
  dateTo: true,
  note: true,
  filePath: true,
  parameters: true,
  inspectionId: true,
  place: { select: { uuid: true, name: true, company: { select: { name: true } } } },
  user: { select: { name: true, surname: true } },
  inspection: { select: { name: true, startedAt: true, finishedAt: true, user: { select: { name: true, surname: true } } } },
} as const satisfies Prisma.ReportSelect;
type ReportRow = Prisma.ReportGetPayload<{ select: typeof REPORT_SELECT }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function present(row: ReportRow, scope: AccessScope): Report {
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    status: row.status,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    dateFrom: iso(row.dateFrom),
    dateTo: iso(row.dateTo),
    note: row.note,
    place: row.place,
    user: row.user,
    placeInspectionId: row.inspectionId,
    placeInspection: row.inspection
      ? { startedAt: row.inspection.startedAt.toISOString(), finishedAt: iso(row.inspection.finishedAt), user: row.inspection.user }
      : null,
    canDelete: mayDeleteReports(scope),
  };
}

const fileNameOf = (row: { kind: string; parameters: unknown; inspection: { name: string } | null }) => {
  const name = (row.parameters as { fileName?: unknown } | null)?.fileName;
  if (typeof name === 'string' && name) return name;
  return `${row.inspection?.name ?? 'report'}.${row.kind === 'XLSX' ? 'xlsx' : 'pdf'}`;
};

/** A report of a place the caller sees; 404 otherwise. */
async function visibleReport(db: DbClient, scope: AccessScope, where: { id: number } | { uuid: string }) {
  const report = await db.report.findFirst({ where: inScope<Prisma.ReportWhereInput>({ place: await scope.placeWhere() }, where), select: REPORT_SELECT });
  if (!report) throw notFound();
  return report;
}

/** GET /reports: newest first, of one place (placeUuid) or of every place the caller sees; the tab chooses place reports and exports, or inspection reports. */
export async function listReports(db: DbClient, scope: AccessScope, query: z.output<typeof ZReportListQuery>): Promise<ReportListResponse> {
  let placeFilter: Prisma.ReportWhereInput | null = null;
  if (query.placeUuid) {
    const key = idOrUuidWhere(query.placeUuid);
    const place = key ? await findScopedPlace(db, scope, key) : null;
    if (!place) return { rows: [], count: 0 };
    placeFilter = { placeId: place.id };
  }
  const where = inScope<Prisma.ReportWhereInput>({ place: await scope.placeWhere() }, placeFilter, {
    kind: { in: query.tab === 'inspections' ? ['INSPECTION_PDF'] : ['PDF', 'XLSX'] },
  });
  const [rows, count] = await Promise.all([
    db.report.findMany({
      where,
      select: REPORT_SELECT,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      ...pageRows(query),
    }),
    db.report.count({ where }),
  ]);
  return { rows: rows.map((row) => present(row, scope)), count };
}

export async function singleReport(db: DbClient, scope: AccessScope, query: { uuid?: string | undefined; id?: number | undefined }): Promise<Report> {
  return present(await visibleReport(db, scope, query.uuid ? { uuid: query.uuid.toLowerCase() } : { id: query.id! }), scope);
}

export async function reportSignedUrl(db: DbClient, storage: FileStorage, scope: AccessScope, key: string) {
  const where = keyWhereOrNotFound(key);
  const report = await visibleReport(db, scope, where);
  if (report.status !== 'DONE' || !report.filePath) throw notFound();
  return { url: await storage.signedUrl(report.filePath, { downloadName: fileNameOf(report) }) };
}

/** Deletes a report and its file; 403 for the user type that may not. */
export async function deleteReport(db: DbClient, storage: FileStorage, scope: AccessScope, key: string): Promise<void> {
  const where = keyWhereOrNotFound(key);
  const report = await visibleReport(db, scope, where);
  if (!mayDeleteReports(scope)) throw forbidden();
  await db.report.delete({ where: { id: report.id } });
  if (report.filePath) await storage.remove(report.filePath).catch(() => undefined);
}

type PlaceReportInput = z.output<typeof ZPlaceReportRequest>;

/**
 * POST /reports/pdf: the place's report over the period. With `html` the same content answers at
 * once as a page for the preview frame; otherwise the report row (PDF) and its job are written
 * together and the workers render it.
 */
export async function placeReportPdf(
  db: DbClient,
  sql: SqlPool,
  storage: FileStorage,
  renders: RenderJobs,
  scope: AccessScope,
  input: PlaceReportInput,
  context: { timezone: string; lang: string; async: boolean; html: boolean },
): Promise<{ status: 200; html: string } | { status: 201 | 202; body: ReportJobResponse }> {
  const place = await scopedPlace(db, scope, input.placeId);
  const bounds = await rangeOf(sql, input.dateFrom, input.dateTo, context.timezone, { path: 'dateTo', in: 'body' });
  const lang = langOf(context.lang);
  const generatedAt = input.generatedAt ? new Date(input.generatedAt) : new Date();
  const request = { placeId: place.id, from: bounds.from, to: bounds.to, timezone: context.timezone, note: input.note ?? null, generatedAt, lang };
  if (context.html) {
    const model = await placeReportModel(db, request);
    // The preview frame loads the plan images itself, through short-lived signed addresses.
    const planImageUrls = await Promise.all(model.planPages.map((page) => storage.signedUrl(page.imageKey, { expiresInSeconds: 3600 }).catch(() => null)));
    return { status: 200, html: renderPlaceReportHtml(model, planImageUrls) };
  }
  return startReport({ db, storage, renders }, scope, context, {
    definition: placeReport,
    kind: 'PDF',
    filePrefix: 'report',
    place,
    period: bounds,
    note: input.note ?? null,
    payload: (queued) => ({ ...queued, generatedAt: generatedAt.toISOString() }),
  });
}
