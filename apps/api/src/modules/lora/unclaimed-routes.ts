import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { z } from 'zod';
import { ZText } from '@trapline/contracts/common';
import { ZLoraUnclaimedQuery, ZLoraUnclaimedResponse } from '@trapline/contracts/lora';
import * as unclaimed from './unclaimed.ts';

/** Uplinks of DevEUIs no sensor is registered for (super admin; docs/decisions.md). */
const unclaimedRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const route = moduleRoutes(app, ['lora'], errors);

  route.get(
    '/api/lora/unclaimed-uplinks',
    'DevEUIs that sent uplinks but are no registered sensor, newest first (super admin)',
    {
      description:
        'Registering a sensor with the DevEUI (POST /api/lora/devices, or a radio device with its DevEUI) claims them: they leave this list at once and the LoRa bridge imports them as the sensor\u2019s history within a minute. Unclaimed uplinks older than the bridge\u2019s retention (30 days by default) are forgotten.',
      querystring: ZLoraUnclaimedQuery,
      response: { 200: ZLoraUnclaimedResponse },
    },
    ({ query }, scope) => unclaimed.listUnclaimed(db, scope, query),
  );
  route.delete(
    '/api/lora/unclaimed-uplinks/:devEui',
    "Dismiss a DevEUI's unclaimed uplinks (super admin)",
    { params: z.object({ devEui: ZText.regex(/^[0-9a-fA-F]{16}$/, 'invalid_dev_eui') }), response: { 204: z.null() } },
    ({ params }, scope) => unclaimed.dismissUnclaimed(db, scope, params.devEui),
  );
};

export default unclaimedRoutes;
