import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { ZRenderLang } from './render-payload.ts';

/**
 * A facility plan drawn with its devices as a PDF (A4) or a JPG (GET .../maps/{id}/image). The
 * API reads the plan and its devices with their states when asked, so the export shows what the
 * user saw then; the workers read the image from the file storage, draw, and store the result.
 */
export const planExport = defineJob({
  name: 'plan-export',
  payload: z.object({
    placeId: z.number().int(),
    mapId: z.number().int(),
    format: z.enum(['pdf', 'jpg']),
    lang: ZRenderLang,
    placeName: z.string().max(500),
    mapName: z.string().max(500),
    /** The plan image in the file storage. */
    imageKey: z.string().max(500),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    /** The download name, e.g. `Hala-1-Parter.pdf`. */
    fileName: z.string().max(300),
    generatedAt: z.iso.datetime({ offset: true }),
    devices: z
      .array(
        z.object({
          uniqueId: z.string().max(50),
          x: z.number(),
          y: z.number(),
          state: z.enum(['alert', 'no_signal', 'alert_no_signal', 'online', 'type']),
          typeId: z.number().int(),
          typeName: z.string().max(500),
          typeColor: z.string().max(50),
        }),
      )
      .max(100_000),
  }),
  // A render is deterministic: a second failure is not worth a third.
  retry: { limit: 2, delaySeconds: 5 },
  // The specification gives the old PDF service 120 s; a 2,000-device plan takes about a second.
  expireInSeconds: 5 * 60,
  // An export is wanted now; it and its file go after a day.
  keepSeconds: 24 * 3600,
  ownsResultFile: true,
});
