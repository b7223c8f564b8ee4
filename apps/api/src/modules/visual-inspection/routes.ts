import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ZIdParams } from '../../lib/route-schema.ts';
import { moduleRoutes } from '../../lib/module-routes.ts';
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

const rights =
  'The super admin manages the product-wide questions (offered to every company); a company admin of a company without a parent manages that company\u2019s own. ' +
  'Everyone else answers 403; a question outside the caller\u2019s list answers 404. `id` is the numeric id or the uuid.';
const fields =
  'question (required), comment (required), defaultAnswer (YES or NO, required), translations `{ pl?, en?, de?, it?, ru?: { question, comment } }` (empty means "not translated").';

const visualInspectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const routes = moduleRoutes(app, ['visual inspection'], errors);
  const base = '/api/visual-inspection/questions';

  routes.get(
    base,
    'The caller\u2019s visual-inspection questions, in the list\u2019s order',
    {
      description: `${rights} Ordered by \`order\` (1, 2, 3, \u2026 without gaps). The whole list at once: it is reordered by dragging.`,
      response: { 200: ZVisualInspectionQuestionList },
    },
    (_request, scope) => questions.listQuestions(db, scope),
  );

  routes.post(
    base,
    'Create a visual-inspection question, placed at the end of the list',
    { description: `${rights} ${fields}`, body: ZCreateQuestionRequest, response: { 201: ZVisualInspectionQuestion } },
    ({ body }, scope) => questions.createQuestion(db, scope, body),
  );

  routes.post(
    `${base}/set-order`,
    'Reorder the caller\u2019s questions: the whole new order at once',
    {
      description:
        `${rights} The body lists every question of the caller\u2019s list exactly once as \`{ id, order }\`; the positions need only be distinct and are stored as 1, 2, 3, \u2026 in their order. ` +
        'Changes of the order are applied one at a time, so requests arriving together never mix. A list that leaves out a current question or names one that is not in ' +
        'the list (it changed meanwhile, or another list\u2019s question) answers 409 visual_inspection/order_outdated with `details.missingIds` and `details.unknownIds`, and changes nothing. ' +
        'Answers the list in its new order.',
      body: ZSetQuestionOrderRequest,
      response: { 200: ZVisualInspectionQuestionList, 409: ZErrorResponse },
    },
    ({ body }, scope) => questions.setQuestionOrder(db, scope, body),
  );

  routes.get(
    `${base}/:id`,
    'One visual-inspection question',
    { description: rights, params: ZIdParams, response: { 200: ZVisualInspectionQuestion } },
    ({ params }, scope) => questions.getQuestion(db, scope, params.id),
  );

  routes.patch(
    `${base}/:id`,
    'Change a visual-inspection question',
    {
      description: `${rights} Any of ${fields} The languages sent replace the stored ones; the others stay. Answers already given keep the text they were asked with.`,
      params: ZIdParams,
      body: ZUpdateQuestionRequest,
      response: { 200: ZVisualInspectionQuestion },
    },
    ({ params, body }, scope) => questions.updateQuestion(db, scope, params.id, body),
  );

  routes.delete(
    `${base}/:id`,
    'Delete a visual-inspection question; the ones after it move up',
    {
      description: `${rights} Places stop asking it; answers already given in inspections keep the question\u2019s text.`,
      params: ZIdParams,
      response: { 204: z.null() },
    },
    ({ params }, scope) => questions.deleteQuestion(db, scope, params.id),
  );

  routes.get(
    '/api/v3/places/visual-inspection/questions',
    'The visual-inspection questions a place may pick from',
    {
      description:
        'Every signed-in user. The product-wide questions first, then those of the pest-control company the place belongs to (a client company\u2019s places use its provider\u2019s), each list in its order. ' +
        'With `placeId` (numeric id or uuid of a place the caller sees, else 404): that place\u2019s choice; without it: the caller\u2019s company\u2019s (for the super admin the product-wide questions alone).',
      querystring: ZAvailableQuestionsQuery,
      response: { 200: ZVisualInspectionQuestionList },
    },
    ({ query }, scope) => questions.availableQuestions(db, scope, query.placeId),
  );

  routes.get(
    '/api/v3/places/:id/visual-inspection/questions',
    'The visual-inspection questions a place asks',
    {
      description:
        'Anyone who sees the place (else 404). `id` is the place\u2019s numeric id or uuid. The chosen questions, in the order of the lists they belong to.',
      params: ZIdParams,
      response: { 200: ZPlaceQuestions },
    },
    ({ params }, scope) => questions.placeQuestions(db, scope, params.id),
  );

  routes.put(
    '/api/v3/places/:id/visual-inspection/questions',
    'Choose the visual-inspection questions a place asks',
    {
      description:
        'The place\u2019s set-up: the super admin, a company admin or a controller who sees the place (a technician or client user: 403; a place not seen: 404). ' +
        'Body `{ questions: [id, \u2026] }`: the whole new choice (an empty list asks none). An id the place may not pick (unknown, deleted, another company\u2019s) ' +
        'answers 400 on `questions.<index>` (message question_not_found) and changes nothing. Answers the new choice.',
      params: ZIdParams,
      body: ZSetPlaceQuestionsRequest,
      response: { 200: ZPlaceQuestions },
    },
    ({ params, body }, scope) => questions.setPlaceQuestions(db, scope, params.id, body),
  );
};

export default visualInspectionRoutes;
