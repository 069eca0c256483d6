import type { StudentStatement } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { universityDate } from '../../platform/clock.js';
import { chargesOf, creditsOf, paymentsOf } from './queries.js';
import { buildStatement } from './statement.js';

// What other modules use of this module's internals, so they never import those files directly.
export { egp, studentBalance } from './balance.js';
export { openInvoice, studentInvoice } from './invoices.js';
export { applyInvoicePayment, type PaymentOutcome, type ReceivedPayment } from './payment-application.js';
export { creditCharge, raiseCharge, type ChargeToRaise, type CreditToGive } from './ledger.js';

/** GetStudentStatement: every term the student was billed or paid in, with "overdue" as of `now`. */
export async function studentStatement(
  db: Database,
  studentId: number,
  now: Date,
  timeZone: string,
): Promise<StudentStatement> {
  const [charges, credits, payments] = await Promise.all([
    chargesOf(db, studentId),
    creditsOf(db, studentId),
    paymentsOf(db, studentId),
  ]);
  return buildStatement(charges, credits, payments, universityDate(now, timeZone));
}
