import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkForEvaluationResponse, envelope, isEvaluationOpenedResponse } from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok } from '../../platform/http/envelope.js';
import { evaluationOpened, evaluationRequired } from './service.js';

const bearer = [{ bearer: [] }];

export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/api/Evaluation/IsEvaluationOpened',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Evaluation'],
        summary: "The current term's course evaluation window is open now",
        security: bearer,
        response: { 200: envelope(isEvaluationOpenedResponse) },
      },
    },
    async () => ok(await evaluationOpened(db, new Date())),
  );

  app.get(
    '/api/Evaluation/CheckForEvaluation',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Evaluation'],
        summary:
          'True while the evaluation window is open and the student has a registered section left to evaluate',
        security: bearer,
        response: { 200: envelope(checkForEvaluationResponse) },
      },
    },
    async (request) => ok(await evaluationRequired(db, studentOf(request).studentId, new Date())),
  );
};
