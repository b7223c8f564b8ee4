import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
import { routeDocs } from '../../lib/route-docs.ts';
import { z } from 'zod';
import { ZErrorResponse } from '@trapline/contracts/errors';
import {
  ZAvailableQuestionsQuery,
  ZCreateQuestionRequest,
  ZPlaceQuestions,
  ZSetPlaceQuestionsRequest,
  ZSetQuestionOrderRequest,
  ZUpdateQuestionRequest,
  ZVisualInspectionQuestion,
  ZVisualInspectionQuestionList,
} from '@trapline/contracts/visual-inspection';
import * as questions from './service.ts';

const visualInspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const docs = routeDocs(import.meta.url);
  const db = app.db;
  const routes = moduleRoutes(app, ['visual inspection'], errors, docs);
  const base = '/api/visual-inspection/questions';

  routes.get(base, { response: { 200: ZVisualInspectionQuestionList } }, (_request, scope) => questions.listQuestions(db, scope));

  routes.post(base, { body: ZCreateQuestionRequest, response: { 201: ZVisualInspectionQuestion } }, ({ body }, scope) =>
    questions.createQuestion(db, scope, body),
  );

  routes.post(
    `${base}/set-order`,
    { body: ZSetQuestionOrderRequest, response: { 200: ZVisualInspectionQuestionList, 409: ZErrorResponse } },
    ({ body }, scope) => questions.setQuestionOrder(db, scope, body),
  );

  routes.get(`${base}/:id`, { params: ZIdParams, response: { 200: ZVisualInspectionQuestion } }, ({ params }, scope) =>
    questions.getQuestion(db, scope, params.id),
  );

  routes.patch(`${base}/:id`, { params: ZIdParams, body: ZUpdateQuestionRequest, response: { 200: ZVisualInspectionQuestion } }, ({ params, body }, scope) =>
    questions.updateQuestion(db, scope, params.id, body),
  );

  routes.delete(`${base}/:id`, { params: ZIdParams, response: { 204: z.null() } }, ({ params }, scope) => questions.deleteQuestion(db, scope, params.id));

  routes.get(
    '/api/v3/places/visual-inspection/questions',
    { querystring: ZAvailableQuestionsQuery, response: { 200: ZVisualInspectionQuestionList } },
    ({ query }, scope) => questions.availableQuestions(db, scope, query.placeId),
  );

  routes.get('/api/v3/places/:id/visual-inspection/questions', { params: ZIdParams, response: { 200: ZPlaceQuestions } }, ({ params }, scope) =>
    questions.placeQuestions(db, scope, params.id),
  );

  routes.put(
    '/api/v3/places/:id/visual-inspection/questions',
    { params: ZIdParams, body: ZSetPlaceQuestionsRequest, response: { 200: ZPlaceQuestions } },
    ({ params, body }, scope) => questions.setPlaceQuestions(db, scope, params.id, body),
  );
};

export default visualInspectionRoutes;
