import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/academic answers. */
export const academic = {
  getFaculties: {
    method: 'GET',
    path: '/api/Student/GetFaculties',
    host: 'portal',
    tag: 'Student',
    summary: 'Faculties of the university with their programs',
    response: 'getFacultiesResponse',
  },
} as const satisfies Record<string, CallEntry>;
