import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/advising-preview answers. */
export const advisingPreview = {
  getStudentData: {
    method: 'GET',
    path: '/api/AdvisingPreview/GetStudentData',
    host: 'advising',
    tag: 'Advising',
    summary: "The advised timetable of the current term, its courses, credits and the term's fee estimate",
    response: 'advisingPreview',
    refusable: true,
  },
  reqSheet: {
    method: 'POST',
    path: '/api/Advising/ReqSheet',
    host: 'advising',
    tag: 'Advising',
    summary:
      'The requirement sheet ReqSheet.pdf: the study plan with passed, in-progress and remaining courses per category, credits, and the advised courses',
    body: 'reqSheetBody',
    answer: 'pdf',
    readOnly: true,
  },
  buildSchedules: {
    method: 'POST',
    path: '/api/Advising/BuildSchedules',
    host: 'advising',
    tag: 'Advising',
    summary:
      'Every conflict-free combination of open sections of the chosen courses, ranked by the preferences (bounded: see Limits and Capped)',
    body: 'buildSchedulesBody',
    response: 'buildSchedulesResponse',
    readOnly: true,
  },
  adviseSchedule: {
    method: 'POST',
    path: '/api/Advising/AdviseSchedule',
    host: 'advising',
    tag: 'Advising',
    summary:
      'Advises a chosen combination in one step through the same rules and seat ledger as InsertCourse: all or nothing',
    body: 'adviseScheduleBody',
    response: 'adviseScheduleResponse',
    changesRegistrations: true,
  },
  getWhatIfPrograms: {
    method: 'GET',
    path: '/api/AdvisingPreview/GetWhatIfPrograms',
    host: 'advising',
    tag: 'Advising',
    summary:
      "The student's program and the programs they could move to (the other programs of their faculty)",
    response: 'whatIfPrograms',
    refusable: true,
  },
  getWhatIfAudit: {
    method: 'GET',
    path: '/api/AdvisingPreview/GetWhatIfAudit',
    host: 'advising',
    tag: 'Advising',
    summary:
      "The degree audit against another program's requirement sheet: what would count and where, what would be missing, and the terms it would take",
    query: 'whatIfAuditQuery',
    response: 'whatIfAudit',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
