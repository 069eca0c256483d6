import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldProblem } from '@portal/contract';
import { PortalHttpError } from './http-error.js';

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  body: Omit<ErrorEnvelope, 'Status'>,
) {
  return reply.status(statusCode).send({ Status: String(statusCode), RequestId: request.id, ...body });
}

function fieldProblems(error: FastifyError): FieldProblem[] {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
  return (error.validation ?? []).map((problem) => {
    const path = problem.instancePath.split('/').filter(Boolean).join('.');
    return { Field: path ? `${context}.${path}` : context, Problem: problem.message ?? 'is invalid' };
  });
}

/**
 * One place where failures become envelopes (DESIGN.md §4): schema mismatches are 422 naming each field,
 * errors we raise keep their status, and anything unexpected is a 500 that never shows its stack or SQL.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const problems = fieldProblems(error);
      const first = problems[0];
      return send(reply, request, 422, {
        ReturnObject: null,
        Message: first ? `${first.Field}: ${first.Problem}` : 'The request does not match its schema.',
        Errors: problems,
      });
    }
    if (error instanceof PortalHttpError) {
      return send(reply, request, error.statusCode, { ReturnObject: null, Message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, empty body…) would be 400, which the app reads as
      // "announcement not accepted"; they are request-shape problems, so 422.
      const mapped = status === 400 ? 422 : status;
      return send(reply, request, mapped, { ReturnObject: null, Message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, {
      ReturnObject: null,
      Message: 'The server could not complete the request. Please try again later.',
    });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, request, 404, {
      ReturnObject: null,
      Message: `No ${request.method} ${request.url.split('?')[0]} here.`,
    }),
  );
}
