import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { ZRenderLang } from './render-payload.ts';

/**
 * The label sheet of a QR batch (GET /api/qrcodes/batches/{batchId}/pdf): one label per unused
 * code, each with its QR image, the code as people read it and the product name, on A4. The API
 * reads the unused codes when asked; the workers draw and store the file.
 */
export const qrBatchPdf = defineJob({
  name: 'qr-batch-pdf',
  payload: z.object({
    batchId: z.number().int(),
    lang: ZRenderLang,
    batchName: z.string().max(500),
    companyName: z.string().max(500),
    /** Printed on every label. */
    productName: z.string().max(200),
    /** The panel's address; a code's QR image holds `<webUrl>/app?qr=<code>`. */
    webUrl: z.string().max(500),
    /** The download name, e.g. `QR-Magazyn-A.pdf`. */
    fileName: z.string().max(300),
    codes: z.array(z.string().max(50)).max(500),
  }),
  // A render is deterministic: a second failure is not worth a third.
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
  // A label sheet is wanted now; it and its file go after a day.
  keepSeconds: 24 * 3600,
  ownsResultFile: true,
});
