import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: compressing it would save less time than it costs. */
const MIN_COMPRESSED_BYTES = 16 * 1024;

/**
 * gzip's fastest level: a year of statistics (1.3 MB of JSON) takes about 1.7 ms and 63 KB instead
 * of about 5 ms and 47 KB at the default level, and each uncached answer is compressed once.
 */
const GZIP_LEVEL = 1;

/**
 * The gzip copy of each large answer, made once per answer Buffer: an AnswerCache hands out the
 * same Buffer for as long as the data stands, so the compression of a month of the schedule
 * (megabytes of JSON, about a twentieth of it compressed) is paid once, not per request, and
 * goes with the answer when the cache lets it go. Compressed in libuv's pool, off the event loop.
 */
const compressed = new WeakMap<Buffer, Promise<Buffer>>();

/**
 * The serializer of a route whose answer is JSON as built (a list of thousands of rows) or JSON text
 * already written (a cached answer, sent by `sendJsonAnswer`): no check and copy through the
 * response schema, which would cost more than building the answer. Their API tests check the shape.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);

/** Whether the client takes gzip (every browser does): named, or covered by `*`, in Accept-Encoding, and not refused with q=0. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(coding.trim(), q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * Sends JSON text that is written already (a cached answer), gzip-compressed when it is large and
 * the client takes it. Vary tells caches between that the body depends on Accept-Encoding.
 */
export async function sendJsonAnswer(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<FastifyReply> {
  void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (body.length < MIN_COMPRESSED_BYTES || !acceptsGzip(request.headers['accept-encoding'])) return reply.send(body);
  let zipped = compressed.get(body);
  if (!zipped) {
    zipped = gzipAsync(body, { level: GZIP_LEVEL });
    compressed.set(body, zipped);
    // A failed compression is not kept: the next request tries again.
    zipped.catch(() => compressed.delete(body));
  }
  return reply.header('content-encoding', 'gzip').send(await zipped);
}
