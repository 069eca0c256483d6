import type { PaymentInvoice } from '@portal/contract';
import { PaymentPanel } from '../../billing';
import { useRefreshWhenPaid } from '../use-refresh-when-paid';

/** An installment's invoice is never renewed as a term's: the student asks for it again with its Pay. */
const NO_TERM_RENEWAL = () => 0;

interface InstallmentPaymentProps {
  invoiceId: number;
  returned: boolean;
  onStarted: (invoice: PaymentInvoice) => void;
  onClose: () => void;
}

/** The installment's invoice paid as every invoice of the app is (billing's panel); once paid, the plan is read again. */
export function InstallmentPayment({ invoiceId, returned, onStarted, onClose }: InstallmentPaymentProps) {
  useRefreshWhenPaid(invoiceId);
  return (
    <PaymentPanel
      invoiceId={invoiceId}
      returned={returned}
      owedFor={NO_TERM_RENEWAL}
      onStarted={onStarted}
      onClose={onClose}
    />
  );
}
