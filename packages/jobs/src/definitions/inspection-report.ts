import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { storedFile } from './render-payload.ts';

/** An inspection's PDF report (POST /reports/pdf/inspection/{id}): the report row is written with the job. */
export const inspectionReport = defineJob({
  name: 'inspection-report',
  payload: z.object({
    reportId: z.number().int(),
    inspectionId: z.number().int(),
    ...storedFile,
  }),
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
});
