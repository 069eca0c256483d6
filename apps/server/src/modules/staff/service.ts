import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { impersonationSession } from '@portal/contract';
import type { Config } from '../../config.js';
import type { PortalAuth } from '../../platform/auth/portal-auth.js';
import type { Principal } from '../../platform/auth/principal.js';
import type { Database } from '../../platform/db/client.js';
import {
  endImpersonation,
  findStudentForImpersonation,
  insertImpersonation,
  isStaffEmail,
} from './queries.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';

type StaffPrincipal = Extract<Principal, { kind: 'staff' }>;
type ImpersonationSession = z.infer<typeof impersonationSession>;

export type ImpersonationOutcome =
  | { kind: 'started'; session: ImpersonationSession; studentId: number; impersonationId: number }
  | Refused<'403', { studentId?: number }>;

/**
 * Starts acting as a student. The student token names the staff member (`act`), lasts at most
 * IMPERSONATION_MAX_MINUTES (and never beyond the staff session), and cannot start another impersonation:
 * only a staff token may call this, and an impersonation token is a student token.
 */
export async function startImpersonation(
  db: Database,
  auth: PortalAuth,
  config: Config,
  staff: StaffPrincipal,
  request: { userName: string; reason: string },
): Promise<ImpersonationOutcome> {
  const student = await findStudentForImpersonation(db, request.userName);
  if (!student) return refused('403', say('impersonation.noStudent', { userName: request.userName }));
  if (await isStaffEmail(db, student.email)) {
    return { ...refused('403', say('impersonation.staffAccount')), studentId: student.id };
  }
  const staffSecondsLeft = Math.floor((staff.expiresAt.getTime() - Date.now()) / 1000);
  const lifetimeSeconds = Math.min(config.IMPERSONATION_MAX_MINUTES * 60, staffSecondsLeft);
  if (lifetimeSeconds < 60) {
    return {
      ...refused('403', say('impersonation.sessionEnding')),
      studentId: student.id,
    };
  }
  const tokenId = randomUUID();
  const expiresAt = new Date(Date.now() + lifetimeSeconds * 1000);
  const impersonationId = await insertImpersonation(db, {
    staffMemberId: staff.staffId,
    studentId: student.id,
    reason: request.reason,
    tokenId,
    expiresAt,
  });
  const issued = await auth.issue(
    {
      kind: 'student',
      studentId: student.id,
      email: student.email,
      actor: { staffId: staff.staffId, email: staff.email, impersonationId },
    },
    { lifetimeSeconds, tokenId },
  );
  return {
    kind: 'started',
    studentId: student.id,
    impersonationId,
    session: {
      access_token: issued.token,
      token_type: 'bearer',
      expires_in: lifetimeSeconds,
      userName: student.email,
      Role: 'student',
      Roles: [],
      DisplayName: student.nameEn,
      ActingAs: { StudentCode: student.code, StudentENName: student.nameEn, Email: student.email },
      ExpiresAt: issued.expiresAt.toISOString(),
    },
  };
}

/** Ends the impersonation the presented token belongs to and revokes that token everywhere. */
export async function stopImpersonation(db: Database, auth: PortalAuth, principal: Principal) {
  if (principal.kind !== 'student' || !principal.actor) return undefined;
  const ended = await endImpersonation(db, principal.actor.impersonationId, principal.actor.staffId);
  await auth.revoke(principal.tokenId, principal.expiresAt);
  return ended;
}
