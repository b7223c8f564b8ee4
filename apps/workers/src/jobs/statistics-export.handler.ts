import { statisticsExport } from '@trapline/jobs/definitions/statistics-export';
import { phaseText } from '@trapline/render/progress';
import { renderStatisticsXlsx } from '@trapline/render/statistics-xlsx';
import type { JobHandler } from '../engine/job-handler.ts';
import { asReport } from './report-status.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Writes a statistics workbook where the API's report row says and marks the report done. */
const handle: JobHandler<typeof statisticsExport> = (payload, context) =>
  asReport(payload.reportId, statisticsExport.retry.limit, context, async () => {
    const body = await renderStatisticsXlsx(context.db, { ...payload, from: new Date(payload.from), to: new Date(payload.to) }, async (percent, phase) => {
      context.signal.throwIfAborted();
      await context.reportProgress(percent, phase);
    });
    await context.reportProgress(97, phaseText(payload.lang, 'saving'));
    await context.storage.put(payload.fileKey, body, XLSX);
    return { file: { key: payload.fileKey, name: payload.fileName }, bytes: body.length };
  });
export default handle;
