import type { RouteAccess } from '../../platform/http/access.js';

/** The placement office's own role: its staff run every faculty's Tanseek rounds. */
export const PLACEMENT_OFFICE: RouteAccess = { kind: 'staff', roles: ['placement-office'] };
