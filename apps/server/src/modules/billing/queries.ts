import { asc, eq, inArray, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { terms } from '../academic/schema.js';
import {
  billingCharges,
  billingCredits,
  billingInvoices,
  billingPayments,
  type NewBillingCharge,
} from './schema.js';
import { billingRefunds } from './finance/refund-schema.js';

/**
 * `coalesce(sum(amount), 0)` over the rows of `table` meeting every condition, as a subquery: how the
 * balance and a term's debt add up charges, credits, payments and open invoices.
 */
export function sumWhere(amount: SQLWrapper, table: SQLWrapper, ...conditions: SQL[]): SQL<string> {
  return sql<string>`coalesce((select sum(${amount}) from ${table} where ${sql.join(conditions, sql` and `)}), 0)`;
}

/** Inserts the charge unless its source key was raised before; the row under that key either way. */
export async function insertChargeOnce(db: Database, charge: NewBillingCharge & { sourceKey: string }) {
  const [inserted] = await db
    .insert(billingCharges)
    .values(charge)
    .onConflictDoNothing({ target: billingCharges.sourceKey })
    .returning();
  if (inserted) return { row: inserted, inserted: true };
  const [existing] = await db
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.sourceKey, charge.sourceKey));
  if (!existing) throw new Error(`The charge ${charge.sourceKey} was neither inserted nor found`);
  return { row: existing, inserted: false };
}

/** The credit under a source key, if it was given before. */
export async function creditBySourceKey(tx: Transaction, sourceKey: string) {
  const [row] = await tx.select().from(billingCredits).where(eq(billingCredits.sourceKey, sourceKey));
  return row;
}

/** The charge, locked until the transaction ends (two credits at once cannot both take its last piastre). */
export async function lockedChargeWithCredits(tx: Transaction, chargeId: number) {
  const [charge] = await tx
    .select()
    .from(billingCharges)
    .where(eq(billingCharges.id, chargeId))
    .for('update');
  if (!charge) return undefined;
  const [credited] = await tx
    .select({ sum: sql<string>`coalesce(sum(${billingCredits.amountPiastres}), 0)` })
    .from(billingCredits)
    .where(eq(billingCredits.chargeId, chargeId));
  return { charge, creditedPiastres: Number(credited?.sum ?? 0) };
}

export async function insertCredit(tx: Transaction, credit: typeof billingCredits.$inferInsert) {
  const [row] = await tx.insert(billingCredits).values(credit).returning();
  if (!row) throw new Error('The credit insert returned no row');
  return row;
}

/** One student's rows, or several students' at once (a page of another module's records). */
function ofStudents(column: AnyColumn, studentId: number | readonly number[]): SQL {
  return typeof studentId === 'number' ? eq(column, studentId) : inArray(column, [...studentId]);
}

const termColumns = {
  termId: terms.id,
  termCode: terms.code,
  termNameEn: terms.nameEn,
  termNameAr: terms.nameAr,
  termStartsOn: terms.startsOn,
};

/** The student's (or students') charges with their terms, in due order within a term. */
export function chargesOf(db: Database, studentId: number | readonly number[]) {
  return db
    .select({
      id: billingCharges.id,
      studentId: billingCharges.studentId,
      kind: billingCharges.kind,
      description: billingCharges.description,
      descriptionAr: billingCharges.descriptionAr,
      amountPiastres: billingCharges.amountPiastres,
      dueOn: billingCharges.dueOn,
      chargedAt: billingCharges.chargedAt,
      overdueFrom: billingCharges.overdueFrom,
      ...termColumns,
    })
    .from(billingCharges)
    .innerJoin(terms, eq(terms.id, billingCharges.termId))
    .where(ofStudents(billingCharges.studentId, studentId))
    .orderBy(asc(billingCharges.dueOn), asc(billingCharges.id));
}

/** The student's (or students') credits, each with its charge's term. */
export function creditsOf(db: Database, studentId: number | readonly number[]) {
  return db
    .select({
      studentId: billingCredits.studentId,
      chargeId: billingCredits.chargeId,
      amountPiastres: billingCredits.amountPiastres,
      reason: billingCredits.reason,
      creditedAt: billingCredits.creditedAt,
      termId: billingCharges.termId,
    })
    .from(billingCredits)
    .innerJoin(billingCharges, eq(billingCharges.id, billingCredits.chargeId))
    .where(ofStudents(billingCredits.studentId, studentId))
    .orderBy(asc(billingCredits.creditedAt), asc(billingCredits.id));
}

/** The student's (or students') payments with their terms, oldest first. */
export function paymentsOf(db: Database, studentId: number | readonly number[]) {
  return db
    .select({
      studentId: billingPayments.studentId,
      id: billingPayments.id,
      amountPiastres: billingPayments.amountPiastres,
      reference: billingPayments.reference,
      channel: billingPayments.channel,
      paidAt: billingPayments.paidAt,
      /** The charge its invoice was for, which it settles first (statement.ts); null for a term amount. */
      chargeId: billingInvoices.chargeId,
      /** What finance paid back of it (refund rows): the student owes that again. */
      refundedPiastres: sumWhere(
        billingRefunds.amountPiastres,
        billingRefunds,
        sql`${billingRefunds.paymentId} = ${billingPayments.id}`,
      ).mapWith(Number),
      ...termColumns,
    })
    .from(billingPayments)
    .innerJoin(terms, eq(terms.id, billingPayments.termId))
    .leftJoin(billingInvoices, eq(billingInvoices.id, billingPayments.invoiceId))
    .where(ofStudents(billingPayments.studentId, studentId))
    .orderBy(asc(billingPayments.paidAt), asc(billingPayments.id));
}

export type ChargeRow = Awaited<ReturnType<typeof chargesOf>>[number];
export type CreditRow = Awaited<ReturnType<typeof creditsOf>>[number];
export type PaymentRow = Awaited<ReturnType<typeof paymentsOf>>[number];
