import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/waiting-room answers. */
export const waitingRoom = {
  requestAdmission: {
    method: 'POST',
    path: '/api/Registration/RequestAdmission',
    host: 'portal',
    tag: 'Registration',
    summary:
      'Asks to register now: admitted (a pass, renewed by each registration call) or a place in the waiting room',
    query: 'requestAdmissionQuery',
    response: 'requestAdmissionResponse',
  },
  getLiveWindow: {
    method: 'GET',
    path: '/api/Registration/GetLiveWindow',
    host: 'portal',
    tag: 'Registration',
    summary:
      'The registration day live: admitted sessions, the line, ticket blocks opened, traffic and errors by minute',
    response: 'getLiveWindowResponse',
  },
  setAdmissionMode: {
    method: 'POST',
    path: '/api/Registration/SetAdmissionMode',
    host: 'portal',
    tag: 'Registration',
    summary:
      'auto: the load signals decide; queue: every new session waits (an incident); open: nobody waits',
    body: 'setAdmissionModeBody',
    response: 'setAdmissionModeResponse',
  },
} as const satisfies Record<string, CallEntry>;
