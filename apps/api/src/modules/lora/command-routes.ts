import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZText } from '@trapline/contracts/common';
import {
  ZLoraCommandResponse,
  ZLoraConnectionSettings,
  ZLoraDeviceSettings,
  ZLoraDownlinkPage,
  ZLoraDownlinkResponse,
  ZLoraLegacyHealthcheckRequest,
  ZLoraPageQuery,
  ZLoraSthsSettings,
} from '@trapline/contracts/lora';
import * as commands from './commands.ts';

const params = z.object({ uuid: ZText.max(64).describe('Numeric id or uuid of the sensor') });

/** Each configuration dialog is stored and queued alike; only the settings it sends differ. */
const CONFIGURATION_DIALOGS = [
  { dialog: 'device', body: ZLoraDeviceSettings },
  { dialog: 'connection', body: ZLoraConnectionSettings },
  { dialog: 'sths_config', body: ZLoraSthsSettings },
] as const;

/** The sensor's configuration dialogs and commands (spec 3, sections 5 and 7; spec 2, section 7). */
const commandRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const route = moduleRoutes(app, ['lora'], conflictErrors, docs);
  const commandAnswer = { 200: ZLoraCommandResponse };

  for (const { dialog, body } of CONFIGURATION_DIALOGS) {
    route.put(`/api/lora/devices/:uuid/configuration/${dialog}`, { params, body, response: commandAnswer }, ({ params, body }, scope) =>
      commands.configure(db, scope, params.uuid, dialog, body),
    );
  }

  route.post('/api/lora/devices/:uuid/clear-alert', { params, response: commandAnswer }, ({ params }, scope) => commands.clearAlert(db, scope, params.uuid));
  route.post('/api/lora/devices/:uuid/update-legacy-device', { params, response: commandAnswer }, ({ params }, scope) =>
    commands.legacyCommand(db, scope, params.uuid, { kind: 'legacy_device' }),
  );
  route.post(
    '/api/lora/devices/:uuid/update-legacy-healthcheck',
    { params, body: ZLoraLegacyHealthcheckRequest.nullish(), response: commandAnswer },
    ({ params, body }, scope) => commands.legacyCommand(db, scope, params.uuid, { kind: 'legacy_healthcheck', value: body?.value ?? 60 }),
  );

  route.get('/api/lora/devices/:uuid/downlinks', { params, querystring: ZLoraPageQuery, response: { 200: ZLoraDownlinkPage } }, ({ params, query }, scope) =>
    commands.listDownlinks(db, scope, params.uuid, query),
  );
  route.get(
    '/api/lora/devices/:uuid/downlinks/:downlinkUuid',
    { params: params.extend({ downlinkUuid: ZText.max(64).describe('Numeric id or uuid of the downlink') }), response: { 200: ZLoraDownlinkResponse } },
    ({ params }, scope) => commands.getDownlink(db, scope, params),
  );
};

export default commandRoutes;
