import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { impersonations, STAFF_ROLES, type StaffRole } from '../../modules/staff/schema.js';
import type { Database } from '../../platform/db/client.js';
import { buildStaffMember, buildStudent } from '../factories.js';

/** Who calls in the role matrix. */
export const CALLERS = ['anonymous', 'student', ...STAFF_ROLES, 'impersonating'] as const;
export type Caller = (typeof CALLERS)[number];

export interface Cast {
  student: { id: number; email: string; code: string };
  staff: Record<StaffRole, { id: number; email: string; roles: StaffRole[] }>;
  /** A fresh Authorization header for the caller (undefined for anonymous): calls like Logout revoke theirs. */
  authorization(caller: Caller): Promise<string | undefined>;
}

/**
 * A student and one staff member per role, plus a registrar acting as that student through a real
 * impersonation record. Every call gets its own token, so one that revokes its token spoils no other.
 */
export async function buildCast(app: FastifyInstance, db: Database): Promise<Cast> {
  const student = await buildStudent(db);
  const staffEntries = await Promise.all(
    STAFF_ROLES.map(async (role) => [role, await buildStaffMember(db, { roles: [role] })] as const),
  );
  const staff = Object.fromEntries(staffEntries) as Record<StaffRole, (typeof staffEntries)[number][1]>;
  return {
    student,
    staff,
    async authorization(caller) {
      if (caller === 'anonymous') return undefined;
      if (caller === 'student') {
        const issued = await app.portalAuth.issue({
          kind: 'student',
          studentId: student.id,
          email: student.email,
        });
        return `Bearer ${issued.token}`;
      }
      if (caller === 'impersonating') return impersonationAuthorization(app, db, staff.registrar, student);
      const member = staff[caller];
      const issued = await app.portalAuth.issue({
        kind: 'staff',
        staffId: member.id,
        email: member.email,
        roles: member.roles,
      });
      return `Bearer ${issued.token}`;
    },
  };
}

/** The token StartImpersonation would hand a registrar, backed by its impersonation record. */
export async function impersonationAuthorization(
  app: FastifyInstance,
  db: Database,
  staff: { id: number; email: string },
  student: { id: number; email: string },
): Promise<string> {
  const tokenId = randomUUID();
  const expiresAt = new Date(Date.now() + 30 * 60_000);
  const [record] = await db
    .insert(impersonations)
    .values({ staffMemberId: staff.id, studentId: student.id, reason: 'security matrix', tokenId, expiresAt })
    .returning();
  if (!record) throw new Error('The impersonation insert returned no row');
  const issued = await app.portalAuth.issue(
    {
      kind: 'student',
      studentId: student.id,
      email: student.email,
      actor: { staffId: staff.id, email: staff.email, impersonationId: record.id },
    },
    { tokenId, lifetimeSeconds: 30 * 60 },
  );
  return `Bearer ${issued.token}`;
}
