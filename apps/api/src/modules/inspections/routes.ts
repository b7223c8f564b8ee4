import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, routeSchemaFor, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { z } from 'zod';
import { ZCoercedId, ZCoercedInt, ZKey } from '@trapline/contracts/common';
import { ZActionRecord, ZObjectRecord, ZObservationRecord } from '@trapline/contracts/device-records';
import { ZErrorResponse } from '@trapline/contracts/errors';
import {
  ZAddInspectionActionRequest,
  ZAddInspectionDeviceRequest,
  ZAddInspectionObjectRequest,
  ZAddInspectionObservationRequest,
  INSPECTION_LIMITS,
  ZBulkRecordResponse,
  ZConnectInspectionsRequest,
  ZConnectInspectionsResponse,
  ZInspection,
  ZInspectionDetails,
  ZInspectionDevice,
  ZInspectionListItem,
  ZInspectionListQuery,
  ZInspectionListResponse,
  ZInspectionPhoto,
  ZInspectionPhotoList,
  ZSetVisualInspectionAnswersRequest,
  ZStartInspectionRequest,
  ZUpdateAdditionalFieldsRequest,
  ZUpdateInspectionActionRequest,
  ZUpdateInspectionDetailsRequest,
  ZUpdateInspectionObservationRequest,
} from '@trapline/contracts/inspections';
import { AnswerCache } from '../../lib/answer-cache.ts';
import { MAX_UPLOAD_BYTES, readUpload } from '../../lib/uploads.ts';
import { scopeOf } from '../../access/scope.ts';
import * as connect from './connect.ts';
import * as inspection from './inspection.ts';
import * as recording from './recording.ts';
import * as inspections from './service.ts';
import * as photos from './photos.ts';
import { addAnswerPhoto, deleteAnswerPhoto, setVisualInspectionAnswers } from './visual-answers.ts';

const route = routeSchemaFor(['inspections'], conflictErrors);
const key = ZKey;
const ZInspectionParams = ZPlaceIdParams.extend({ inspectionId: key });
const ZDeviceParams = ZInspectionParams.extend({ inspectionDeviceId: key });
const ZPhotoParams = ZDeviceParams.extend({ imageId: key });
const ZTypeParams = ZInspectionParams.extend({ typeId: key });
const ZAnswerParams = ZInspectionParams.extend({ answerId: ZCoercedId });
const ZAnswerPhotoParams = ZAnswerParams.extend({ index: ZCoercedInt.min(0) });
const ZApprovalBody = z.object({ placeId: z.unknown().optional() }).passthrough().nullish();
const ZEmptyBody = z.object({}).passthrough().nullish();

/** The rules every change of an inspection obeys, said once in each description. */
const RECORDERS = "Recorders: the inspection's own user, an admin, or a member with CREATE_INSPECTION on the place; anyone else 403.";
const STATE = '409 inspection/approved once approved (unapprove first); 409 inspection/not_in_progress when cancelled, or completed for anyone but an admin.';
const CORRECTORS = 'Admins only (spec 2, section 6); others 403. ' + STATE;

