import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../../platform/db/columns.js';
import { terms } from '../../academic/schema.js';
import { students } from '../../student/schema.js';

/**
 * A way to pay a term's balance in parts, offered to every student of the term who meets its conditions
 * (what is owed is at least `minBalancePiastres`, nothing owed from an earlier term, no other plan).
 */
export const billingInstallmentPlans = pgTable(
  'billing_installment_plans',
  {
    id: id(),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    code: text().notNull(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    /** The first and last day (university calendar) a student may choose it. */
    opensOn: date({ mode: 'string' }).notNull(),
    closesOn: date({ mode: 'string' }).notNull(),
    minBalancePiastres: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('billing_installment_plans_code_idx').on(t.termId, t.code),
    check('billing_installment_plans_window_check', sql`${t.opensOn} <= ${t.closesOn}`),
    check('billing_installment_plans_minimum_check', sql`${t.minBalancePiastres} >= 0`),
  ],
);
export type BillingInstallmentPlan = typeof billingInstallmentPlans.$inferSelect;

/**
 * One part of a plan: its share of the term's balance in basis points and its due date. The shares of a
 * plan add up to 10,000 (checked where plans are defined, installment-plans.ts definePlan).
 */
export const billingInstallmentPlanParts = pgTable(
  'billing_installment_plan_parts',
  {
    id: id(),
    planId: integer()
      .notNull()
      .references(() => billingInstallmentPlans.id),
    sequence: integer().notNull(),
    shareBasisPoints: integer().notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_installment_plan_parts_sequence_idx').on(t.planId, t.sequence),
    check('billing_installment_plan_parts_share_check', sql`${t.shareBasisPoints} between 1 and 10000`),
    check('billing_installment_plan_parts_sequence_check', sql`${t.sequence} >= 1`),
  ],
);
export type BillingInstallmentPlanPart = typeof billingInstallmentPlanParts.$inferSelect;

/** The plan a student chose for a term: one per student and term, so two taps (or devices) make one. */
export const billingStudentPlans = pgTable(
  'billing_student_plans',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    planId: integer()
      .notNull()
      .references(() => billingInstallmentPlans.id),
    /** What the term owed when it was chosen: the installments add up to exactly this. */
    totalPiastres: integer().notNull(),
    chosenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_student_plans_student_term_idx').on(t.studentId, t.termId),
    check('billing_student_plans_total_check', sql`${t.totalPiastres} > 0`),
  ],
);
export type BillingStudentPlan = typeof billingStudentPlans.$inferSelect;

/** One installment of a student's plan, paid through its own invoice (billing_invoices.installment_id). */
export const billingStudentInstallments = pgTable(
  'billing_student_installments',
  {
    id: id(),
    studentPlanId: integer()
      .notNull()
      .references(() => billingStudentPlans.id),
    /** The plan's student and term, kept on the row so the unpaid-balance hold reads one index. */
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    sequence: integer().notNull(),
    amountPiastres: integer().notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    /**
     * The instant it turns overdue: the start of the day after `dueOn` on the university's clock, fixed
     * when the plan is chosen, so the hold (asked with only "now") needs no time zone.
     */
    overdueFrom: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('billing_student_installments_sequence_idx').on(t.studentPlanId, t.sequence),
    // Serves the hold (owedNow) and the statement: every installment of one student.
    index('billing_student_installments_student_idx').on(t.studentId, t.termId),
    check('billing_student_installments_amount_check', sql`${t.amountPiastres} > 0`),
  ],
);
export type BillingStudentInstallment = typeof billingStudentInstallments.$inferSelect;
