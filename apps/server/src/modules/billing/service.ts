import type { StudentStatement } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { universityDate } from '../../platform/clock.js';
import { chargesOf, creditsOf, paymentsOf } from './queries.js';
import { buildStatement } from './statement.js';
import { chargeLine } from './charge-invoice.js';
import { installmentsOf } from './installments/installment-queries.js';
import { withInstallments } from './installments/installment-statement.js';

// What other modules use of this module's internals, so they never import those files directly.
export { egp, studentBalance } from './balance.js';
export { owedNow } from './installments/owed-now.js';
// Another module's page of records (the international office's applications) reads its fees' standing at once.
export { settlementsBySourceKey, type SettlementByKey } from './charge-settlements.js';
export { openInvoice, studentInvoice } from './invoices.js';
export { applyInvoicePayment, type PaymentOutcome, type ReceivedPayment } from './payment-application.js';
export { creditCharge, raiseCharge, type ChargeToRaise, type CreditToGive } from './ledger.js';
export { bankByCode, bankById, banksFor, bankTakes, type BankPurpose } from './bank/banks.js';
export type { BillingBank } from './bank/bank-schema.js';
// Student services' petitions pay their fee's invoice online exactly as InsertStudentInvoiceTransaction does.
export { startPayment, type PortalAddresses } from './payment-attempts.js';
export type { PaymentGateways } from './gateways/registry.js';

/** GetStudentStatement: every term the student was billed or paid in, with "overdue" as of `now`. */
export async function studentStatement(
  db: Database,
  studentId: number,
  now: Date,
  timeZone: string,
): Promise<StudentStatement> {
  const [charges, credits, payments, installments] = await Promise.all([
    chargesOf(db, studentId),
    creditsOf(db, studentId),
    paymentsOf(db, studentId),
    installmentsOf(db, studentId),
  ]);
  // A term on an installment plan is overdue by its installments, not its charges' own dates.
  return withInstallments(
    buildStatement(charges, credits, payments, universityDate(now, timeZone)),
    installments,
    now,
  );
}

/**
 * Whether one of the student's charges is settled — nothing outstanding once credits and payments are
 * counted as the statement counts them — with its amount; undefined when the charge is not theirs. The
 * student-services requests read it to move a request on once its fee is paid.
 */
export async function chargeSettlement(
  db: Database,
  studentId: number,
  chargeId: number,
): Promise<{ amountPiastres: number; paid: boolean } | undefined> {
  const found = await chargeLine(db, studentId, chargeId);
  if (!found) return undefined;
  return { amountPiastres: found.line.AmountPiastres, paid: found.line.OutstandingPiastres <= 0 };
}
