import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZText } from '@trapline/contracts/common';
import { ZLoraUnclaimedQuery, ZLoraUnclaimedResponse } from '@trapline/contracts/lora';
import * as unclaimed from './unclaimed.ts';

/** Uplinks of DevEUIs no sensor is registered for (super admin; docs/decisions.md). */
const unclaimedRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const route = moduleRoutes(app, ['lora'], errors, docs);

  route.get('/api/lora/unclaimed-uplinks', { querystring: ZLoraUnclaimedQuery, response: { 200: ZLoraUnclaimedResponse } }, ({ query }, scope) =>
    unclaimed.listUnclaimed(db, scope, query),
  );
  route.delete(
    '/api/lora/unclaimed-uplinks/:devEui',
    { params: z.object({ devEui: ZText.regex(/^[0-9a-fA-F]{16}$/, 'invalid_dev_eui') }), response: { 204: z.null() } },
    ({ params }, scope) => unclaimed.dismissUnclaimed(db, scope, params.devEui),
  );
};

export default unclaimedRoutes;
