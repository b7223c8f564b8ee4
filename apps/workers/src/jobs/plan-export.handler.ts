import type { planExport } from '@trapline/jobs/definitions/plan-export';
import { renderPlanJpg, renderPlanPdf } from '@trapline/render/plan';
import { phaseText } from '@trapline/render/progress';
import type { JobHandler } from '../engine/job-handler.ts';

/**
 * Draws a plan export and stores it under `exports/plans/`, named by the job (a retry
 * overwrites its own file); the API serves it through a signed URL.
 */
const handle: JobHandler<typeof planExport> = async (payload, { storage, reportProgress, signal }) => {
  await reportProgress(1, phaseText(payload.lang, 'reading'));
  const image = await storage.read(payload.imageKey);
  const plan = { ...payload, image, generatedAt: new Date(payload.generatedAt) };
  const progress = async (percent: number, phase: string) => {
    signal.throwIfAborted();
    await reportProgress(percent, phase);
  };
  const body = payload.format === 'pdf' ? await renderPlanPdf(plan, progress) : await renderPlanJpg(plan, progress);
  await reportProgress(97, phaseText(payload.lang, 'saving'));
  const key = `exports/plans/map-${payload.mapId}-${Date.now().toString(36)}-${payload.lang}.${payload.format}`;
  await storage.put(key, body, payload.format === 'pdf' ? 'application/pdf' : 'image/jpeg');
  return { file: { key, name: payload.fileName }, bytes: body.length };
};
export default handle;
