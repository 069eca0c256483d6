import { and, asc, desc, eq, exists, isNotNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { terms } from '../../academic/schema.js';
import {
  billingInstallmentPlanParts,
  billingInstallmentPlans,
  billingStudentInstallments,
  billingStudentPlans,
} from './installment-schema.js';
import { sumWhere } from '../queries.js';
import { billingRefunds } from '../finance/refund-schema.js';
import { billingCharges, billingCredits, billingInvoices, billingPayments } from '../schema.js';

type Reader = Database | Transaction;

/** The term's plans, each with its parts in order. */
export async function plansOfTerm(db: Reader, termId: number) {
  const plans = await db
    .select()
    .from(billingInstallmentPlans)
    .where(eq(billingInstallmentPlans.termId, termId))
    .orderBy(asc(billingInstallmentPlans.code));
  if (plans.length === 0) return [];
  const parts = await db
    .select({ part: billingInstallmentPlanParts })
    .from(billingInstallmentPlanParts)
    .innerJoin(billingInstallmentPlans, eq(billingInstallmentPlans.id, billingInstallmentPlanParts.planId))
    .where(eq(billingInstallmentPlans.termId, termId))
    .orderBy(asc(billingInstallmentPlanParts.sequence));
  return plans.map((plan) => ({
    plan,
    parts: parts.filter((row) => row.part.planId === plan.id).map((row) => row.part),
  }));
}
export type PlanWithParts = Awaited<ReturnType<typeof plansOfTerm>>[number];

/** The plan the student chose for the term, if any. */
export async function studentPlanOf(db: Reader, studentId: number, termId: number) {
  const [row] = await db
    .select({ chosen: billingStudentPlans, plan: billingInstallmentPlans })
    .from(billingStudentPlans)
    .innerJoin(billingInstallmentPlans, eq(billingInstallmentPlans.id, billingStudentPlans.planId))
    .where(and(eq(billingStudentPlans.studentId, studentId), eq(billingStudentPlans.termId, termId)));
  return row;
}

/** The student's installments (of one term, or all), each with whether its own invoice was paid. */
export function installmentsOf(db: Reader, studentId: number, termId?: number) {
  const paid = db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.installmentId, billingStudentInstallments.id),
        eq(billingInvoices.studentId, studentId),
        eq(billingInvoices.status, 'paid'),
      ),
    );
  return db
    .select({
      id: billingStudentInstallments.id,
      termId: billingStudentInstallments.termId,
      sequence: billingStudentInstallments.sequence,
      amountPiastres: billingStudentInstallments.amountPiastres,
      dueOn: billingStudentInstallments.dueOn,
      overdueFrom: billingStudentInstallments.overdueFrom,
      invoicePaid: sql<boolean>`${exists(paid)}`,
    })
    .from(billingStudentInstallments)
    .where(
      and(
        eq(billingStudentInstallments.studentId, studentId),
        termId === undefined ? undefined : eq(billingStudentInstallments.termId, termId),
      ),
    )
    .orderBy(asc(billingStudentInstallments.termId), asc(billingStudentInstallments.sequence));
}
export type InstallmentRow = Awaited<ReturnType<typeof installmentsOf>>[number];

/** What each term the student was billed or paid in owes (charges − credits − payments + refunds), with its start. */
export async function termBalancesOf(db: Reader, studentId: number) {
  const rows = await db
    .select({
      termId: terms.id,
      startsOn: terms.startsOn,
      balance: sql<string>`${sumWhere(
        billingCharges.amountPiastres,
        billingCharges,
        sql`${billingCharges.studentId} = ${studentId}`,
        sql`${billingCharges.termId} = ${terms.id}`,
      )} - ${sumWhere(
        billingCredits.amountPiastres,
        billingCredits,
        sql`${billingCredits.studentId} = ${studentId}`,
        sql`${billingCredits.chargeId} in (select ${billingCharges.id} from ${billingCharges}
          where ${billingCharges.termId} = ${terms.id})`,
      )} - ${sumWhere(
        billingPayments.amountPiastres,
        billingPayments,
        sql`${billingPayments.studentId} = ${studentId}`,
        sql`${billingPayments.termId} = ${terms.id}`,
      )} + ${sumWhere(
        billingRefunds.amountPiastres,
        billingRefunds,
        sql`${billingRefunds.studentId} = ${studentId}`,
        sql`${billingRefunds.termId} = ${terms.id}`,
      )}`,
    })
    .from(terms)
    .where(
      or(
        sql`${terms.id} in (select ${billingCharges.termId} from ${billingCharges} where ${billingCharges.studentId} = ${studentId})`,
        sql`${terms.id} in (select ${billingPayments.termId} from ${billingPayments} where ${billingPayments.studentId} = ${studentId})`,
      ),
    );
  return rows.map((row) => ({ termId: row.termId, startsOn: row.startsOn, balance: Number(row.balance) }));
}

/** The student's invoices of the term that pay installments, newest first (the first per installment shows). */
export function installmentInvoicesOf(db: Reader, studentId: number, termId: number) {
  return db
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.studentId, studentId),
        eq(billingInvoices.termId, termId),
        isNotNull(billingInvoices.installmentId),
      ),
    )
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id));
}

/** Records the choice unless the student is already on a plan for the term; the row made, or nothing. */
export async function insertStudentPlan(tx: Transaction, row: typeof billingStudentPlans.$inferInsert) {
  const [inserted] = await tx.insert(billingStudentPlans).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function insertInstallments(
  tx: Transaction,
  rows: (typeof billingStudentInstallments.$inferInsert)[],
) {
  await tx.insert(billingStudentInstallments).values(rows);
}

/** The open invoice of one installment, if there is one. */
export async function openInstallmentInvoice(tx: Transaction, studentId: number, installmentId: number) {
  const [row] = await tx
    .select()
    .from(billingInvoices)
    .where(
      and(
        eq(billingInvoices.studentId, studentId),
        eq(billingInvoices.installmentId, installmentId),
        eq(billingInvoices.status, 'open'),
      ),
    );
  return row;
}

/** The term a plan or choice is for, if it exists. */
export async function termById(db: Reader, termId: number) {
  const [row] = await db
    .select({ id: terms.id, startsOn: terms.startsOn, nameEn: terms.nameEn, nameAr: terms.nameAr })
    .from(terms)
    .where(eq(terms.id, termId));
  return row;
}
