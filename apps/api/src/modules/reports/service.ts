import { randomBytes } from 'node:crypto';
import type { DbClient } from '@trapline/db/client';
import { accessiblePlace } from '../../access/place.ts';
import type { AccessScope } from '../../access/scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { idOrUuidWhere } from '../../lib/ids.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import type { HeavyWork } from '../../plugins/app/heavy-work.ts';
import { renderInspectionReport } from './inspection-report.ts';

/** The inspection of a place the caller sees; 404 otherwise. */
async function visibleInspection(db: DbClient, scope: AccessScope, inspectionKey: string, placeKey?: string) {
  const key = idOrUuidWhere(inspectionKey);
  if (!key) throw notFound();
  const placeFilter = placeKey ? { placeId: (await accessiblePlace(db, scope, placeKey)).id } : { place: await scope.placeWhere() };
  const inspection = await db.inspection.findFirst({ where: { AND: [key, placeFilter] }, select: { id: true, uuid: true, name: true, placeId: true, place: { select: { uuid: true } } } });
  if (!inspection) throw notFound();
  return inspection;
}

/**
 * Generates an inspection's PDF report now (one inspection renders in well under a second, so
 * the panel waits for it), stores it and answers a signed download URL. Bounded by the heavy-work
 * limits; a request for a report already being made in the same language gets that report.
 */
export function generateInspectionReport(db: DbClient, storage: FileStorage, heavyWork: HeavyWork, scope: AccessScope, inspectionKey: string, placeKey: string | undefined, lang: string) {
  return visibleInspection(db, scope, inspectionKey, placeKey).then((inspection) =>
    heavyWork.run(scope.principal.userId, `inspection-pdf:${inspection.id}:${lang}`, () => renderAndStore(db, storage, scope, inspection, lang)),
  );
}

async function renderAndStore(db: DbClient, storage: FileStorage, scope: AccessScope, inspection: Awaited<ReturnType<typeof visibleInspection>>, lang: string) {
  const pdf = await renderInspectionReport(db, inspection.id, lang);
  const path = `reports/${inspection.place.uuid}/inspection-${inspection.uuid}-${randomBytes(4).toString('hex')}.pdf`;
  await storage.put(path, pdf, 'application/pdf');
  const report = await db.report.create({
    data: { kind: 'INSPECTION_PDF', placeId: inspection.placeId, inspectionId: inspection.id, userId: scope.principal.userId, status: 'DONE', progress: 100, filePath: path, finishedAt: new Date() },
    select: { id: true, uuid: true },
  });
  return { id: report.id, uuid: report.uuid, url: await storage.signedUrl(path, { downloadName: `${inspection.name}.pdf` }) };
}

export async function reportUrl(db: DbClient, storage: FileStorage, scope: AccessScope, placeKey: string, inspectionKey: string, reportKey: string) {
  const inspection = await visibleInspection(db, scope, inspectionKey, placeKey);
  const key = idOrUuidWhere(reportKey);
  if (!key) throw notFound();
  const report = await db.report.findFirst({ where: { AND: [key, { inspectionId: inspection.id }] }, select: { filePath: true } });
  if (!report?.filePath) throw notFound();
  return { url: await storage.signedUrl(report.filePath, { downloadName: `${inspection.name}.pdf` }) };
}
