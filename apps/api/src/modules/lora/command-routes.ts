import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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
const queued = 'Super admin. Queues a downlink (PENDING; the LoRa bridge publishes it to ChirpStack) and records a history event.';

/** Each configuration dialog is stored and queued alike; only the settings it sends differ. */
const CONFIGURATION_DIALOGS = [
  { dialog: 'device', summary: 'Detection settings: pir, reed1, reed2, ext1, ext2, reed1Inv, reed2Inv, each 0 or 1', body: ZLoraDeviceSettings },
  {
    dialog: 'connection',
    summary: 'Time settings: confirmedStatusPeriod and unconfirmedStatusPeriod (min 60 s), failedSendRetryPeriod (min 10 s), failedSendRetry (1-30)',
    body: ZLoraConnectionSettings,
  },
  { dialog: 'sths_config', summary: 'Presence-sensor settings: algorithm 1-3, thresholds 100-1000, hystereses 10-10000', body: ZLoraSthsSettings },
] as const;

/** The sensor's configuration dialogs and commands (spec 3, sections 5 and 7; spec 2, section 7). */
const commandRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const route = moduleRoutes(app, ['lora'], conflictErrors);
  const commandAnswer = { 200: ZLoraCommandResponse };

  for (const { dialog, summary, body } of CONFIGURATION_DIALOGS) {
    route.put(
      `/api/lora/devices/:uuid/configuration/${dialog}`,
      summary,
      { description: queued, params, body, response: commandAnswer },
      ({ params, body }, scope) => commands.configure(db, scope, params.uuid, dialog, body),
    );
  }

  route.post(
    '/api/lora/devices/:uuid/clear-alert',
    "Clear the sensor's alert now; the sensor resets on its next connection",
    { description: queued, params, response: commandAnswer },
    ({ params }, scope) => commands.clearAlert(db, scope, params.uuid),
  );
  route.post(
    '/api/lora/devices/:uuid/update-legacy-device',
    'Switch an old sensor to the legacy algorithm (409 lora/not_legacy_device for new ones)',
    { description: queued, params, response: commandAnswer },
    ({ params }, scope) => commands.legacyCommand(db, scope, params.uuid, { kind: 'legacy_device' }),
  );
  route.post(
    '/api/lora/devices/:uuid/update-legacy-healthcheck',
    "Set an old sensor's health check (body value, 60 by default; 409 lora/not_legacy_device for new ones)",
    { description: queued, params, body: ZLoraLegacyHealthcheckRequest.nullish(), response: commandAnswer },
    ({ params, body }, scope) => commands.legacyCommand(db, scope, params.uuid, { kind: 'legacy_healthcheck', value: body?.value ?? 60 }),
  );

  const fate =
    'Super admin. status: PENDING (queued, or handed to ChirpStack and not sent yet), SENT (a gateway sent it), ACKNOWLEDGED (the device confirmed it), FAILED (error says why: a negative acknowledgement, a ChirpStack error, or no answer within 24 h).';

  route.get(
    '/api/lora/devices/:uuid/downlinks',
    "A sensor's downlinks (configuration, commands, radio settings) with their state, newest first (pages of 100, from 0)",
    { description: fate, params, querystring: ZLoraPageQuery, response: { 200: ZLoraDownlinkPage } },
    ({ params, query }, scope) => commands.listDownlinks(db, scope, params.uuid, query),
  );
  route.get(
    '/api/lora/devices/:uuid/downlinks/:downlinkUuid',
    "One of a sensor's downlinks with its state",
    {
      description: fate,
      params: params.extend({ downlinkUuid: ZText.max(64).describe('Numeric id or uuid of the downlink') }),
      response: { 200: ZLoraDownlinkResponse },
    },
    ({ params }, scope) => commands.getDownlink(db, scope, params.uuid, params.downlinkUuid),
  );
};

export default commandRoutes;
