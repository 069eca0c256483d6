import type { FastifyInstance } from 'fastify';
import type { StaffRole } from '../../modules/staff/schema.js';

/**
 * Who may call a route. Chosen per route, never by URL prefix; a route under /api without it refuses
 * to register, so no call is ever born without an access decision.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'student' } | { kind: 'staff'; roles: StaffRole[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const PUBLIC: RouteAccess = { kind: 'public' };

export function requireDeclaredAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access).`);
    }
  });
}
