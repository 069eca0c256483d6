import type { RouteAccess } from '../../platform/http/access.js';

/** The training office's own role: its staff run the summer training cycles of every faculty. */
export const TRAINING_OFFICE: RouteAccess = { kind: 'staff', roles: ['training-office'] };
