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
import { scopeOf } from '../../plugins/app/auth.ts';
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
    route.put(`/api/lora/devices/:uuid/configuration/${dialog}`, { summary, description: queued, params, body, response: commandAnswer }, (request) =>
      commands.configure(db, scopeOf(request), request.params.uuid, dialog, request.body),
    );
  }

  route.post(
    '/api/lora/devices/:uuid/clear-alert',
    { summary: "Clear the sensor's alert now; the sensor resets on its next connection", description: queued, params, response: commandAnswer },
    (request) => commands.clearAlert(db, scopeOf(request), request.params.uuid),
  );
  route.post(
    '/api/lora/devices/:uuid/update-legacy-device',
    { summary: 'Switch an old sensor to the legacy algorithm (409 lora/not_legacy_device for new ones)', description: queued, params, response: commandAnswer },
    (request) => commands.legacyCommand(db, scopeOf(request), request.params.uuid, { kind: 'legacy_device' }),
  );
  route.post(
    '/api/lora/devices/:uuid/update-legacy-healthcheck',
    {
      summary: "Set an old sensor's health check (body value, 60 by default; 409 lora/not_legacy_device for new ones)",
      description: queued,
      params,
      body: ZLoraLegacyHealthcheckRequest.nullish(),
      response: commandAnswer,
    },
    (request) => commands.legacyCommand(db, scopeOf(request), request.params.uuid, { kind: 'legacy_healthcheck', value: request.body?.value ?? 60 }),
  );

  const fate =
    'Super admin. status: PENDING (queued, or handed to ChirpStack and not sent yet), SENT (a gateway sent it), ACKNOWLEDGED (the device confirmed it), FAILED (error says why: a negative acknowledgement, a ChirpStack error, or no answer within 24 h).';

  route.get(
    '/api/lora/devices/:uuid/downlinks',
    {
      summary: "A sensor's downlinks (configuration, commands, radio settings) with their state, newest first (pages of 100, from 0)",
      description: fate,
      params,
      querystring: ZLoraPageQuery,
      response: { 200: ZLoraDownlinkPage },
    },
    (request) => commands.listDownlinks(db, scopeOf(request), request.params.uuid, request.query),
  );
  route.get(
    '/api/lora/devices/:uuid/downlinks/:downlinkUuid',
    {
      summary: "One of a sensor's downlinks with its state",
      description: fate,
      params: params.extend({ downlinkUuid: ZText.max(64).describe('Numeric id or uuid of the downlink') }),
      response: { 200: ZLoraDownlinkResponse },
    },
    (request) => commands.getDownlink(db, scopeOf(request), request.params.uuid, request.params.downlinkUuid),
  );
};

export default commandRoutes;
