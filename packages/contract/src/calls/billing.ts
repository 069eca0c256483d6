import type { CallEntry } from './call-entry.js';

/** The calls apps/server/src/modules/billing answers. */
export const billing = {
  getStudentStatement: {
    method: 'GET',
    path: '/api/Billing/GetStudentStatement',
    host: 'portal',
    tag: 'Billing',
    summary:
      "The student's statement of account: charges, credits and payments per term, balance and what is overdue",
    response: 'getStudentStatementResponse',
  },
} as const satisfies Record<string, CallEntry>;
