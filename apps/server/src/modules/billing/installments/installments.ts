import type { ChosenInstallmentPlan, InstallmentPlans, PaymentInvoice } from '@portal/contract';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { universityDate, universityDayBounds } from '../../../platform/clock.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import type { Language } from '../../../platform/i18n/language.js';
import { say } from '../../../platform/i18n/said.js';
import { inLanguage } from '../../../platform/i18n/words.js';
import { planRefusals, termBalance, type PlanCandidate } from './installment-eligibility.js';
import {
  insertInstallments,
  insertStudentPlan,
  installmentInvoicesOf,
  installmentsOf,
  plansOfTerm,
  studentPlanOf,
  termById,
  type PlanWithParts,
} from './installment-queries.js';
import { installmentStandings, splitByShares } from './installment-status.js';
import { lockStudent } from '../invoice-queries.js';
import { lockPlanShared } from './installment-plans.js';
import { invoiceAnswer } from '../invoices.js';
import { owedNowByTerm } from './owed-now.js';
import type { BillingInvoice } from '../schema.js';

/** Where the plans of a term are read from: the student, the term, and the moment and zone of "today". */
export interface PlanRequest {
  studentId: number;
  termId: number;
  now: Date;
  timeZone: string;
}

async function candidateFor(db: Database | Transaction, request: PlanRequest, termStartsOn: string) {
  const [terms, chosen] = await Promise.all([
    owedNowByTerm(db, request.studentId, request.now),
    studentPlanOf(db, request.studentId, request.termId),
  ]);
  const candidate: PlanCandidate = {
    today: universityDate(request.now, request.timeZone),
    termId: request.termId,
    termStartsOn,
    terms,
    chosenPlanId: chosen?.chosen.planId ?? null,
  };
  return { candidate, chosen };
}

/** An installment's invoice as the student sees it: an open one past its expiry reads expired. */
function shownInvoice(row: BillingInvoice, now: Date): PaymentInvoice {
  const answer = invoiceAnswer(row);
  return row.status === 'open' && row.expiresAt <= now ? { ...answer, Status: 'expired' } : answer;
}

async function chosenAnswer(
  db: Database,
  request: PlanRequest,
  chosen: NonNullable<Awaited<ReturnType<typeof studentPlanOf>>>,
  balance: number,
): Promise<ChosenInstallmentPlan> {
  const [installments, invoices] = await Promise.all([
    installmentsOf(db, request.studentId, request.termId),
    installmentInvoicesOf(db, request.studentId, request.termId),
  ]);
  const standings = installmentStandings(installments, balance, request.now);
  return {
    PlanId: chosen.plan.id,
    Code: chosen.plan.code,
    NameEn: chosen.plan.nameEn,
    NameAr: chosen.plan.nameAr,
    ChosenAt: chosen.chosen.chosenAt.toISOString(),
    TotalPiastres: chosen.chosen.totalPiastres,
    Installments: installments.map((installment, index) => {
      // Newest first: the latest invoice of the installment that was not cancelled is the one to show.
      const invoice = invoices.find(
        (row) => row.installmentId === installment.id && row.status !== 'cancelled',
      );
      const standing = standings[index];
      return {
        Sequence: installment.sequence,
        AmountPiastres: installment.amountPiastres,
        OwedPiastres: standing?.owedPiastres ?? 0,
        DueOn: installment.dueOn,
        Status: standing?.status ?? 'paid',
        Invoice: invoice ? shownInvoice(invoice, request.now) : null,
      };
    }),
  };
}

const preview = (plan: PlanWithParts, balance: number) => {
  const amounts = splitByShares(
    Math.max(balance, 0),
    plan.parts.map((part) => part.shareBasisPoints),
  );
  return plan.parts.map((part, index) => ({
    Sequence: part.sequence,
    ShareBasisPoints: part.shareBasisPoints,
    AmountPiastres: amounts[index] ?? 0,
    DueOn: part.dueOn,
  }));
};

/** GetInstallmentPlans: the term's plans as this student may take them, and the plan they are on. */
export async function installmentPlans(
  db: Database,
  request: PlanRequest,
  language: Language,
): Promise<InstallmentPlans | Refused<'404'>> {
  const term = await termById(db, request.termId);
  if (!term) return refused('404', say('billing.noSuchTerm'));
  const [plans, { candidate, chosen }] = await Promise.all([
    plansOfTerm(db, request.termId),
    candidateFor(db, request, term.startsOn),
  ]);
  const balance = termBalance(candidate);
  return {
    TermId: request.termId,
    Currency: 'EGP',
    BalancePiastres: balance,
    Plans: plans.map((entry) => {
      const reasons = planRefusals(entry.plan, candidate);
      return {
        PlanId: entry.plan.id,
        Code: entry.plan.code,
        NameEn: entry.plan.nameEn,
        NameAr: entry.plan.nameAr,
        OpensOn: entry.plan.opensOn,
        ClosesOn: entry.plan.closesOn,
        MinBalancePiastres: entry.plan.minBalancePiastres,
        Eligible: reasons.length === 0,
        Reasons: reasons.map((reason) => ({
          Code: reason.Code,
          Message: inLanguage(reason.Message, language),
        })),
        Installments: preview(entry, balance),
      };
    }),
    Chosen: chosen ? await chosenAnswer(db, request, chosen, balance) : null,
  };
}

/**
 * InsertStudentInstallment: puts what the term owes on the plan, one installment per part, the amounts
 * adding up to it exactly. One decision at a time per student (their row is locked): two taps or two
 * devices make one plan; the same plan again answers the plan they are on; another plan is refused.
 */
export async function chooseInstallmentPlan(
  db: Database,
  request: PlanRequest & { planId: number },
  language: Language,
): Promise<InstallmentPlans | Refused<'404' | '409'>> {
  const outcome = await db.transaction(async (tx): Promise<Refused<'404' | '409'> | null> => {
    if (!(await lockStudent(tx, request.studentId))) return refused('404', say('student.recordNotFound'));
    const term = await termById(tx, request.termId);
    if (!term) return refused('404', say('billing.noSuchTerm'));
    // Held to commit: finance's editor (finance/plan-editor.ts) cannot change the parts read here meanwhile.
    await lockPlanShared(tx, request.planId);
    const plan = (await plansOfTerm(tx, request.termId)).find((entry) => entry.plan.id === request.planId);
    if (!plan || plan.parts.length === 0) return refused('404', say('billing.installmentPlanNotFound'));
    // Read inside the lock: a payment or another choice committed just before is counted.
    const { candidate, chosen } = await candidateFor(tx, request, term.startsOn);
    if (chosen?.chosen.planId === request.planId) return null;
    const [refusal] = planRefusals(plan.plan, candidate);
    if (refusal) return refused('409', refusal.Message);
    const total = termBalance(candidate);
    const made = await insertStudentPlan(tx, {
      studentId: request.studentId,
      termId: request.termId,
      planId: request.planId,
      totalPiastres: total,
      chosenAt: request.now,
    });
    if (!made) throw new Error('The plan was chosen in another transaction despite the student lock');
    const amounts = splitByShares(
      total,
      plan.parts.map((part) => part.shareBasisPoints),
    );
    await insertInstallments(
      tx,
      plan.parts.map((part, index) => ({
        studentPlanId: made.id,
        studentId: request.studentId,
        termId: request.termId,
        sequence: part.sequence,
        amountPiastres: amounts[index] ?? 0,
        dueOn: part.dueOn,
        overdueFrom: universityDayBounds(part.dueOn, request.timeZone).end,
      })),
    );
    return null;
  });
  return outcome ?? installmentPlans(db, request, language);
}
