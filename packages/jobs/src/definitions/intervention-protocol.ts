import { z } from 'zod';
import { defineJob } from '../define-job.ts';
import { storedFile } from './render-payload.ts';

/**
 * An intervention's protocol PDF (POST /api/places/{placeId}/interventions/{id}/pdf). The workers
 * read the intervention, its signature and images when they render, store the PDF and set the
 * intervention's reportPath.
 */
export const interventionProtocol = defineJob({
  name: 'intervention-protocol',
  payload: z.object({
    interventionId: z.number().int(),
    ...storedFile,
    /** When the user asked, printed on the protocol. */
    generatedAt: z.iso.datetime({ offset: true }),
  }),
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 5 * 60,
});
