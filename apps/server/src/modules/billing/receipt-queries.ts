import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { terms } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { billingRefunds } from './finance/refund-schema.js';
import { sumWhere } from './queries.js';
import { billingInvoices, billingPayments } from './schema.js';

/** One payment of the student's with what its receipt prints; undefined for anyone else's. */
export async function receiptOf(db: Database, studentId: number, paymentId: number) {
  const [row] = await db
    .select({
      id: billingPayments.id,
      amountPiastres: billingPayments.amountPiastres,
      reference: billingPayments.reference,
      channel: billingPayments.channel,
      paidAt: billingPayments.paidAt,
      invoiceReference: billingInvoices.reference,
      termNameEn: terms.nameEn,
      termCode: terms.code,
      studentCode: students.code,
      studentNameEn: students.nameEn,
      refundedPiastres: sumWhere(
        billingRefunds.amountPiastres,
        billingRefunds,
        sql`${billingRefunds.paymentId} = ${billingPayments.id}`,
      ).mapWith(Number),
    })
    .from(billingPayments)
    .innerJoin(terms, eq(terms.id, billingPayments.termId))
    .innerJoin(students, eq(students.id, billingPayments.studentId))
    .leftJoin(billingInvoices, eq(billingInvoices.id, billingPayments.invoiceId))
    .where(and(eq(billingPayments.id, paymentId), eq(billingPayments.studentId, studentId)));
  return row;
}
