import type { UnmatchedState } from '@portal/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { terms } from '../../academic/schema.js';
import { staffMembers } from '../../staff/schema.js';
import { students } from '../../student/schema.js';
import { billingBanks } from './bank-schema.js';
import { billingProviderEvents } from '../payment-schema.js';
import { billingInvoices } from '../schema.js';
import {
  billingUnmatchedDeposits,
  type BillingUnmatchedDeposit,
  type NewBillingUnmatchedDeposit,
} from './unmatched-deposit-schema.js';

/** What the portal recorded of a provider's event (a bank transaction) before, if anything. */
export async function eventOutcomeByKey(db: Database | Transaction, eventKey: string) {
  const [row] = await db
    .select({ outcome: billingProviderEvents.outcome })
    .from(billingProviderEvents)
    .where(eq(billingProviderEvents.eventKey, eventKey));
  return row?.outcome;
}

/** The register's row of a bank's transaction, if it has one. */
export async function unmatchedByTransaction(
  db: Database | Transaction,
  bankId: number,
  transactionId: string,
) {
  const [row] = await db
    .select({ id: billingUnmatchedDeposits.id })
    .from(billingUnmatchedDeposits)
    .where(
      and(
        eq(billingUnmatchedDeposits.bankId, bankId),
        eq(billingUnmatchedDeposits.transactionId, transactionId),
      ),
    );
  return row;
}

/** The invoice under a payment reference with its student's code and names (what the preview shows). */
export async function invoiceWithStudent(db: Database | Transaction, reference: string) {
  const [row] = await db
    .select({
      invoice: billingInvoices,
      studentCode: students.code,
      studentNameEn: students.nameEn,
      studentNameAr: students.nameAr,
    })
    .from(billingInvoices)
    .innerJoin(students, eq(students.id, billingInvoices.studentId))
    .where(eq(billingInvoices.reference, reference));
  return row;
}

/** Records a deposit in the register unless its transaction is there already; the new row, or nothing. */
export async function insertUnmatchedIfNew(tx: Transaction, deposit: NewBillingUnmatchedDeposit) {
  const [row] = await tx.insert(billingUnmatchedDeposits).values(deposit).onConflictDoNothing().returning();
  return row;
}

/** One deposit of the register, locked until the transaction ends: one decision about it at a time. */
export async function lockedUnmatched(
  tx: Transaction,
  id: number,
): Promise<BillingUnmatchedDeposit | undefined> {
  const [row] = await tx
    .select()
    .from(billingUnmatchedDeposits)
    .where(eq(billingUnmatchedDeposits.id, id))
    .for('update');
  return row;
}

export async function resolveUnmatched(
  tx: Transaction,
  id: number,
  resolution: Pick<
    NewBillingUnmatchedDeposit,
    'status' | 'studentId' | 'paymentId' | 'resolvedByStaffId' | 'note'
  > & {
    resolvedAt: Date;
  },
) {
  await tx.update(billingUnmatchedDeposits).set(resolution).where(eq(billingUnmatchedDeposits.id, id));
}

/** A student by code (the code finance types when assigning a deposit). */
export async function studentByCode(tx: Transaction, code: string) {
  const [row] = await tx.select({ id: students.id }).from(students).where(eq(students.code, code));
  return row;
}

/** The register's rows as finance reads them: bank, student and who resolved it, newest deposit first. */
export async function unmatchedPage(
  db: Database,
  filter: { status?: UnmatchedState },
  offset: number,
  limit: number,
) {
  const where = filter.status ? eq(billingUnmatchedDeposits.status, filter.status) : undefined;
  const [items, [total]] = await Promise.all([
    unmatchedViews(db, where)
      .orderBy(desc(billingUnmatchedDeposits.depositedAt), desc(billingUnmatchedDeposits.id))
      .offset(offset)
      .limit(limit),
    db.select({ value: count() }).from(billingUnmatchedDeposits).where(where),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function unmatchedView(db: Database | Transaction, id: number) {
  const [row] = await unmatchedViews(db, eq(billingUnmatchedDeposits.id, id));
  return row;
}

function unmatchedViews(db: Database | Transaction, where: ReturnType<typeof eq> | undefined) {
  return db
    .select({
      deposit: billingUnmatchedDeposits,
      bankCode: billingBanks.code,
      bankNameEn: billingBanks.nameEn,
      bankNameAr: billingBanks.nameAr,
      studentCode: students.code,
      studentNameEn: students.nameEn,
      studentNameAr: students.nameAr,
      resolvedBy: staffMembers.email,
    })
    .from(billingUnmatchedDeposits)
    .innerJoin(billingBanks, eq(billingBanks.id, billingUnmatchedDeposits.bankId))
    .leftJoin(students, eq(students.id, billingUnmatchedDeposits.studentId))
    .leftJoin(staffMembers, eq(staffMembers.id, billingUnmatchedDeposits.resolvedByStaffId))
    .where(where)
    .$dynamic();
}

/** Whether the term exists (a deposit is credited to one of the student's terms). */
export async function termExists(tx: Transaction, termId: number): Promise<boolean> {
  const rows = await tx.select({ id: terms.id }).from(terms).where(eq(terms.id, termId));
  return rows.length > 0;
}

/** Every bank, in use or not, in code order: a late statement of a bank no longer used is still imported. */
export function allBanks(db: Database) {
  return db.select().from(billingBanks).orderBy(asc(billingBanks.code));
}

/** The terms a deposit can be credited to, newest first. */
export function termsNewestFirst(db: Database) {
  return db
    .select({ id: terms.id, code: terms.code, nameEn: terms.nameEn, nameAr: terms.nameAr })
    .from(terms)
    .orderBy(desc(terms.startsOn));
}
