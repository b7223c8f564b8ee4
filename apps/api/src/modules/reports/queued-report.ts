import { randomBytes } from 'node:crypto';
import type { Prisma } from '@trapline/db/client';

/**
 * The row of a place report (PDF) or a statistics export (XLSX), written in the transaction of its
 * render job: queued at 0 % over the period and with the note it covers; the workers fill in the
 * file and the status. Answers what every such job's payload says: the row's id, the place, the
 * period, the note, the language and time zone, a new key of the file under the place and the name
 * it is downloaded under (the place and the period's first and last days).
 */
export async function queueReport<Lang extends string>(
  tx: Prisma.TransactionClient,
  report: {
    kind: 'PDF' | 'XLSX';
    place: { id: number; uuid: string; name: string };
    userId: number;
    period: { from: Date; to: Date; days: string[] };
    note: string | null;
    lang: Lang;
    timezone: string;
    /** How the file's key starts, below the place's folder of reports. */
    filePrefix: string;
    /** What the row keeps of the request besides the language, the time zone and the file name. */
    parameters?: Prisma.InputJsonObject;
  },
) {
  const { kind, place, period, note, lang, timezone } = report;
  const extension = kind === 'PDF' ? 'pdf' : 'xlsx';
  const fileName = `${place.name} ${period.days[0] ?? ''}_${period.days.at(-1) ?? ''}.${extension}`.replace(/[\\/:*?"<>|]/g, '-');
  const { id } = await tx.report.create({
    data: {
      kind,
      placeId: place.id,
      userId: report.userId,
      status: 'QUEUED',
      progress: 0,
      dateFrom: period.from,
      dateTo: period.to,
      note,
      parameters: { lang, ...report.parameters, timezone, fileName },
    },
    select: { id: true },
  });
  return {
    reportId: id,
    placeId: place.id,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    timezone,
    note,
    lang,
    fileKey: `reports/${place.uuid}/${report.filePrefix}-${randomBytes(6).toString('hex')}.${extension}`,
    fileName,
  };
}
