import type { CallEntry } from './call-entry.js';

/** Tanseek, the student's side of major placement (spec §7), answered by apps/server/src/modules/tanseek. */
export const tanseek = {
  getStudentSavedData: {
    method: 'GET',
    path: '/api/Tanseek/GetStudentSavedData',
    host: 'portal',
    tag: 'Tanseek',
    summary:
      "The student's placement round, whether they may take part, their saved ranking with its log, and their result once published",
    response: 'getStudentSavedDataResponse',
  },
  getFacultyChoicesForStudent: {
    method: 'GET',
    path: '/api/Tanseek/GetFacultyChoicesForStudent',
    host: 'portal',
    tag: 'Tanseek',
    summary: "The majors and minors the student's round offers, with capacity and last year's cut-off GPA",
    response: 'getFacultyChoicesForStudentResponse',
  },
  getStudentMajorMinor: {
    method: 'GET',
    path: '/api/Tanseek/GetStudentMajorMinor',
    host: 'portal',
    tag: 'Tanseek',
    summary: "The student's major now, and the minor and round of their placement",
    response: 'getStudentMajorMinorResponse',
  },
  saveStudentChoices: {
    method: 'POST',
    path: '/api/Tanseek/SaveStudentChoices',
    host: 'portal',
    tag: 'Tanseek',
    summary:
      "Saves the student's ranking of majors while the round is open (the last save counts; saving the same ranking again changes nothing)",
    body: 'saveStudentChoicesBody',
    response: 'saveStudentChoicesResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
