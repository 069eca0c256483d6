/*
 * The installments' public face for the program pages whose programs have no installment page of their own
 * (international, opet, gmu-clinical): an application's plans and installments and the installment's invoice,
 * the same components the installment pages show, on the installment pages' stylesheet.
 */
import './installments.css';

export { ApplicationInstallments } from './components/application-installments';
export { InstallmentPayment } from './components/installment-payment';
