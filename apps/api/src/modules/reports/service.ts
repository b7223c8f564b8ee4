import { randomBytes } from 'node:crypto';
import type { InspectionReportResponse } from '@trapline/contracts/jobs';
import type { DbClient } from '@trapline/db/client';
import { inspectionReport } from '@trapline/jobs/definitions/inspection-report';
import { langOf } from '@trapline/render/progress';
import { accessiblePlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { keyWhereOrNotFound } from '../../lib/ids.ts';
import type { FileStorage } from '@trapline/storage/file-storage';
import type { RenderJobs } from '../../plugins/app/render-jobs.ts';

/** The inspection of a place the caller sees; 404 otherwise. */
async function visibleInspection(db: DbClient, scope: AccessScope, inspectionKey: string, placeKey?: string) {
  const key = keyWhereOrNotFound(inspectionKey);
  const placeFilter = placeKey ? { placeId: (await accessiblePlace(db, scope, placeKey)).id } : { place: await scope.placeWhere() };
  const inspection = await db.inspection.findFirst({
    where: { AND: [key, placeFilter] },
    select: { id: true, uuid: true, name: true, placeId: true, place: { select: { uuid: true, companyId: true } } },
  });
  if (!inspection) throw notFound();
  return inspection;
}

/**
 * Requests an inspection's PDF report: the report row (queued) and its render job are written in
 * one transaction, and the workers render it. One user asking again for a report of the same
 * inspection in the same language while it is unfinished gets that report and job. Answers the
 * report with its signed URL when the render finished within the wait (not with `async`), else
 * with a null URL and the job to follow.
 */
export async function generateInspectionReport(
  db: DbClient,
  storage: FileStorage,
  renders: RenderJobs,
  scope: AccessScope,
  inspectionKey: string,
  placeKey: string | undefined,
  options: { lang: string; async: boolean },
): Promise<{ status: 201 | 202; body: InspectionReportResponse }> {
  const inspection = await visibleInspection(db, scope, inspectionKey, placeKey);
  const lang = langOf(options.lang);
  const fileName = `${inspection.name}.pdf`;
  const started = await renders.start({
    definition: inspectionReport,
    key: `inspection:${inspection.id}:${lang}`,
    startedBy: { userId: scope.principal.userId, companyId: inspection.place.companyId },
    prepare: async (tx) => {
      const fileKey = `reports/${inspection.place.uuid}/inspection-${inspection.uuid}-${randomBytes(4).toString('hex')}.pdf`;
      const report = await tx.report.create({
        data: {
          kind: 'INSPECTION_PDF',
          placeId: inspection.placeId,
          inspectionId: inspection.id,
          userId: scope.principal.userId,
          status: 'QUEUED',
          progress: 0,
          parameters: { lang },
        },
        select: { id: true },
      });
      return { reportId: report.id, inspectionId: inspection.id, lang, fileKey, fileName };
    },
  });
  const report = await db.report.findUniqueOrThrow({ where: { id: started.payload.reportId }, select: { id: true, uuid: true } });
  const pending = { status: 202 as const, body: { id: report.id, uuid: report.uuid, url: null, jobId: started.jobId } };
  if (options.async) return pending;
  const job = await renders.wait(inspectionReport.name, started.jobId);
  if (job?.state !== 'completed') return pending;
  return { status: 201, body: { ...pending.body, url: await storage.signedUrl(started.payload.fileKey, { downloadName: fileName }) } };
}

/** A report of an inspection as its path names it: the place's, the inspection's and the report's id or uuid. */
export interface InspectionReportPath {
  placeId: string;
  inspectionId: string;
  reportId: string;
}

export async function reportUrl(db: DbClient, storage: FileStorage, scope: AccessScope, path: InspectionReportPath) {
  const inspection = await visibleInspection(db, scope, path.inspectionId, path.placeId);
  const key = keyWhereOrNotFound(path.reportId);
  const report = await db.report.findFirst({ where: { AND: [key, { inspectionId: inspection.id }] }, select: { filePath: true } });
  if (!report?.filePath) throw notFound();
  return { url: await storage.signedUrl(report.filePath, { downloadName: `${inspection.name}.pdf` }) };
}
