import type { FastifyInstance } from 'fastify';
import { recordAudit } from './service.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every change made while staff act as a student is written to the Portal Logger with both identities,
 * whatever module made it and however it ended (a refused write is evidence too).
 */
export function auditImpersonatedWrites(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const principal = request.principal;
    if (principal?.kind !== 'student' || !principal.actor || READS.has(request.method)) return;
    if (request.routeOptions.url === '/api/Student/StopImpersonation') return;
    await recordAudit(app.database.db, request, {
      action: 'write',
      outcome: reply.statusCode < 400 ? 'success' : 'failure',
      staffMemberId: principal.actor.staffId,
      studentId: principal.studentId,
      actorLabel: principal.actor.email,
      target: `${request.method} ${request.routeOptions.url ?? request.url}`,
      details: { impersonationId: principal.actor.impersonationId, statusCode: reply.statusCode },
    });
  });
}
