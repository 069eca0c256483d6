import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../modules/staff/schema.js';

/** A signed-in student's Authorization header, issued the way NewLogin issues it. */
export async function studentAuthorization(app: FastifyInstance, student: { id: number; email: string }) {
  const issued = await app.portalAuth.issue({ kind: 'student', studentId: student.id, email: student.email });
  return { authorization: `Bearer ${issued.token}` };
}

/** A signed-in staff member's Authorization header, issued the way AdminLogin issues it. */
export async function staffAuthorization(
  app: FastifyInstance,
  staff: { id: number; email: string; roles: StaffRole[] },
) {
  const issued = await app.portalAuth.issue({
    kind: 'staff',
    staffId: staff.id,
    email: staff.email,
    roles: staff.roles,
  });
  return { authorization: `Bearer ${issued.token}` };
}
