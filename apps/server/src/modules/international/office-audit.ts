import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../platform/auth/authenticate.js';
import type { Database } from '../../platform/db/client.js';
import { recordAudit, type AuditEvent } from '../audit/service.js';

/**
 * One line of the audit log for what an office clerk did (or was refused): under the clerk and, for an
 * application, its student, so either's history shows it.
 */
export async function auditOfficeAct(
  db: Database,
  request: FastifyRequest,
  act: {
    action: string;
    outcome: AuditEvent['outcome'];
    studentId?: number | undefined;
    target: string;
    details: Record<string, unknown>;
  },
): Promise<void> {
  const staff = staffOf(request);
  await recordAudit(db, request, {
    action: act.action,
    outcome: act.outcome,
    staffMemberId: staff.staffId,
    studentId: act.studentId ?? null,
    actorLabel: staff.email,
    target: act.target,
    details: act.details,
  });
}
