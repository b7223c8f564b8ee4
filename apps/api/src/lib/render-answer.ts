import type { FastifyReply } from 'fastify';
import type { JobStatus } from '@trapline/contracts/jobs';

/** What a render the request waited for gives: its file, or the job still under way. */
export type RenderAnswer = { kind: 'file'; body: Buffer; contentType: string; disposition: string } | { kind: 'job'; jobId: string };

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
