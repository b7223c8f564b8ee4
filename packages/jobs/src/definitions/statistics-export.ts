import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { placePeriod, storedFile } from './render-payload.ts';

/**
 * The Excel workbook of a place's statistics (POST /api/place/{placeUuid}/statistics/xlsx): the
 * report row (kind XLSX) is written with the job; the workers sum the records per interval in SQL
 * and stream the workbook into the file storage.
 */
export const statisticsExport = defineJob({
  name: 'statistics-export',
  payload: z.object({
    ...placePeriod,
    interval: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    deviceTypeId: z.number().int().nullable(),
    note: z.string().max(2000).nullable(),
    ...storedFile,
  }),
  retry: { limit: 2, delaySeconds: 5 },
  // The old statistics service was given 240 s; a year of a 1,000-device place takes seconds.
  expireInSeconds: 5 * 60,
});
