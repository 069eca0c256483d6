import type { InvoiceState } from '@portal/contract';

/**
 * Every move an invoice's status may make, and no other: a paid, expired or cancelled invoice never moves
 * again (a late callback for an expired invoice is money to refund or re-apply, not a reopened invoice).
 */
const ALLOWED: Readonly<Record<InvoiceState, readonly InvoiceState[]>> = {
  open: ['paid', 'expired', 'cancelled'],
  paid: [],
  expired: [],
  cancelled: [],
};

export function canMove(from: InvoiceState, to: InvoiceState): boolean {
  return ALLOWED[from].includes(to);
}

/** The states an invoice may be in to move to `to`: the update's condition, so the database enforces it. */
export function statesBefore(to: InvoiceState): InvoiceState[] {
  return (Object.keys(ALLOWED) as InvoiceState[]).filter((from) => canMove(from, to));
}
