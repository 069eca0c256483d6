import { SSTP_APPLICATION_STATES } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { APPLICATION_MOVES, applicationMoveTo, type ApplicationMove } from './application-states.js';

const allowed: Record<ApplicationMove, Record<string, string>> = {
  save: { draft: 'draft', withdrawn: 'draft' },
  submit: { draft: 'submitted', withdrawn: 'submitted' },
  withdraw: { submitted: 'withdrawn' },
  assign: { submitted: 'assigned' },
  'not-assign': { submitted: 'not-assigned' },
  confirm: { assigned: 'confirmed' },
  decline: { assigned: 'declined' },
  pass: { confirmed: 'passed' },
  fail: { confirmed: 'failed' },
};

describe('application states', () => {
  for (const move of Object.keys(APPLICATION_MOVES) as ApplicationMove[]) {
    for (const state of SSTP_APPLICATION_STATES) {
      const to = allowed[move][state] ?? null;
      it(
        to === null ? `refuses to ${move} an application that is ${state}` : `may ${move} a ${state} one`,
        () => {
          expect(applicationMoveTo(state, move)).toBe(to);
        },
      );
    }
  }

  it('lets nothing leave a final state', () => {
    for (const state of ['not-assigned', 'declined', 'passed', 'failed'] as const)
      for (const move of Object.keys(APPLICATION_MOVES) as ApplicationMove[])
        expect(applicationMoveTo(state, move)).toBeNull();
  });
});
