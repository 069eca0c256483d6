import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/transcript answers. */
export const transcript = {
  getSemesters: {
    method: 'GET',
    path: '/api/Reports/GetSemesters',
    host: 'portal',
    tag: 'Transcript',
    summary: "The student's terms, newest first, with term and cumulative GPA, credits and standing",
    response: 'getSemestersResponse',
  },
  getStudentTransriptForSemester: {
    method: 'GET',
    path: '/api/Reports/GetStudentTransriptForSemester',
    host: 'portal',
    tag: 'Transcript',
    summary: "One term of the student's transcript: courses, grades, points, GPA, standing",
    query: 'getStudentTranscriptForSemesterQuery',
    response: 'getStudentTranscriptForSemesterResponse',
    refusable: true,
  },
  getStudentCourses: {
    method: 'GET',
    path: '/api/Transcript/GetStudentCourses',
    host: 'portal',
    tag: 'Transcript',
    summary: 'Every course the student has taken, with its latest outcome',
    response: 'getTranscriptStudentCoursesResponse',
  },
  getCoursePreq: {
    method: 'GET',
    path: '/api/Transcript/GetCoursePreq',
    host: 'portal',
    tag: 'Transcript',
    summary: "A course's prerequisites and co-requisites, and whether the student meets each",
    query: 'getCoursePreqQuery',
    response: 'getCoursePreqResponse',
    refusable: true,
  },
  addWsGrade: {
    method: 'GET',
    path: '/api/Transcript/AddWsGrade',
    host: 'portal',
    tag: 'Transcript',
    summary:
      'Withdraws the student from a course of the current term with a W (withdrawal window, limits); a repeat changes nothing',
    description:
      'A GET that changes state, as spec §7 names it. Safe here: it needs the bearer token (no cookie a ' +
      'link could ride on), answers are never cached (no-store), and a repeated call is answered as done.',
    query: 'addWsGradeQuery',
    response: 'addWsGradeResponse',
    refusable: true,
    changesRegistrations: true,
  },
  getTranscriptPdf: {
    method: 'GET',
    path: '/api/Transcript/GetTranscriptPdf',
    host: 'portal',
    tag: 'Transcript',
    summary: "The student's unofficial transcript as a PDF (every term, GPA, standing)",
    answer: 'pdf',
  },
} as const satisfies Record<string, CallEntry>;
