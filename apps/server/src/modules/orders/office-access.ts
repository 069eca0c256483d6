import type { RouteAccess } from '../../platform/http/access.js';

/** The student-services office's own role: its staff see every student's requests of the office. */
export const STUDENT_SERVICES: RouteAccess = { kind: 'staff', roles: ['student-services'] };
