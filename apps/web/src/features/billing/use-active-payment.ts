import type { PaymentInvoice, StatementTerm } from '@portal/contract';
import { useState } from 'react';
import { useGetPaymentRequest } from './api/get-payment-request';
import { useReturnedInvoiceId } from './use-returned-invoice';

/** The payment the page shows: one the student started here, or the one the provider sent them back for. */
export interface ActivePayment {
  invoiceId: number;
  returned: boolean;
}

/**
 * One payment at a time. A Pay asks for the term's invoice (the whole balance: this version does not let
 * the student choose the amount) and shows it; the return address's invoice shows until closed or replaced.
 */
export function useActivePayment() {
  const returnedId = useReturnedInvoiceId();
  const [startedId, setStartedId] = useState<number | null>(null);
  const [dismissedId, setDismissedId] = useState<number | undefined>(undefined);
  const request = useGetPaymentRequest();

  let payment: ActivePayment | null = null;
  if (startedId !== null) payment = { invoiceId: startedId, returned: false };
  else if (returnedId !== undefined && returnedId !== dismissedId)
    payment = { invoiceId: returnedId, returned: true };

  const show = (invoice: PaymentInvoice) => {
    setStartedId(invoice.PaymentInvoiceRequestId);
  };
  const termOf = (term: StatementTerm) => request.variables?.TermId === term.TermId;

  return {
    payment,
    pay: (term: StatementTerm) => {
      request.mutate({ TermId: term.TermId, AmountPiastres: term.BalancePiastres }, { onSuccess: show });
    },
    /** A new invoice for an expired one, asked for from the payment panel. */
    show,
    close: () => {
      setStartedId(null);
      setDismissedId(returnedId);
    },
    payingTerm: (term: StatementTerm) => request.isPending && termOf(term),
    payErrorOf: (term: StatementTerm): unknown => (request.isError && termOf(term) ? request.error : null),
  };
}
