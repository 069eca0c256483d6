import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/attendance answers. */
export const attendance = {
  getStudentAttendance: {
    method: 'GET',
    path: '/api/Portal/GetStudentAttendance',
    host: 'portal',
    tag: 'Attendance',
    summary:
      "This term's attendance per course: sessions, absences, excused, percentage and the warning and denial limits",
    response: 'getStudentAttendanceResponse',
  },
} as const satisfies Record<string, CallEntry>;
