import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { ZRenderLang } from './plan-export.ts';

/** An inspection's PDF report (POST /reports/pdf/inspection/{id}): the report row is written with the job. */
export const inspectionReport = defineJob({
  name: 'inspection-report',
  payload: z.object({
    reportId: z.number().int(),
    inspectionId: z.number().int(),
    lang: ZRenderLang,
    /** Where the PDF goes in the file storage. */
    fileKey: z.string().max(500),
    /** The download name, e.g. `Przegląd listopad.pdf`. */
    fileName: z.string().max(300),
  }),
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
});
