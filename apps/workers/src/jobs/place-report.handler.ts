import { placeReport } from '@trapline/jobs/definitions/place-report';
import { placeReportModel, renderPlaceReportPdf } from '@trapline/render/place-report';
import { phaseText } from '@trapline/render/progress';
import type { JobHandler } from '../engine/job-handler.ts';
import { asReport } from './report-status.ts';

/** Renders a place's PDF report where the API's report row says and marks the report done. */
const handle: JobHandler<typeof placeReport> = (payload, context) =>
  asReport(payload.reportId, placeReport.retry.limit, context, async () => {
    await context.reportProgress(2, phaseText(payload.lang, 'reading'));
    const model = await placeReportModel(context.db, {
      ...payload,
      from: new Date(payload.from),
      to: new Date(payload.to),
      generatedAt: new Date(payload.generatedAt),
    });
    const pdf = await renderPlaceReportPdf(
      model,
      async (percent, phase) => {
        context.signal.throwIfAborted();
        await context.reportProgress(percent, phase);
      },
      { readImage: (key) => context.storage.read(key) },
    );
    await context.reportProgress(97, phaseText(payload.lang, 'saving'));
    await context.storage.put(payload.fileKey, pdf, 'application/pdf');
    return { file: { key: payload.fileKey, name: payload.fileName }, bytes: pdf.length };
  });
export default handle;
