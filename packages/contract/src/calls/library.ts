import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/library answers. */
export const library = {
  getLibraryAccessCodes: {
    method: 'GET',
    path: '/api/Reports/GetLibraryAccessCodes',
    host: 'portal',
    tag: 'Library',
    summary: "The student's library access code for this term (null until the library issues one)",
    response: 'getLibraryAccessCodesResponse',
  },
  getPreviousLibraryAccessCodes: {
    method: 'POST',
    path: '/api/Reports/GetPreviousLibraryAccessCodes',
    host: 'portal',
    tag: 'Library',
    summary: "The student's library access codes of earlier terms, newest first",
    body: 'getPreviousLibraryAccessCodesBody',
    response: 'getPreviousLibraryAccessCodesResponse',
    readOnly: true,
  },
} as const satisfies Record<string, CallEntry>;
