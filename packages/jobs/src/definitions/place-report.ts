import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { placePeriod, storedFile } from './render-payload.ts';

/** A place's PDF report over a period (POST /reports/pdf): the report row (kind PDF) is written with the job. */
export const placeReport = defineJob({
  name: 'place-report',
  payload: z.object({
    ...placePeriod,
    note: z.string().max(2000).nullable(),
    generatedAt: z.iso.datetime({ offset: true }),
    ...storedFile,
  }),
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
});
