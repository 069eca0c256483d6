import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/default-data answers. */
export const defaultData = {
  getStudentData: {
    method: 'GET',
    path: '/api/DefaultData/GetStudentData',
    host: 'portal',
    tag: 'DefaultData',
    summary: "The signed-in student's profile: names, code, faculty, program, level, standing, status",
    response: 'studentData',
  },
  getStudentAuthData: {
    method: 'GET',
    path: '/api/DefaultData/GetStudentAuthData',
    host: 'portal',
    tag: 'DefaultData',
    summary: 'May the student use the portal now, and which windows of the current term are open or to come',
    response: 'studentAuthData',
  },
  getExamAuthData: {
    method: 'GET',
    path: '/api/DefaultData/GetExamAuthData',
    host: 'portal',
    tag: 'DefaultData',
    summary: "Is the student admitted to the current term's exams, and every reason why not",
    response: 'examAuthData',
  },
} as const satisfies Record<string, CallEntry>;
