import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type AccessScope, scopeOf } from '../access/scope.ts';
import { plainJsonSerializer } from './json-answer.ts';
import type { RouteDocs } from './route-docs.ts';
import { routeSchemaFor } from './route-schema.ts';

type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** What a route of a module says of itself besides its texts: its schema (as `routeSchemaFor` takes it) and, where it has one, its role guard. */
interface RouteDoc {
  consumes?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** Exactly one success (200, 201 or 204) besides the route's own error answers. */
  response: Record<number, z.ZodType>;
  preHandler?: preHandlerAsyncHookHandler;
  /**
   * The answer is written as JSON as it is, not checked and copied through the response schema:
   * for lists of thousands of rows built in the schema's shape (their API tests check it).
   */
  plainJson?: true;
}

/** The request as the route's schema types it. */
export type RouteRequest<Doc extends RouteDoc> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  Omit<Doc, 'preHandler'>,
  ZodTypeProvider
>;

/** What the route's work gives: the body of its success, nothing for a 204. */
type Answer<Response> = 204 extends keyof Response
  ? void
  : Response extends Record<200, infer Body extends z.ZodType>
    ? z.output<Body>
    : Response extends Record<201, infer Body extends z.ZodType>
      ? z.output<Body>
      : never;

type Route = <const Doc extends RouteDoc>(
  path: string,
  doc: Doc,
  work: (request: RouteRequest<Doc>, scope: AccessScope) => Answer<Doc['response']> | Promise<Answer<Doc['response']>>,
) => void;

/**
 * The routes of one tag of a module: each names its path, its schema and its work, and answers with the success status its schema declares (201 with the created row, 204 with
 * no body), so no handler writes the status out again. The work receives the request and the
 * caller's access scope (every such route needs a signed-in caller), so no handler looks the scope
 * up itself. Tags, bearer security and the module's error answers are added as `routeSchemaFor`
 * adds them. Each route's summary and description come from `docs`, the Markdown file beside the
 * routes file (`routeDocs(import.meta.url)`); a route missing there stops the server from starting.
 */
export function moduleRoutes<const ErrorAnswers extends Record<number, z.ZodType>>(app: ZodApp, tags: string[], errorAnswers: ErrorAnswers, docs: RouteDocs) {
  const schemaOf = routeSchemaFor(tags, errorAnswers);
  const register =
    (method: HTTPMethods): Route =>
    (path, { preHandler, plainJson, ...doc }, work) => {
      const text = docs.text(`${method} ${path}`);
      const success = Object.keys(doc.response)
        .map(Number)
        .find((status) => status >= 200 && status < 300);
      app.route({
        method,
        url: path,
        // The schema's types are checked where the route is written (RouteRequest, Answer); here it is only passed on.
        schema: schemaOf({ ...text, ...doc }) as FastifySchema,
        ...(preHandler && { preHandler }),
        ...(plainJson && { serializerCompiler: plainJsonSerializer }),
        handler: async (request, reply) => {
          // Bearer security makes the auth plugin sign the caller in before any handler runs.
          const answer = await work(request as never, scopeOf(request));
          if (success === 204) return reply.status(204).send(null);
          return success === 201 ? reply.status(201).send(answer) : answer;
        },
      });
    };
  return { get: register('GET'), post: register('POST'), put: register('PUT'), patch: register('PATCH'), delete: register('DELETE') };
}
