import { officesOfRoles, type OrderOffice } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../platform/auth/authenticate.js';
import type { RouteAccess } from '../../platform/http/access.js';

/** The student-services office's own role: the request types it defines for every office. */
export const STUDENT_SERVICES: RouteAccess = { kind: 'staff', roles: ['student-services'] };

/**
 * The roles that work request queues: student services (the academic offices) and the IT desk (its own).
 * Each call then reaches only the caller's offices (`deskOffices`): another office's request is not there.
 */
export const ORDER_DESKS: RouteAccess = { kind: 'staff', roles: ['student-services', 'it-desk'] };

/** The offices whose queues the signed-in staff member works (contract's ORDER_OFFICE_ROLES). */
export const deskOffices = (request: FastifyRequest): OrderOffice[] => officesOfRoles(staffOf(request).roles);
