import type { InvoiceState, PaymentChannel } from '@portal/contract';

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

/**
 * The one exception, for channels confirmed days after the money was paid in: a bank deposit reaches the
 * portal with the bank's statement or notification, so an invoice marked expired in between (the student
 * asked again after its deadline) is still paid by a deposit made before that deadline. The deposit date
 * is checked against the deadline by the payment's application; money paid in later never pays it.
 */
const CONFIRMED_LATE: Readonly<
  Partial<Record<PaymentChannel, Partial<Record<InvoiceState, InvoiceState[]>>>>
> = { bank_deposit: { expired: ['paid'] } };

/** canMove, for a payment of `channel` reported after the invoice's status moved on. */
export function canMoveBy(channel: PaymentChannel, from: InvoiceState, to: InvoiceState): boolean {
  return canMove(from, to) || (CONFIRMED_LATE[channel]?.[from]?.includes(to) ?? false);
}

/** statesBefore, for a payment of `channel`: the condition of the update that marks its invoice paid. */
export function statesBeforeBy(channel: PaymentChannel, to: InvoiceState): InvoiceState[] {
  return (Object.keys(ALLOWED) as InvoiceState[]).filter((from) => canMoveBy(channel, from, to));
}
