import type { interventionProtocol } from '@trapline/jobs/definitions/intervention-protocol';
import { renderInterventionProtocol } from '@trapline/render/intervention-protocol';
import { phaseText } from '@trapline/render/progress';
import type { JobHandler } from '../engine/job-handler.ts';

/**
 * Renders a visit protocol's PDF, stores it and points the intervention at it (the list then
 * offers the download, through the signed-url call). The previous PDF is removed.
 */
const handle: JobHandler<typeof interventionProtocol> = async (payload, { db, storage, reportProgress, signal }) => {
  const pdf = await renderInterventionProtocol(
    db,
    (key) => storage.read(key),
    payload,
    async (percent, phase) => {
      signal.throwIfAborted();
      await reportProgress(percent, phase);
    },
  );
  await reportProgress(97, phaseText(payload.lang, 'saving'));
  await storage.put(payload.fileKey, pdf, 'application/pdf');
  const before = await db.intervention.findUnique({ where: { id: payload.interventionId }, select: { reportPath: true } });
  const updated = await db.intervention.updateMany({ where: { id: payload.interventionId }, data: { reportPath: payload.fileKey } });
  if (updated.count === 0) {
    // Deleted while it rendered: keep nothing behind.
    await storage.remove(payload.fileKey);
  } else if (before?.reportPath && before.reportPath !== payload.fileKey) {
    await storage.remove(before.reportPath).catch(() => undefined);
  }
  return { file: { key: payload.fileKey, name: payload.fileName }, interventionId: payload.interventionId, bytes: pdf.length };
};
export default handle;
