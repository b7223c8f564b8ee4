import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { ZRenderLang } from './plan-export.ts';

/** A place's PDF report over a period (POST /reports/pdf): the report row (kind PDF) is written with the job. */
export const placeReport = defineJob({
  name: 'place-report',
  payload: z.object({
    reportId: z.number().int(),
    placeId: z.number().int(),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    timezone: z.string().max(64),
    note: z.string().max(2000).nullable(),
    generatedAt: z.iso.datetime({ offset: true }),
    lang: ZRenderLang,
    fileKey: z.string().max(500),
    fileName: z.string().max(300),
  }),
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
});
