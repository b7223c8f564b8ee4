import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { z } from 'zod';
import { ZCreateMixtureRequest, ZMixture, ZMixtureList, ZSetMixtureOrderRequest, ZUpdateMixtureRequest } from '@trapline/contracts/admin';
import { ZErrorResponse } from '@trapline/contracts/errors';
import * as mixtures from './service.ts';

const rights = 'Super admin only (everyone else: 403). Mixtures are product-wide: they belong to no company. `id` is the numeric id or the uuid.';
const fields =
  'name (required), description, grammage (grams per unit, a whole number from 1), type (BAIT), translations `{ pl?, en?, de?, it?, ru?: { name, description } }` (an empty name means "not translated").';

const mixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const base = '/api/v3/admin/mixtures';
  const mixture = moduleRoutes(app, ['admin: mixtures'], errors);

  mixture.get(
    base,
    'Every mixture, in the list\u2019s order',
    {
      description: `${rights} Ordered by \`order\` (1, 2, 3, \u2026 without gaps). The whole list at once: it is reordered by dragging.`,
      response: { 200: ZMixtureList },
    },
    (_request, scope) => mixtures.listMixtures(db, scope),
  );

  mixture.post(
    base,
    'Create a mixture, placed at the end of the list',
    { description: `${rights} ${fields}`, body: ZCreateMixtureRequest, response: { 201: ZMixture } },
    ({ body }, scope) => mixtures.createMixture(db, scope, body),
  );

  mixture.post(
    `${base}/set-order`,
    'Reorder the mixtures: the whole new order at once',
    {
      description:
        `${rights} The body lists every mixture exactly once as \`{ id, order }\`; the positions need only be distinct and are stored as 1, 2, 3, \u2026 in their order. ` +
        'Changes of the order are applied one at a time, so requests arriving together never mix. A list that leaves out a current mixture or names one that ' +
        'does not exist (the list changed meanwhile) answers 409 mixtures/order_outdated with `details.missingIds` and `details.unknownIds`, and changes nothing. ' +
        'Answers the list in its new order.',
      body: ZSetMixtureOrderRequest,
      response: { 200: ZMixtureList, 409: ZErrorResponse },
    },
    ({ body }, scope) => mixtures.setMixtureOrder(db, scope, body),
  );

  mixture.get(`${base}/:id`, 'One mixture', { description: rights, params: ZIdParams, response: { 200: ZMixture } }, ({ params }, scope) =>
    mixtures.getMixture(db, scope, params.id),
  );

  mixture.patch(
    `${base}/:id`,
    'Change a mixture',
    {
      description: `${rights} Any of ${fields} The languages sent replace the stored ones; the others stay.`,
      params: ZIdParams,
      body: ZUpdateMixtureRequest,
      response: { 200: ZMixture },
    },
    ({ params, body }, scope) => mixtures.updateMixture(db, scope, params.id, body),
  );

  mixture.delete(
    `${base}/:id`,
    'Delete a mixture; the ones after it move up',
    {
      description: `${rights} Refill observations already recorded keep the mixture\u2019s id and grammage in their own data.`,
      params: ZIdParams,
      response: { 204: z.null() },
    },
    ({ params }, scope) => mixtures.deleteMixture(db, scope, params.id),
  );
};

export default mixtureRoutes;