const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = moduleRoutes(app, ['inspections'], conflictErrors);
  const db = app.db;
  const storage = app.storage;
  /** The device tables of inspections, as PostgreSQL wrote them (at most 32 MB per API process). */
  const deviceTables = new AnswerCache(32 * 1024 * 1024);
  const base = '/api/places/:placeId/inspections/:inspectionId';

  routes.get(
    '/places/:placeId/inspections',
    "A page of a place's inspections, newest first",
    { params: ZPlaceIdParams, querystring: ZInspectionListQuery, response: { 200: ZInspectionListResponse } },
    ({ params, query }, scope) => inspections.listInspections(db, scope, params.placeId, query),
  );

  routes.post(
    '/api/places/:placeId/inspections',
    'Start an inspection of a place (Trapline; not in the specification)',
    {
      description:
        'An admin, or a member with CREATE_INSPECTION on the place, starts it; others 403. Every live device of the place becomes an inspection device, or, with zoneIds and/or deviceTypeIds, ' +
        'those in the zones and of the types. Actions of each device type marked addWhenDeviceAddedToInspection are recorded on its devices. The name defaults to the word for inspection in the request language and the day. ' +
        'A user has at most one inspection of a place in progress: a second start answers 409 inspection/already_in_progress with details.inspectionId and inspectionUuid of the running one. Unknown zone ids answer 400.',
      params: ZPlaceIdParams,
      body: ZStartInspectionRequest,
      response: { 201: ZInspection },
    },
    (request, scope) => inspection.startInspection(db, storage, scope, request.params.placeId, request.body, request.lang),
  );

  routes.get(
    base,
    'One inspection: details, visual-inspection answers, approval, additional fields, device counts and what the caller may do',
    { params: ZInspectionParams, response: { 200: ZInspection } },
    ({ params }, scope) => inspection.getInspection(db, storage, scope, params),
  );

  app.get(`${base}/details`, {
    schema: route({
      summary:
        'The device table of an inspection: each device with its actions, pests and observations made in it; the refill mixtures; the photos by id with signed URLs',
      params: ZInspectionParams,
      response: { 200: ZInspectionDetails },
    }),
    // The answer is JSON text already (written by PostgreSQL, see getDetailsJson): sent as it is, not
    // validated again here; test/inspections/recording.test.ts holds it to ZInspectionDetails.
    handler: async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await inspection.getDetailsJson(db, app.sql, storage, deviceTables, scopeOf(request), request.params)) as never),
  });

  routes.post(
    `${base}/complete`,
    'Complete an inspection in progress (Trapline; not in the specification)',
    {
      description: `Sets status COMPLETED and finishedAt now. ${RECORDERS} 409 inspection/not_in_progress unless in progress.`,
      params: ZInspectionParams,
      body: ZEmptyBody,
      response: { 200: ZInspection },
    },
    ({ params }, scope) => inspection.finishInspection(db, storage, scope, params, 'COMPLETED'),
  );

  routes.post(
    `${base}/cancel`,
    'Cancel an inspection in progress (Trapline; not in the specification)',
    {
      description: `Sets status CANCELLED and finishedAt now; the records made stay the devices' records. A cancelled inspection takes no further changes. ${RECORDERS} 409 inspection/not_in_progress unless in progress.`,
      params: ZInspectionParams,
      body: ZEmptyBody,
      response: { 200: ZInspection },
    },
    ({ params }, scope) => inspection.finishInspection(db, storage, scope, params, 'CANCELLED'),
  );

  routes.post(
    `${base}/approve`,
    'Approve a completed inspection (super admin or APPROVE_INSPECTION on the place)',
    {
      description: '409 inspection/not_completed for an inspection that is not completed.',
      params: ZInspectionParams,
      body: ZApprovalBody,
      response: { 200: ZInspectionListItem },
    },
    ({ params }, scope) => inspections.setApproval(db, scope, params, true),
  );

  routes.post(
    `${base}/unapprove`,
    "Withdraw an inspection's approval (super admin, company admin or APPROVE_INSPECTION on the place)",
    { params: ZInspectionParams, body: ZApprovalBody, response: { 200: ZInspectionListItem } },
    ({ params }, scope) => inspections.setApproval(db, scope, params, false),
  );

  routes.patch(
    `${base}/details`,
    "Edit an inspection's name, startedAt and finishedAt",
    {
      description: `finishedAt not before startedAt; null while in progress, required once finished (400). ${RECORDERS} ${STATE}`,
      params: ZInspectionParams,
      body: ZUpdateInspectionDetailsRequest,
      response: { 200: ZInspection },
    },
    ({ params, body }, scope) => inspection.updateDetails(db, storage, scope, params, body),
  );

  routes.patch(
    `${base}/additional-fields`,
    'Edit the additional information: repair orders, additional treatments, batch numbers of used preparations, reason devices were not scanned',
    {
      description: `Fields sent replace their values (null or an empty text clears one); fields not sent stay. ${RECORDERS} ${STATE}`,
      params: ZInspectionParams,
      body: ZUpdateAdditionalFieldsRequest,
      response: { 200: ZInspection },
    },
    ({ params, body }, scope) => inspection.updateAdditionalFields(db, storage, scope, params, body),
  );

  routes.post(
    `${base}/connect`,
    'Connect a second inspection of the same place into this one (Trapline; the specification names the screen only)',
    {
      description:
        'Body inspectionId: the numeric id of another inspection of the same place (400 common/validation_failed when the place has none such; 400 inspection/connect_same_inspection for this one). ' +
        "Its devices and everything recorded in it (actions, pests, observations, photos, visual-inspection answers) move into this inspection, and it is deleted. A device both hold keeps this inspection's device, " +
        'with the records of both, scanned or checked when either was. This inspection keeps its name, user and status; it starts at the earlier start, ends at the later end once finished, ' +
        "and its description, note and additional fields are followed by the second's. Reports of the second stay the place's reports. One transaction: on any error nothing changes. " +
        `The caller must record in both inspections. ${RECORDERS} ${STATE} Errors about the second inspection carry details.inspectionId.`,
      params: ZInspectionParams,
      body: ZConnectInspectionsRequest,
      response: { 200: ZConnectInspectionsResponse },
    },
    ({ params, body }, scope) => connect.connectInspections(db, storage, scope, params, body),
  );

  routes.put(
    `${base}/visual-inspection/answers`,
    'Record the visual-inspection answers of an inspection (Trapline; not in the specification)',
    {
      description:
        'answers: one entry per answered question, { questionId, value YES or NO, note, recommendation }. Only the questions the place has selected ' +
        '(GET /api/v3/places/{id}/visual-inspection/questions) may be answered: others answer 400 on answers.<index>.questionId (question_not_selected), a question twice 400 (duplicate_id), and nothing changes. ' +
        'The answers to the selected questions become exactly those sent (a selected question left out has no answer); each keeps the question text as asked. ' +
        `Answers to questions the place no longer asks stay. Answers the inspection. ${RECORDERS} ${STATE}`,
      params: ZInspectionParams,
      body: ZSetVisualInspectionAnswersRequest,
      response: { 200: ZInspection },
    },
    ({ params, body }, scope) => setVisualInspectionAnswers(db, storage, scope, params, body),
  );

  routes.post(
    `${base}/visual-inspection/answers/:answerId/images`,
    'Add a photo to a visual-inspection answer (multipart: file; Trapline; not in the specification)',
    {
      description:
        `The file must be a PNG or a JPEG, judged by its content (415 common/unsupported_media_type), at most ${MAX_UPLOAD_BYTES} bytes (413 common/payload_too_large). ` +
        `An answer holds at most ${INSPECTION_LIMITS.photosPerAnswer} photos: 409 inspection/too_many_images. Answers the inspection (the answer's images as signed URLs, oldest first). ${RECORDERS} ${STATE}`,
      consumes: ['multipart/form-data'],
      params: ZAnswerParams,
      response: { 201: ZInspection, 413: ZErrorResponse, 415: ZErrorResponse },
    },
    (request, scope) => addAnswerPhoto(db, storage, scope, request.params, request.params.answerId, () => readUpload(request, ['png', 'jpeg'])),
  );

  routes.delete(
    `${base}/visual-inspection/answers/:answerId/images/:index`,
    "Delete a photo of a visual-inspection answer by its position in the answer's images, from 0 (Trapline; not in the specification)",
    { description: `Answers the inspection. ${CORRECTORS}`, params: ZAnswerPhotoParams, response: { 200: ZInspection } },
    ({ params }, scope) => deleteAnswerPhoto(db, storage, scope, params, params.answerId, params.index),
  );

  // ───────── devices of the inspection ─────────

  routes.post(
    `${base}/devices`,
    'Add a device of the place to the inspection',
    {
      description: `deviceUuid (or the numeric id) of a live device of the place (400 otherwise); 409 inspection/device_already_in_inspection when it is already there. The automatic actions of its type are recorded. ${RECORDERS} ${STATE}`,
      params: ZInspectionParams,
      body: ZAddInspectionDeviceRequest,
      response: { 201: ZInspectionDevice },
    },
    ({ params, body }, scope) => recording.addDevice(db, scope, params, body.deviceUuid),
  );

  routes.get(
    `${base}/devices/:inspectionDeviceId`,
    'One inspection device with its records made in the inspection',
    { params: ZDeviceParams, response: { 200: ZInspectionDevice } },
    ({ params }, scope) => recording.getDevice(db, scope, params),
  );

  routes.delete(
    `${base}/devices/:inspectionDeviceId`,
    'Remove a device from the inspection, with its records made in it',
    {
      description: `A device with records made in the inspection is removed by admins only (403 otherwise). ${RECORDERS} ${STATE}`,
      params: ZDeviceParams,
      response: { 204: z.null() },
    },
    ({ params }, scope) => recording.removeDevice(db, scope, params),
  );

  for (const mark of ['scanned', 'checked'] as const) {
    routes.post(
      `${base}/devices/:inspectionDeviceId/set-${mark}`,
      `Mark an inspection device as ${mark} (empty body; only ever set true, repeating is harmless)`,
      { description: `${RECORDERS} ${STATE}`, params: ZDeviceParams, body: ZEmptyBody, response: { 200: ZInspectionDevice } },
      ({ params }, scope) => recording.markDevice(db, scope, params, mark),
    );
  }

  routes.get(
    `${base}/devices/:inspectionDeviceId/images`,
    'The photos of an inspection device, oldest first, with signed URLs (Trapline; not in the specification)',
    { params: ZDeviceParams, response: { 200: ZInspectionPhotoList } },
    ({ params }, scope) => photos.listPhotos(db, storage, scope, params),
  );

  routes.post(
    `${base}/devices/:inspectionDeviceId/images`,
    'Add a photo of an inspection device (multipart: file; Trapline; not in the specification)',
    {
      description:
        `The file must be a PNG or a JPEG, judged by its content (415 common/unsupported_media_type), at most ${MAX_UPLOAD_BYTES} bytes (413 common/payload_too_large). ` +
        `A device holds at most ${INSPECTION_LIMITS.photosPerDevice} photos in one inspection: 409 inspection/too_many_images. ${RECORDERS} ${STATE}`,
      consumes: ['multipart/form-data'],
      params: ZDeviceParams,
      response: { 201: ZInspectionPhoto, 413: ZErrorResponse, 415: ZErrorResponse },
    },
    (request, scope) => photos.addPhoto(db, storage, scope, request.params, () => readUpload(request, ['png', 'jpeg'])),
  );

  routes.delete(
    `${base}/devices/:inspectionDeviceId/images/:imageId`,
    'Delete a photo of an inspection device (Trapline; not in the specification)',
    { description: CORRECTORS, params: ZPhotoParams, response: { 204: z.null() } },
    ({ params }, scope) => photos.deletePhoto(db, storage, scope, params, params.imageId),
  );

  routes.post(
    `${base}/devices/:inspectionDeviceId/actions`,
    'Record an action on an inspection device',
    {
      description: `deviceTypeActionId must be an action of the device's type (400); amount required, a whole number of at least 1. ${RECORDERS} ${STATE}`,
      params: ZDeviceParams,
      body: ZAddInspectionActionRequest,
      response: { 201: ZActionRecord },
    },
    ({ params, body }, scope) => recording.addAction(db, scope, params, body),
  );

  routes.post(
    `${base}/devices/:inspectionDeviceId/objects`,
    'Record a pest (object) on an inspection device',
    {
      description: `deviceTypeObjectId must be a pest of the device's type (400); amount required, a whole number of at least 1. ${RECORDERS} ${STATE}`,
      params: ZDeviceParams,
      body: ZAddInspectionObjectRequest,
      response: { 201: ZObjectRecord },
    },
    ({ params, body }, scope) => recording.addObject(db, scope, params, body),
  );

  routes.post(
    `${base}/devices/:inspectionDeviceId/observations`,
    'Record an observation on an inspection device',
    {
      description:
        "The type comes from the observation of the catalogue (a different type sent answers 400). BAIT_COLLECT: amountPercentage required, 0 to 100 in steps of 10 (the record's amount). " +
        'REFILL: mixtures keyed by id, { value, mixtureId }, at least one with value of at least 1; mixtures with value 0 are dropped, the grammage comes from the mixture catalogue, totalMixtures is the sum of value times grammage in grams (the amount) ' +
        `and previousTotalMixtures the device's previous refill total. NEUTRAL: amount 1. ${RECORDERS} ${STATE}`,
      params: ZDeviceParams,
      body: ZAddInspectionObservationRequest,
      response: { 201: ZObservationRecord },
    },
    ({ params, body }, scope) => recording.addObservation(db, scope, params, body),
  );

  routes.post(
    `${base}/device-types/:typeId/actions`,
    'Bulk add: the same action on every device of one type in the inspection',
    {
      description: `Body as for one device; answers how many records were made (0 when the inspection has no device of the type). ${RECORDERS} ${STATE}`,
      params: ZTypeParams,
      body: ZAddInspectionActionRequest,
      response: { 201: ZBulkRecordResponse },
    },
    ({ params, body }, scope) => recording.addForDeviceType(db, scope, params, params.typeId, { kind: 'action', body: body }),
  );

  routes.post(
    `${base}/device-types/:typeId/objects`,
    'Bulk add: the same pest on every device of one type in the inspection',
    {
      description: `Body as for one device; answers how many records were made. ${RECORDERS} ${STATE}`,
      params: ZTypeParams,
      body: ZAddInspectionObjectRequest,
      response: { 201: ZBulkRecordResponse },
    },
    ({ params, body }, scope) => recording.addForDeviceType(db, scope, params, params.typeId, { kind: 'object', body: body }),
  );

  // ───────── one record of the inspection ─────────

  /** GET, PATCH and DELETE of one kind of record, under the parameter name the specification gives. */
  function recordRoutes(
    kind: 'action' | 'object' | 'observation',
    path: string,
    param: 'actionId' | 'objectId' | 'observationId',
    label: string,
    schema: typeof ZActionRecord | typeof ZObjectRecord | typeof ZObservationRecord,
    patch: { summary: string; description: string; body: typeof ZUpdateInspectionActionRequest | typeof ZUpdateInspectionObservationRequest },
  ) {
    const params = ZInspectionParams.extend({ [param]: key } as Record<string, typeof key>);
    const url = `${base}/${path}/:${param}`;
    const keys = (p: Record<string, string | undefined>) => [{ placeId: p.placeId ?? '', inspectionId: p.inspectionId ?? '' }, p[param] ?? ''] as const;
    routes.get(url, `One ${label} record of the inspection`, { params, response: { 200: schema } }, ({ params }, scope) =>
      recording.getRecord(db, scope, ...keys(params), kind),
    );
    routes.patch(url, patch.summary, { description: patch.description, params, body: patch.body, response: { 200: schema } }, ({ params, body }, scope) =>
      kind === 'observation'
        ? recording.updateObservation(db, scope, ...keys(params), ZUpdateInspectionObservationRequest.parse(body))
        : recording.updateActionOrObject(db, scope, ...keys(params), kind, ZUpdateInspectionActionRequest.parse(body)),
    );
    routes.delete(url, `Delete a ${label} record`, { description: CORRECTORS, params, response: { 204: z.null() } }, ({ params }, scope) =>
      recording.deleteRecord(db, scope, ...keys(params), kind),
    );
  }

  const amountPatch = { description: CORRECTORS, body: ZUpdateInspectionActionRequest };
  recordRoutes('action', 'actions', 'actionId', 'action', ZActionRecord, {
    summary: 'Edit an action record: amount (at least 1), note, createdAt',
    ...amountPatch,
  });
  recordRoutes('object', 'objects', 'objectId', 'pest (object)', ZObjectRecord, {
    summary: 'Edit a pest record: amount (at least 1), note, createdAt',
    ...amountPatch,
  });
  recordRoutes('observation', 'observations', 'observationId', 'observation', ZObservationRecord, {
    summary: 'Edit an observation record: amountPercentage, mixtures, note, createdAt',
    description: `The type never changes (400). The rules of recording apply to the new values. ${CORRECTORS}`,
    body: ZUpdateInspectionObservationRequest,
  });
};

export default inspectionRoutes;
