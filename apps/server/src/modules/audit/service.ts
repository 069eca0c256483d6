import type { FastifyRequest } from 'fastify';
import type { AuditEntryView } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { ThrottlingBegun } from '../../platform/auth/sign-in-throttle.js';
import { storableRecord, storableText } from '../../platform/text/storable-text.js';
import type { AuditOutcome } from './schema.js';
import { insertAuditEntry, listAuditEntries, type AuditFilters } from './queries.js';

// What other modules use of this module's internals, so they never import those files directly.
export { countImpersonatedWrites } from './queries.js';

export interface AuditEvent {
  action: string;
  outcome: AuditOutcome;
  staffMemberId?: number | null;
  studentId?: number | null;
  actorLabel?: string | null;
  target?: string | null;
  details?: Record<string, unknown>;
}

/** Where a request came from: its address and the MobPlatform header (1 iOS, 2 Android, 3 other). */
export function requestOrigin(request: FastifyRequest): { address: string; platform: number | null } {
  const header = request.headers.mobplatform;
  const platform = typeof header === 'string' && /^[123]$/.test(header) ? Number(header) : null;
  return { address: request.ip, platform };
}

/**
 * Writes one entry of the Portal Logger. Never pass passwords, tokens or grades in `details`. Text that came
 * with the request (a user name typed at a sign-in form…) is made storable first: recording a refusal must
 * never be the statement that fails it.
 */
export async function recordAudit(db: Database, request: FastifyRequest, event: AuditEvent): Promise<void> {
  const origin = requestOrigin(request);
  const text = (value: string | null | undefined) => (value == null ? null : storableText(value));
  await insertAuditEntry(db, {
    action: text(event.action) ?? '',
    outcome: event.outcome,
    staffMemberId: event.staffMemberId ?? null,
    studentId: event.studentId ?? null,
    actorLabel: text(event.actorLabel),
    target: text(event.target),
    address: storableText(origin.address),
    platform: origin.platform,
    details: event.details ? storableRecord(event.details) : null,
  });
}

/**
 * Tells staff, in the Portal Logger, that repeated failed sign-ins have begun to be delayed: for this
 * account from this address, for this account from anywhere, or for this address.
 */
export async function recordSignInThrottled(
  db: Database,
  request: FastifyRequest,
  attempt: { account: string; staffMemberId?: number | null },
  begun: readonly ThrottlingBegun[],
): Promise<void> {
  for (const { counter, failures } of begun) {
    await recordAudit(db, request, {
      action: 'sign-in-throttled',
      outcome: 'success',
      staffMemberId: attempt.staffMemberId ?? null,
      actorLabel: attempt.account || null,
      details: { counter, failures },
    });
  }
}

export async function portalLogPage(db: Database, filters: AuditFilters) {
  const { items, total } = await listAuditEntries(db, filters);
  const views: AuditEntryView[] = items.map((item) => ({
    Id: item.id,
    At: item.at.toISOString(),
    Action: item.action,
    Outcome: item.outcome,
    StaffEmail: item.staffEmail,
    StudentCode: item.studentCode,
    ActorLabel: item.actorLabel,
    Target: item.target,
    Address: item.address,
    Platform: item.platform,
  }));
  return { items: views, total };
}
