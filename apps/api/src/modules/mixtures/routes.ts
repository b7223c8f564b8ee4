import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZCreateMixtureRequest, ZMixture, ZMixtureList, ZSetMixtureOrderRequest, ZUpdateMixtureRequest } from '@trapline/contracts/admin';
import { ZErrorResponse } from '@trapline/contracts/errors';
import * as mixtures from './service.ts';

const mixtureRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const base = '/api/v3/admin/mixtures';
  const mixture = moduleRoutes(app, ['admin: mixtures'], errors, docs);

  mixture.get(base, { response: { 200: ZMixtureList } }, (_request, scope) => mixtures.listMixtures(db, scope));

  mixture.post(base, { body: ZCreateMixtureRequest, response: { 201: ZMixture } }, ({ body }, scope) => mixtures.createMixture(db, scope, body));

  mixture.post(`${base}/set-order`, { body: ZSetMixtureOrderRequest, response: { 200: ZMixtureList, 409: ZErrorResponse } }, ({ body }, scope) =>
    mixtures.setMixtureOrder(db, scope, body),
  );

  mixture.get(`${base}/:id`, { params: ZIdParams, response: { 200: ZMixture } }, ({ params }, scope) => mixtures.getMixture(db, scope, params.id));

  mixture.patch(`${base}/:id`, { params: ZIdParams, body: ZUpdateMixtureRequest, response: { 200: ZMixture } }, ({ params, body }, scope) =>
    mixtures.updateMixture(db, scope, params.id, body),
  );

  mixture.delete(`${base}/:id`, { params: ZIdParams, response: { 204: z.null() } }, ({ params }, scope) => mixtures.deleteMixture(db, scope, params.id));
};

export default mixtureRoutes;
