import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorEnvelope, FieldProblem } from '@portal/contract';
import { requestLanguage } from '../i18n/language.js';
import { say, type Said } from '../i18n/said.js';
import { inLanguage } from '../i18n/words.js';
import { isDatabaseUnavailable } from '../db/outage.js';
import { PortalHttpError } from './http-error.js';

/** A database restart or failover takes seconds; a client asking sooner would only be refused again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const CONTEXT_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** Each field of a schema mismatch and what is wrong with it, in the schema's own (English) words. */
function fieldProblems(error: FastifyError): FieldProblem[] {
  const context = CONTEXT_NAMES[error.validationContext ?? ''] ?? error.validationContext ?? 'request';
  return (error.validation ?? []).map((problem) => {
    const path = problem.instancePath.split('/').filter(Boolean).join('.');
    return { Field: path ? `${context}.${path}` : context, Problem: problem.message ?? 'is invalid' };
  });
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  statusCode: number,
  message: Said,
  errors?: Pick<ErrorEnvelope, 'Errors'>,
) {
  return reply.status(statusCode).send({
    Status: String(statusCode),
    RequestId: request.id,
    ReturnObject: null,
    Message: inLanguage(message, requestLanguage(request)),
    ...errors,
  });
}

/**
 * One place where failures become envelopes (DESIGN.md §4), written in the request's language: schema
 * mismatches are 422 naming each field, errors we raise keep their status, a database that cannot be
 * reached is a 503 (platform/db/outage.ts), and anything unexpected is a 500 that never shows its stack or SQL.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const problems = fieldProblems(error);
      const first = problems[0];
      const message = first
        ? say('request.fieldProblem', { field: first.Field, problem: first.Problem })
        : say('request.schemaMismatch');
      return send(reply, request, 422, message, { Errors: problems });
    }
    if (error instanceof PortalHttpError) return send(reply, request, error.statusCode, error.said);
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx (malformed JSON, empty body…) would be 400, which the app reads as
      // "announcement not accepted"; they are request-shape problems, so 422.
      const mapped = status === 400 ? 422 : status;
      return send(reply, request, mapped, say('request.unreadable', { detail: error.message }));
    }
    if (isDatabaseUnavailable(error)) {
      // Not a fault in the request or the code: the same call succeeds once PostgreSQL is back.
      request.log.warn({ err: error }, 'database unavailable');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, request, 503, say('request.databaseUnavailable'));
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, request, 500, say('request.failed'));
  });

  app.setNotFoundHandler((request, reply) =>
    send(
      reply,
      request,
      404,
      say('request.noSuchCall', { method: request.method, path: request.url.split('?')[0] ?? '' }),
    ),
  );
}
