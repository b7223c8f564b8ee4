// The files a place owns in storage, wherever they hang: its files and plans, its devices'
// images, the attachments of its inspections, interventions and recommendations, its reports.
// Deleting the place makes the database forget them (ON DELETE CASCADE); the storage would keep
// them for ever, so they are collected first and removed once the deletion is committed.
import type { DbClient } from '@trapline/db/client';

export async function placeStoredFiles(db: DbClient, placeId: number): Promise<string[]> {
  const ofPlace = { placeId };
  const [files, maps, deviceImages, inspections, answers, interventions, interventionImages, recommendationFiles, reports] = await Promise.all([
    db.placeFile.findMany({ where: ofPlace, select: { filePath: true } }),
    db.map.findMany({ where: ofPlace, select: { filePath: true } }),
    db.deviceImage.findMany({ where: { device: ofPlace }, select: { filePath: true } }),
    db.inspection.findMany({ where: { ...ofPlace, approvedByImagePath: { not: null } }, select: { approvedByImagePath: true } }),
    db.visualInspectionAnswer.findMany({ where: { inspection: ofPlace, imagePaths: { isEmpty: false } }, select: { imagePaths: true } }),
    db.intervention.findMany({
      where: { ...ofPlace, OR: [{ approvedByImagePath: { not: null } }, { reportPath: { not: null } }] },
      select: { approvedByImagePath: true, reportPath: true },
    }),
    db.interventionImage.findMany({ where: { intervention: ofPlace }, select: { filePath: true } }),
    db.recommendationFile.findMany({ where: { recommendation: ofPlace }, select: { filePath: true } }),
    db.report.findMany({ where: { ...ofPlace, filePath: { not: null } }, select: { filePath: true } }),
  ]);
  const paths = [
    ...files.map((f) => f.filePath),
    ...maps.map((m) => m.filePath),
    ...deviceImages.map((i) => i.filePath),
    ...inspections.map((i) => i.approvedByImagePath),
    ...answers.flatMap((a) => a.imagePaths),
    ...interventions.flatMap((i) => [i.approvedByImagePath, i.reportPath]),
    ...interventionImages.map((i) => i.filePath),
    ...recommendationFiles.map((f) => f.filePath),
    ...reports.map((r) => r.filePath),
  ];
  return [...new Set(paths.filter((path): path is string => !!path))];
}
