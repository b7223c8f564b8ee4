import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, routeSchemaFor, ZIdParams } from '../../lib/route-schema.ts';
import { z } from 'zod';
import { ZKey } from '@trapline/contracts/common';
import {
  ZActionRecord,
  ZDeviceImage,
  ZObjectRecord,
  ZObservationRecord,
  ZUpdateActionRecordRequest,
  ZUpdateObjectRecordRequest,
  ZUpdateObservationRecordRequest,
} from '@trapline/contracts/device-records';
import { scopeOf } from '../../plugins/app/auth.ts';
import * as records from './records.ts';

const key = ZKey;
const route = routeSchemaFor(['device records'], errors);

const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const base = '/api/v3/devices/:id';

  app.get(`${base}/actions`, {
    schema: route({ summary: "A device's actions, newest first", params: ZIdParams, response: { 200: z.array(ZActionRecord) } }),
    handler: (request) => records.listActions(db, scopeOf(request), request.params.id, request.lang),
  });
  app.get(`${base}/objects`, {
    schema: route({ summary: "A device's pests (objects), newest first", params: ZIdParams, response: { 200: z.array(ZObjectRecord) } }),
    handler: (request) => records.listObjects(db, scopeOf(request), request.params.id, request.lang),
  });
  app.get(`${base}/observations`, {
    schema: route({ summary: "A device's observations, newest first", params: ZIdParams, response: { 200: z.array(ZObservationRecord) } }),
    handler: (request) => records.listObservations(db, scopeOf(request), request.params.id, request.lang),
  });
  app.get(`${base}/images`, {
    schema: route({ summary: "A device's images with signed URLs", params: ZIdParams, response: { 200: z.array(ZDeviceImage) } }),
    handler: (request) => records.listImages(db, app.storage, scopeOf(request), request.params.id),
  });

  const ZAction = ZIdParams.extend({ actionId: key });
  app.get(`${base}/actions/:actionId`, {
    schema: route({ summary: 'One action record', params: ZAction, response: { 200: ZActionRecord } }),
    handler: (request) => records.getAction(db, scopeOf(request), request.params.id, request.params.actionId),
  });
  app.patch(`${base}/actions/:actionId`, {
    schema: route({
      summary: 'Edit an action record (admins; note and amount required, amount min 0)',
      params: ZAction,
      body: ZUpdateActionRecordRequest,
      response: { 200: ZActionRecord },
    }),
    handler: (request) => records.updateAction(db, scopeOf(request), request.params.id, request.params.actionId, request.body),
  });
  app.delete(`${base}/actions/:actionId`, {
    schema: route({ summary: 'Delete an action record (admins)', params: ZAction, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await records.deleteRecord(db, scopeOf(request), 'action', request.params.id, request.params.actionId);
      return reply.status(204).send(null);
    },
  });

  const ZObject = ZIdParams.extend({ objectId: key });
  app.get(`${base}/objects/:objectId`, {
    schema: route({ summary: 'One pest record', params: ZObject, response: { 200: ZObjectRecord } }),
    handler: (request) => records.getObject(db, scopeOf(request), request.params.id, request.params.objectId),
  });
  app.patch(`${base}/objects/:objectId`, {
    schema: route({
      summary: 'Edit a pest record (admins; object and amount required, amount min 0)',
      params: ZObject,
      body: ZUpdateObjectRecordRequest,
      response: { 200: ZObjectRecord },
    }),
    handler: (request) => records.updateObject(db, scopeOf(request), request.params.id, request.params.objectId, request.body),
  });
  app.delete(`${base}/objects/:objectId`, {
    schema: route({ summary: 'Delete a pest record (admins)', params: ZObject, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await records.deleteRecord(db, scopeOf(request), 'object', request.params.id, request.params.objectId);
      return reply.status(204).send(null);
    },
  });

  const ZObservation = ZIdParams.extend({ observationId: key });
  app.get(`${base}/observations/:observationId`, {
    schema: route({ summary: 'One observation record', params: ZObservation, response: { 200: ZObservationRecord } }),
    handler: (request) => records.getObservation(db, scopeOf(request), request.params.id, request.params.observationId),
  });
  app.patch(`${base}/observations/:observationId`, {
    schema: route({
      summary: 'Edit an observation record (admins; the observation type never changes)',
      description: 'Refill mixtures with value 0 are dropped and totalMixtures is recomputed as the sum of value times grammage.',
      params: ZObservation,
      body: ZUpdateObservationRecordRequest,
      response: { 200: ZObservationRecord },
    }),
    handler: (request) => records.updateObservation(db, scopeOf(request), request.params.id, request.params.observationId, request.body),
  });
  app.delete(`${base}/observations/:observationId`, {
    schema: route({ summary: 'Delete an observation record (admins)', params: ZObservation, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await records.deleteRecord(db, scopeOf(request), 'observation', request.params.id, request.params.observationId);
      return reply.status(204).send(null);
    },
  });

  const ZImage = ZIdParams.extend({ imageId: key });
  app.get(`${base}/images/:imageId`, {
    schema: route({ summary: 'One image with a signed URL', params: ZImage, response: { 200: ZDeviceImage } }),
    handler: (request) => records.getImage(db, app.storage, scopeOf(request), request.params.id, request.params.imageId),
  });
  app.delete(`${base}/images/:imageId`, {
    schema: route({ summary: 'Delete an image and its file (admins)', params: ZImage, response: { 204: z.null() } }),
    handler: async (request, reply) => {
      await records.deleteImage(db, app.storage, scopeOf(request), request.params.id, request.params.imageId);
      return reply.status(204).send(null);
    },
  });
};

export default recordRoutes;
