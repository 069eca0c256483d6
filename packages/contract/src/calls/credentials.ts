import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/credentials answers. */
export const credentials = {
  getStudentCredentials: {
    method: 'GET',
    path: '/api/StudentService/GetStudentCredentials',
    host: 'portal',
    tag: 'Credentials',
    summary:
      "The student's user names for one system with masked passwords; exam credentials only inside their window",
    query: 'getStudentCredentialsQuery',
    response: 'getStudentCredentialsResponse',
  },
  revealStudentCredential: {
    method: 'POST',
    path: '/api/StudentService/RevealStudentCredential',
    host: 'portal',
    tag: 'Credentials',
    summary: "One of the student's passwords, once per request, written to the student's log",
    description:
      'Refused while staff act as the student (and the refusal is logged); an exam credential outside its window is refused with 423.',
    body: 'revealStudentCredentialBody',
    response: 'revealStudentCredentialResponse',
    refusable: true,
  },
  saveStudentPassword: {
    method: 'POST',
    path: '/api/StudentService/SaveStudentPassword',
    host: 'portal',
    tag: 'Credentials',
    summary: 'Sets a new Moodle or Wi-Fi password that meets the system’s rules, to be pushed to that system',
    description:
      'Each broken rule is named in a 422 refusal and nothing is written. Refused while staff act as the student.',
    body: 'saveStudentPasswordBody',
    response: 'saveStudentPasswordResponse',
    refusable: true,
  },
} as const satisfies Record<string, CallEntry>;
