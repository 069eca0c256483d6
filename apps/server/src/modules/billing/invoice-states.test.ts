import { INVOICE_STATES, type InvoiceState } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { canMove, canMoveBy, statesBefore, statesBeforeBy } from './invoice-states.js';

const ALLOWED: [InvoiceState, InvoiceState][] = [
  ['open', 'paid'],
  ['open', 'expired'],
  ['open', 'cancelled'],
];
const REFUSED = INVOICE_STATES.flatMap((from) =>
  INVOICE_STATES.map((to) => [from, to] as [InvoiceState, InvoiceState]),
).filter(([from, to]) => !ALLOWED.some(([a, b]) => a === from && b === to));

describe('invoice states', () => {
  it.each(ALLOWED)('an invoice may move from %s to %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  it.each(REFUSED)('an invoice never moves from %s to %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });

  it('names the states an update may start from, for its condition', () => {
    expect(statesBefore('paid')).toEqual(['open']);
    expect(statesBefore('expired')).toEqual(['open']);
    expect(statesBefore('open')).toEqual([]);
  });

  it('lets a bank deposit (confirmed days later) pay an invoice marked expired, and nothing else move', () => {
    expect(canMoveBy('bank_deposit', 'expired', 'paid')).toBe(true);
    expect(statesBeforeBy('bank_deposit', 'paid')).toEqual(['open', 'expired']);
    for (const channel of ['card', 'wallet', 'outlet', 'cashier'] as const) {
      expect(canMoveBy(channel, 'expired', 'paid')).toBe(false);
      expect(statesBeforeBy(channel, 'paid')).toEqual(['open']);
    }
    // Only that one move: a cancelled or paid invoice takes no deposit, and a deposit reopens nothing.
    for (const [from, to] of REFUSED.filter(([a, b]) => !(a === 'expired' && b === 'paid')))
      expect(canMoveBy('bank_deposit', from, to)).toBe(false);
  });
});
