import type { Prisma } from '@trapline/db/client';

/**
 * The row of a place report (PDF) or a statistics export (XLSX), written in the transaction of its
 * render job: queued at 0 % over the period and with the note it covers; the workers fill in the
 * file and the status. Answers the row's id for the job's payload.
 */
export async function createQueuedReport(
  tx: Prisma.TransactionClient,
  report: {
    kind: 'PDF' | 'XLSX';
    placeId: number;
    userId: number;
    period: { from: Date; to: Date };
    note: string | null;
    parameters: Prisma.InputJsonObject;
  },
): Promise<number> {
  const { id } = await tx.report.create({
    data: {
      kind: report.kind,
      placeId: report.placeId,
      userId: report.userId,
      status: 'QUEUED',
      progress: 0,
      dateFrom: report.period.from,
      dateTo: report.period.to,
      note: report.note,
      parameters: report.parameters,
    },
    select: { id: true },
  });
  return id;
}
