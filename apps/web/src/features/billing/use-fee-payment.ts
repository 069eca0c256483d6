import type { PaymentInvoice } from '@portal/contract';
import { useState } from 'react';
import { useReturnedInvoiceId } from './use-returned-invoice';

/**
 * The one payment a fee page shows: the invoice the student just asked for, or the one the provider sent
 * them back for (`?invoice=<id>`), until closed.
 */
export function useFeePayment() {
  const returnedId = useReturnedInvoiceId();
  const [startedId, setStartedId] = useState<number | null>(null);
  const [dismissedId, setDismissedId] = useState<number | undefined>(undefined);
  let payment: { invoiceId: number; returned: boolean } | null = null;
  if (startedId !== null) payment = { invoiceId: startedId, returned: false };
  else if (returnedId !== undefined && returnedId !== dismissedId)
    payment = { invoiceId: returnedId, returned: true };
  return {
    payment,
    show: (invoice: PaymentInvoice) => {
      setStartedId(invoice.PaymentInvoiceRequestId);
    },
    close: () => {
      setStartedId(null);
      setDismissedId(returnedId);
    },
  };
}
