import type { CallEntry } from './call-entry.js';

/** SSTP, the student's side of the summer training program (spec §7), answered by apps/server/src/modules/sstp. */
export const sstp = {
  languages: {
    method: 'GET',
    path: '/api/SSTP/languages',
    host: 'portal',
    tag: 'SSTP',
    summary: 'The languages training may be given in',
    response: 'getSstpLanguagesResponse',
  },
  programs: {
    method: 'GET',
    path: '/api/SSTP/programs',
    host: 'portal',
    tag: 'SSTP',
    summary: "The training programs offered to the student's faculty, with their credits and shortest length",
    response: 'getSstpProgramsResponse',
  },
  levels: {
    method: 'GET',
    path: '/api/SSTP/levels',
    host: 'portal',
    tag: 'SSTP',
    summary: 'The training levels and the study level each is open from',
    response: 'getSstpLevelsResponse',
  },
  categories: {
    method: 'GET',
    path: '/api/SSTP/categories',
    host: 'portal',
    tag: 'SSTP',
    summary: 'The kinds of organisation that train students',
    response: 'getSstpCategoriesResponse',
  },
  checkStudentHasSavedData: {
    method: 'GET',
    path: '/api/SSTP/CheckStudentHasSavedData',
    host: 'portal',
    tag: 'SSTP',
    summary:
      'The latest training cycle, whether the student may apply, and their application with its history and evaluation',
    response: 'checkStudentHasSavedDataResponse',
  },
  getOrganizations: {
    method: 'POST',
    path: '/api/SSTP/GetOrganizations',
    host: 'portal',
    tag: 'SSTP',
    summary:
      "The organisations training in a program and level in the student's cycle, with places and dates",
    body: 'getSstpOrganizationsBody',
    response: 'getSstpOrganizationsResponse',
    readOnly: true,
  },
  insertSstpData: {
    method: 'POST',
    path: '/api/SSTP/InsertSSTPData',
    host: 'portal',
    tag: 'SSTP',
    summary:
      "Saves the student's whole draft application while the cycle is open (saving the same draft again changes nothing)",
    body: 'insertSstpDataBody',
    response: 'insertSstpDataResponse',
    refusable: true,
  },
  saveStudentSstpData: {
    method: 'POST',
    path: '/api/SSTP/SaveStudentSSTPData',
    host: 'portal',
    tag: 'SSTP',
    summary:
      "Submits or withdraws the student's application, or confirms or declines the place it was given (a repeat changes nothing)",
    body: 'saveStudentSstpDataBody',
    response: 'saveStudentSstpDataResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
