import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflictErrors, routeSchemaFor, ZPlaceIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
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

const inspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url, {
    maxUploadBytes: MAX_UPLOAD_BYTES,
    photosPerAnswer: INSPECTION_LIMITS.photosPerAnswer,
    photosPerDevice: INSPECTION_LIMITS.photosPerDevice,
  });
  const routes = moduleRoutes(app, ['inspections'], conflictErrors, docs);
  const db = app.db;
  const storage = app.storage;
  /** The device tables of inspections, as PostgreSQL wrote them (at most 32 MB per API process). */
  const deviceTables = new AnswerCache(32 * 1024 * 1024);
  const base = '/api/places/:placeId/inspections/:inspectionId';

  routes.get(
    '/places/:placeId/inspections',
    { params: ZPlaceIdParams, querystring: ZInspectionListQuery, response: { 200: ZInspectionListResponse } },
    ({ params, query }, scope) => inspections.listInspections(db, scope, params.placeId, query),
  );

  routes.post('/api/places/:placeId/inspections', { params: ZPlaceIdParams, body: ZStartInspectionRequest, response: { 201: ZInspection } }, (request, scope) =>
    inspection.startInspection(db, storage, scope, request.params.placeId, request.body, request.lang),
  );

  routes.get(base, { params: ZInspectionParams, response: { 200: ZInspection } }, ({ params }, scope) => inspection.getInspection(db, storage, scope, params));

  app.get(`${base}/details`, {
    schema: route({
      ...docs.text('GET /api/places/:placeId/inspections/:inspectionId/details'),
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

  routes.post(`${base}/complete`, { params: ZInspectionParams, body: ZEmptyBody, response: { 200: ZInspection } }, ({ params }, scope) =>
    inspection.finishInspection(db, storage, scope, params, 'COMPLETED'),
  );

  routes.post(`${base}/cancel`, { params: ZInspectionParams, body: ZEmptyBody, response: { 200: ZInspection } }, ({ params }, scope) =>
    inspection.finishInspection(db, storage, scope, params, 'CANCELLED'),
  );

  routes.post(`${base}/approve`, { params: ZInspectionParams, body: ZApprovalBody, response: { 200: ZInspectionListItem } }, ({ params }, scope) =>
    inspections.setApproval(db, scope, params, true),
  );

  routes.post(`${base}/unapprove`, { params: ZInspectionParams, body: ZApprovalBody, response: { 200: ZInspectionListItem } }, ({ params }, scope) =>
    inspections.setApproval(db, scope, params, false),
  );

  routes.patch(
    `${base}/details`,
    { params: ZInspectionParams, body: ZUpdateInspectionDetailsRequest, response: { 200: ZInspection } },
    ({ params, body }, scope) => inspection.updateDetails(db, storage, scope, params, body),
  );

  routes.patch(
    `${base}/additional-fields`,
    { params: ZInspectionParams, body: ZUpdateAdditionalFieldsRequest, response: { 200: ZInspection } },
    ({ params, body }, scope) => inspection.updateAdditionalFields(db, storage, scope, params, body),
  );

  routes.post(
    `${base}/connect`,
    { params: ZInspectionParams, body: ZConnectInspectionsRequest, response: { 200: ZConnectInspectionsResponse } },
    ({ params, body }, scope) => connect.connectInspections(db, storage, scope, params, body),
  );

  routes.put(
    `${base}/visual-inspection/answers`,
    { params: ZInspectionParams, body: ZSetVisualInspectionAnswersRequest, response: { 200: ZInspection } },
    ({ params, body }, scope) => setVisualInspectionAnswers(db, storage, scope, params, body),
  );

  routes.post(
    `${base}/visual-inspection/answers/:answerId/images`,
    { consumes: ['multipart/form-data'], params: ZAnswerParams, response: { 201: ZInspection, 413: ZErrorResponse, 415: ZErrorResponse } },
    (request, scope) => addAnswerPhoto(db, storage, scope, request.params, () => readUpload(request, ['png', 'jpeg'])),
  );

  routes.delete(
    `${base}/visual-inspection/answers/:answerId/images/:index`,
    { params: ZAnswerPhotoParams, response: { 200: ZInspection } },
    ({ params }, scope) => deleteAnswerPhoto(db, storage, scope, params),
  );

  // ───────── devices of the inspection ─────────

  routes.post(
    `${base}/devices`,
    { params: ZInspectionParams, body: ZAddInspectionDeviceRequest, response: { 201: ZInspectionDevice } },
    ({ params, body }, scope) => recording.addDevice(db, scope, params, body.deviceUuid),
  );

  routes.get(`${base}/devices/:inspectionDeviceId`, { params: ZDeviceParams, response: { 200: ZInspectionDevice } }, ({ params }, scope) =>
    recording.getDevice(db, scope, params),
  );

  routes.delete(`${base}/devices/:inspectionDeviceId`, { params: ZDeviceParams, response: { 204: z.null() } }, ({ params }, scope) =>
    recording.removeDevice(db, scope, params),
  );

  for (const mark of ['scanned', 'checked'] as const) {
    routes.post(
      `${base}/devices/:inspectionDeviceId/set-${mark}`,
      { params: ZDeviceParams, body: ZEmptyBody, response: { 200: ZInspectionDevice } },
      ({ params }, scope) => recording.markDevice(db, scope, params, mark),
    );
  }

  routes.get(`${base}/devices/:inspectionDeviceId/images`, { params: ZDeviceParams, response: { 200: ZInspectionPhotoList } }, ({ params }, scope) =>
    photos.listPhotos(db, storage, scope, params),
  );

  routes.post(
    `${base}/devices/:inspectionDeviceId/images`,
    { consumes: ['multipart/form-data'], params: ZDeviceParams, response: { 201: ZInspectionPhoto, 413: ZErrorResponse, 415: ZErrorResponse } },
    (request, scope) => photos.addPhoto(db, storage, scope, request.params, () => readUpload(request, ['png', 'jpeg'])),
  );

  routes.delete(`${base}/devices/:inspectionDeviceId/images/:imageId`, { params: ZPhotoParams, response: { 204: z.null() } }, ({ params }, scope) =>
    photos.deletePhoto(db, storage, scope, params, params.imageId),
  );

  routes.post(
    `${base}/devices/:inspectionDeviceId/actions`,
    { params: ZDeviceParams, body: ZAddInspectionActionRequest, response: { 201: ZActionRecord } },
    ({ params, body }, scope) => recording.addAction(db, scope, params, body),
  );

  routes.post(
    `${base}/devices/:inspectionDeviceId/objects`,
    { params: ZDeviceParams, body: ZAddInspectionObjectRequest, response: { 201: ZObjectRecord } },
    ({ params, body }, scope) => recording.addObject(db, scope, params, body),
  );

  routes.post(
    `${base}/devices/:inspectionDeviceId/observations`,
    { params: ZDeviceParams, body: ZAddInspectionObservationRequest, response: { 201: ZObservationRecord } },
    ({ params, body }, scope) => recording.addObservation(db, scope, params, body),
  );

  routes.post(
    `${base}/device-types/:typeId/actions`,
    { params: ZTypeParams, body: ZAddInspectionActionRequest, response: { 201: ZBulkRecordResponse } },
    ({ params, body }, scope) => recording.addForDeviceType(db, scope, params, params.typeId, { kind: 'action', body: body }),
  );

  routes.post(
    `${base}/device-types/:typeId/objects`,
    { params: ZTypeParams, body: ZAddInspectionObjectRequest, response: { 201: ZBulkRecordResponse } },
    ({ params, body }, scope) => recording.addForDeviceType(db, scope, params, params.typeId, { kind: 'object', body: body }),
  );

  // ───────── one record of the inspection ─────────

  /** GET, PATCH and DELETE of one kind of record, under the parameter name the specification gives. */
  function recordRoutes(
    kind: 'action' | 'object' | 'observation',
    path: string,
    param: 'actionId' | 'objectId' | 'observationId',
    schema: typeof ZActionRecord | typeof ZObjectRecord | typeof ZObservationRecord,
    update: typeof ZUpdateInspectionActionRequest | typeof ZUpdateInspectionObservationRequest,
  ) {
    const params = ZInspectionParams.extend({ [param]: key } as Record<string, typeof key>);
    const url = `${base}/${path}/:${param}`;
    const keys = (p: Record<string, string | undefined>) => [{ placeId: p.placeId ?? '', inspectionId: p.inspectionId ?? '' }, p[param] ?? ''] as const;
    routes.get(url, { params, response: { 200: schema } }, ({ params }, scope) => recording.getRecord(db, scope, ...keys(params), kind));
    routes.patch(url, { params, body: update, response: { 200: schema } }, ({ params, body }, scope) =>
      kind === 'observation'
        ? recording.updateObservation(db, scope, ...keys(params), ZUpdateInspectionObservationRequest.parse(body))
        : recording.updateActionOrObject(db, scope, ...keys(params), kind, ZUpdateInspectionActionRequest.parse(body)),
    );
    routes.delete(url, { params, response: { 204: z.null() } }, ({ params }, scope) => recording.deleteRecord(db, scope, ...keys(params), kind));
  }

  recordRoutes('action', 'actions', 'actionId', ZActionRecord, ZUpdateInspectionActionRequest);
  recordRoutes('object', 'objects', 'objectId', ZObjectRecord, ZUpdateInspectionActionRequest);
  recordRoutes('observation', 'observations', 'observationId', ZObservationRecord, ZUpdateInspectionObservationRequest);
};

export default inspectionRoutes;
