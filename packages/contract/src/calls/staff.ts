import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/staff answers. */
export const staff = {
  getStudents: {
    method: 'POST',
    path: '/api/Student/GetStudents',
    host: 'portal',
    tag: 'Student',
    summary: 'Staff search for a student by code, name or email',
    body: 'getStudentsBody',
    response: 'getStudentsResponse',
    readOnly: true,
  },
  impersonate: {
    method: 'POST',
    path: '/api/Student/impersonate',
    host: 'portal',
    tag: 'Student',
    summary: 'A registrar acts as a student for a limited time, with a reason; audited',
    body: 'impersonateBody',
    response: 'impersonationSession',
    refusable: true,
  },
  stopImpersonation: {
    method: 'POST',
    path: '/api/Student/StopImpersonation',
    host: 'portal',
    tag: 'Student',
    summary: 'Ends the impersonation this token belongs to and revokes the token',
    response: 'stoppedImpersonation',
    refusable: true,
  },
  getImpersonationHistory: {
    method: 'GET',
    path: '/api/Portal/GetImpersonationHistory',
    host: 'portal',
    tag: 'Portal',
    summary: 'When staff acted as the signed-in student, why, and how many changes they made',
    response: 'getImpersonationHistoryResponse',
  },
} as const satisfies Record<string, CallEntry>;
