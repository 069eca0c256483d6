/*
 * Billing's public face for another feature that sells through an invoice (the international office's
 * installments): the fee pages' payment panel, return from the provider and money format, so an invoice is
 * paid one way everywhere in the app. The panel's card, figures and refusal lines use the pages' stylesheet.
 */
import './billing.css';

export { PaymentPanel } from './components/payment-panel';
export { useBillingFormat } from './use-billing-format';
export { useFeePayment } from './use-fee-payment';
