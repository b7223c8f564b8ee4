import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import { ZErrorResponse } from '@trapline/contracts/errors';

/** The bearer token every signed-in route names in the OpenAPI document. */
export const security = [{ bearerAuth: [] }];

/** The `{ code, message, details? }` body under each of the given statuses of a route's `response`. */
export function errorResponses<const Status extends number>(...statuses: Status[]): Record<Status, typeof ZErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as Record<Status, typeof ZErrorResponse>;
}

/** What a signed-in route may answer besides its success: a bad request, no or a bad token, no right, nothing found. */
export const errors = errorResponses(400, 401, 403, 404);

/** The same, and 409 where the request conflicts with the current state. */
export const conflictErrors = errorResponses(400, 401, 403, 404, 409);

/** `/…/:id` where the id is a numeric id or a uuid. */
export const ZIdParams = z.object({ id: ZKey });

/** `/places/:placeId/…` where the place is a numeric id or a uuid. */
export const ZPlaceIdParams = z.object({ placeId: ZKey });

/** What a signed-in route says of itself: the rest of its schema is its module's. */
interface RouteDoc {
  summary: string;
  description?: string;
  consumes?: string[];
  produces?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The answers the route gives besides its module's errors (its successes, and errors of its own). */
  response: Record<number, z.ZodType>;
}

/**
 * The schema of each signed-in route of a module: the route gives its summary, description,
 * parameters, body and answers; the module's tags, the bearer security and the module's error
 * answers (`errors` or `conflictErrors`) are added, as every route of the module declares them.
 */
export function routeSchemaFor<const ErrorAnswers extends Record<number, z.ZodType>>(tags: string[], errorAnswers: ErrorAnswers) {
  return <const Doc extends RouteDoc>({ response, ...doc }: Doc) =>
    ({ tags, ...doc, security, response: { ...errorAnswers, ...response } }) as Omit<Doc, 'response'> & {
      tags: string[];
      security: typeof security;
      response: ErrorAnswers & Doc['response'];
    };
}
