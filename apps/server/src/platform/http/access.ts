import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../auth/staff-roles.js';

/**
 * Who may call a route. Chosen per route, never by URL prefix; a route under /api without it refuses
 * to register, so no call is ever born without an access decision.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'student' }
  | { kind: 'staff'; roles: StaffRole[] }
  /** Anyone with a valid portal token: a student, a staff member, or staff acting as a student. */
  | { kind: 'signed-in' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Payments, contact and bank details: refused while staff act as the student. */
    refusedWhileImpersonating?: boolean;
  }
}

export const PUBLIC: RouteAccess = { kind: 'public' };
export const STUDENT: RouteAccess = { kind: 'student' };
export const SIGNED_IN: RouteAccess = { kind: 'signed-in' };

export function requireDeclaredAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access).`);
    }
  });
}
