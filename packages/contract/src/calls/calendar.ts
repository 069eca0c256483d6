import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/calendar answers. */
export const calendar = {
  getCalendarFeed: {
    method: 'GET',
    path: '/api/Reports/GetCalendarFeed',
    host: 'portal',
    tag: 'Reports',
    summary: 'Whether the student has a private calendar link, and when it was made (never the link)',
    response: 'calendarFeedStatus',
  },
  createCalendarFeed: {
    method: 'POST',
    path: '/api/Reports/CreateCalendarFeed',
    host: 'portal',
    tag: 'Reports',
    summary: 'Makes a private calendar link (replacing the one named by Replacing); shown this once',
    body: 'createCalendarFeedBody',
    response: 'calendarFeedLinks',
    refusable: true,
  },
  revokeCalendarFeed: {
    method: 'POST',
    path: '/api/Reports/RevokeCalendarFeed',
    host: 'portal',
    tag: 'Reports',
    summary: 'Turns the private calendar link off at once (again: nothing to do)',
    response: 'revokedCalendarFeed',
  },
  getStudentCalendar: {
    method: 'GET',
    path: '/api/Reports/GetStudentCalendar',
    host: 'portal',
    tag: 'Reports',
    summary: "This term's classes and exams as an iCalendar file to import once",
    answer: 'calendar',
  },
  calendarFeed: {
    method: 'GET',
    path: '/api/Calendar/Feed',
    host: 'portal',
    tag: 'Calendar',
    summary: "A student's classes and exams for calendar apps, by the private link's token",
    query: 'calendarFeedQuery',
    answer: 'calendar',
  },
} as const satisfies Record<string, CallEntry>;
