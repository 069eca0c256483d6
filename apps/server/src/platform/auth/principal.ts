import type { StaffRole } from './staff-roles.js';

/** The staff member acting for a student during impersonation (the JWT `act` claim, RFC 8693). */
export interface Actor {
  staffId: number;
  email: string;
  impersonationId: number;
}

/** Who is calling, as proven by a portal token. */
export type Principal =
  | { kind: 'student'; studentId: number; email: string; tokenId: string; expiresAt: Date; actor?: Actor }
  | { kind: 'staff'; staffId: number; email: string; roles: StaffRole[]; tokenId: string; expiresAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on routes whose access is not public. */
    principal?: Principal;
  }
}
