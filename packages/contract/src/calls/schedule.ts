import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/schedule answers. */
export const schedule = {
  getStudentSchedule: {
    method: 'GET',
    path: '/api/Reports/GetStudentSchedule',
    host: 'portal',
    tag: 'Reports',
    summary: "The student's registered sections this term with their weekly meetings, and the next exam",
    response: 'studentSchedule',
  },
  getStudentScheduleWithZoomLinks: {
    method: 'GET',
    path: '/api/Reports/GetStudentScheduleWithZoomLinks',
    host: 'portal',
    tag: 'Reports',
    summary: "The student's sections this term with each meeting's mode and online-meeting link",
    response: 'studentScheduleWithZoomLinks',
  },
} as const satisfies Record<string, CallEntry>;
