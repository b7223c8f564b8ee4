import { z } from 'zod';

/** The languages renders are written in. */
export const ZRenderLang = z.enum(['pl', 'en', 'de', 'it', 'ru']);

/** What a render that stores a file is told: its language, where the file goes and its download name. */
export const storedFile = {
  lang: ZRenderLang,
  /** Where the file goes in the file storage. */
  fileKey: z.string().max(500),
  /** The download name, e.g. `Przegląd listopad.pdf`. */
  fileName: z.string().max(300),
};

/** A report over a period of one place (the PDF report, the Excel export): its row, the place and the range in a time zone. */
export const placePeriod = {
  reportId: z.number().int(),
  placeId: z.number().int(),
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  timezone: z.string().max(64),
};
