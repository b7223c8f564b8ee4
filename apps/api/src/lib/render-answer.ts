import type { FastifyReply } from 'fastify';
import type { JobStatus } from '@trapline/contracts/jobs';
import type { JobSnapshot } from '@trapline/jobs/job-client';
import type { FileStorage } from '@trapline/storage/file-storage';
import { contentDisposition } from '@trapline/storage/s3';

/** What a render the request waited for gives: its file, or the job still under way. */
export type RenderAnswer = { kind: 'file'; body: Buffer; contentType: string; disposition: string } | { kind: 'job'; jobId: string };

/**
 * What a started render answers: unless the client asked not to wait (async), its stored file
 * once the job completes within the render wait; else the job to follow.
 */
export async function renderAnswerOf(
  renders: { wait(name: string, jobId: string): Promise<JobSnapshot | null> },
  storage: FileStorage,
  render: { name: string; jobId: string; async: boolean; contentType: string },
): Promise<RenderAnswer> {
  const pending = { kind: 'job', jobId: render.jobId } as const;
  if (render.async) return pending;
  const job = await renders.wait(render.name, render.jobId);
  const file = job?.state === 'completed' ? fileOfResult(job.result) : null;
  if (!file) return pending;
  return { kind: 'file', body: await storage.read(file.key), contentType: render.contentType, disposition: contentDisposition(file.name) };
}

/** The stored file a render job's result names ({ file: { key, name } }), if it names one. */
function fileOfResult(result: Record<string, unknown> | null): { key: string; name: string } | null {
  const file = result?.file as { key?: unknown; name?: unknown } | undefined;
  return typeof file?.key === 'string' && typeof file.name === 'string' ? { key: file.key, name: file.name } : null;
}

/**
 * Sends a render the request waited for: the file as a download nobody caches, or, when the
 * render took longer than the wait (or async was asked), 202 with the job's status and its
 * address in Location for the client to follow.
 */
export async function sendRenderAnswer(reply: FastifyReply, answer: RenderAnswer, jobStatus: (jobId: string) => Promise<JobStatus>) {
  if (answer.kind === 'job') {
    return reply
      .status(202)
      .header('location', `/api/jobs/${answer.jobId}`)
      .send(await jobStatus(answer.jobId));
  }
  return reply
    .header('content-type', answer.contentType)
    .header('content-disposition', answer.disposition)
    .header('cache-control', 'no-store')
    .send(answer.body);
}
