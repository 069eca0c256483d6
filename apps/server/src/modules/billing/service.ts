import type { StudentStatement } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { universityDate } from '../../platform/clock.js';
import { chargesOf, creditsOf, paymentsOf } from './queries.js';
import { buildStatement } from './statement.js';
import { installmentsOf } from './installments/installment-queries.js';
import { withInstallments } from './installments/installment-statement.js';

// What other modules use of this module's internals, so they never import those files directly.
export { egp, studentBalance } from './balance.js';
export { owedNow } from './installments/owed-now.js';
export { openInvoice, studentInvoice } from './invoices.js';
export { applyInvoicePayment, type PaymentOutcome, type ReceivedPayment } from './payment-application.js';
export { creditCharge, raiseCharge, type ChargeToRaise, type CreditToGive } from './ledger.js';
export { bankByCode, bankById, banksFor, bankTakes, type BankPurpose } from './bank/banks.js';
export type { BillingBank } from './bank/bank-schema.js';

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
