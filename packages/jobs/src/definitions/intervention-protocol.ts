import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { ZRenderLang } from './plan-export.ts';

/**
 * An intervention's protocol PDF (POST /api/places/{placeId}/interventions/{id}/pdf). The workers
 * read the intervention, its signature and images when they render, store the PDF and set the
 * intervention's reportPath.
 */
export const interventionProtocol = defineJob({
  name: 'intervention-protocol',
  payload: z.object({
    interventionId: z.number().int(),
    lang: ZRenderLang,
    /** Where the PDF goes in the file storage. */
    fileKey: z.string().max(500),
    /** The download name, e.g. `Protokol-z-wizyty-24-11-2026.pdf`. */
    fileName: z.string().max(300),
    /** When the user asked, printed on the protocol. */
    generatedAt: z.iso.datetime({ offset: true }),
  }),
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
});
