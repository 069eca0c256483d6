import type { RouteAccess } from '../../platform/http/access.js';

/** The international office's own role: its staff see every student's applications and edit the programs. */
export const INTERNATIONAL_OFFICE: RouteAccess = { kind: 'staff', roles: ['international-office'] };
