import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@trapline/contracts/errors';
import type { FieldError } from '@trapline/contracts/errors';
import { AppError } from '../../lib/app-error.ts';
import { constraintError } from '../../lib/db-errors.ts';
import { messageFor, pickLanguage } from '../../lib/messages.ts';

/**
 * The one place that turns failures into `{ code, message, details? }`. Client mistakes get
 * a 4xx with a documented code; anything unexpected is logged and answered with a bare 500.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((raw: FastifyError | AppError, request, reply) => {
      const constraint = constraintError(raw);
      if (constraint) request.log.info({ err: raw }, 'database constraint answered as %d', constraint.statusCode);
      const error = constraint ?? raw;
      if (error instanceof AppError) {
        if (error.options.headers) void reply.headers(error.options.headers);
        return reply.status(error.statusCode).send({
          code: error.code,
          message: messageFor(error.code, request.lang),
          ...(error.options.details === undefined ? {} : { details: error.options.details }),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const details: FieldError[] = error.validation.map((v) => ({
          path: [v.instancePath.replace(/^\//, '').replaceAll('/', '.')].filter(Boolean).join('.') || issuePath(v.params),
          message: v.message ?? 'invalid',
          code: String((v.params as { issue?: { code?: string } }).issue?.code ?? v.keyword),
        }));
        return reply.status(400).send({
          code: 'common/validation_failed',
          message: messageFor('common/validation_failed', request.lang),
          details: { in: error.validationContext ?? 'body', fields: details },
        });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendInternal();
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = codeForFrameworkError(error, status);
        return reply.status(status).send({ code, message: messageFor(code, request.lang) });
      }
      return sendInternal();

      function sendInternal() {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send({ code: 'common/internal', message: messageFor('common/internal', request.lang) });
      }
    });

    app.setNotFoundHandler((request, reply) => reply.status(404).send({ code: 'common/not_found', message: messageFor('common/not_found', request.lang) }));
  },
  { name: 'error-handler', dependencies: ['request-context'] },
);

function issuePath(params: unknown): string {
  const path = (params as { issue?: { path?: PropertyKey[] } }).issue?.path;
  return path ? path.map(String).join('.') : '';
}

function codeForFrameworkError(error: FastifyError, status: number): ErrorCode {
  if (status === 401) return 'auth/unauthorized';
  if (status === 403) return 'common/forbidden';
  if (status === 404) return 'common/not_found';
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return 'common/payload_too_large';
  if (status === 415) return 'common/unsupported_media_type';
  if (status === 429) return 'common/rate_limited';
  return 'common/validation_failed';
}

/**
 * Fastify's `frameworkErrors` (set in app.ts): a URL whose percent-encoding does not decode, or
 * a path parameter beyond the router's limit, refused before any route or hook runs. Answered
 * like any other validation failure (the language is read here: no hook has run).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLanguage(request.headers['accept-language']);
  void reply
    .status(400)
    .send({ code: 'common/validation_failed', message: messageFor('common/validation_failed', lang), details: { in: 'url', reason: error.code } });
}

/**
 * Fastify's `clientErrorHandler` (set in app.ts): what Node's HTTP parser refuses before there is
 * a request (headers beyond the limit, a request that does not parse, one that never finished
 * arriving). Written to the socket, as Fastify's default does, but with our error body; the
 * headers were not read, so the message is in the default language.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'common/headers_too_large'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'common/request_timeout'
        : 'common/validation_failed';
  const status = new AppError(code).statusCode;
  const body = JSON.stringify({ code, message: messageFor(code, 'pl') });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
