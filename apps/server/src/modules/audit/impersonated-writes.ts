import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OK_STATUS } from '@portal/contract';
import { recordAudit } from './service.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The envelope's Status of an answer, read once for the audit entry (a refusal is HTTP 200). */
const envelopeStatus = new WeakMap<FastifyRequest, string>();

function impersonatedWrite(request: FastifyRequest) {
  const principal = request.principal;
  if (principal?.kind !== 'student' || !principal.actor || READS.has(request.method)) return undefined;
  if (request.routeOptions.url === '/api/Student/StopImpersonation') return undefined;
  // A POST the call table marks read-only (a look-up, a live-stream ticket) changes nothing to record.
  if (request.routeOptions.config.call?.readOnly) return undefined;
  return { principal, actor: principal.actor };
}

function statusOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined;
  try {
    const body: unknown = JSON.parse(payload);
    return typeof body === 'object' && body !== null && 'Status' in body && typeof body.Status === 'string'
      ? body.Status
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Every change made while staff act as a student is written to the Portal Logger with both identities,
 * whatever module made it and however it ended: a business refusal (HTTP 200, Status ≠ "200") is
 * 'refused', an HTTP error 'failure' — a refused write is evidence too.
 */
export function auditImpersonatedWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!impersonatedWrite(request)) return payload;
    const status = statusOf(payload);
    if (status !== undefined) envelopeStatus.set(request, status);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const write = impersonatedWrite(request);
    if (!write) return;
    const status = envelopeStatus.get(request);
    const outcome =
      reply.statusCode >= 400
        ? 'failure'
        : status !== undefined && status !== OK_STATUS
          ? 'refused'
          : 'success';
    await recordAudit(app.database.db, request, {
      action: 'write',
      outcome,
      staffMemberId: write.actor.staffId,
      studentId: write.principal.studentId,
      actorLabel: write.actor.email,
      target: `${request.method} ${request.routeOptions.url ?? request.url}`,
      details: { impersonationId: write.actor.impersonationId, statusCode: reply.statusCode, status },
    });
  });
}
