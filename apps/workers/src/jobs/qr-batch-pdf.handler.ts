import type { qrBatchPdf } from '@trapline/jobs/definitions/qr-batch-pdf';
import { phaseText } from '@trapline/render/progress';
import { renderQrLabels } from '@trapline/render/qr-labels';
import type { JobHandler } from '../engine/job-handler.ts';

/**
 * Draws the label sheet of a QR batch and stores it under `exports/qrcodes/`, named by the batch
 * and the moment (a retry writes its own file); the API serves it through a signed URL.
 */
const handle: JobHandler<typeof qrBatchPdf> = async (payload, { storage, reportProgress, signal }) => {
  await reportProgress(1, phaseText(payload.lang, 'reading'));
  const body = await renderQrLabels(payload, async (percent, phase) => {
    signal.throwIfAborted();
    await reportProgress(percent, phase);
  });
  await reportProgress(97, phaseText(payload.lang, 'saving'));
  const key = `exports/qrcodes/batch-${payload.batchId}-${Date.now().toString(36)}.pdf`;
  await storage.put(key, body, 'application/pdf');
  return { file: { key, name: payload.fileName }, bytes: body.length };
};
export default handle;
