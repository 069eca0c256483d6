import { INVOICE_STATES, type InvoiceState } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { canMove, statesBefore } from './invoice-states.js';

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
});
