import type { MobilePageName, PaymentInvoice, ProgramPage } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { openInvoice, raiseCharge, settlementsBySourceKey } from '../billing/service.js';
import { installmentAmounts } from './installment-amounts.js';
import { choosePlan, lockedStudentApplicationFee, type ApplicationFeeRow } from './installment-queries.js';
import { installmentKey, payableApplication } from './installments.js';

export interface InstallmentAsked {
  studentId: number;
  applicationId: number;
  planCode: string;
  sequence: number;
  /** Only conference applications (the curious-install page's calls). */
  conferenceOnly: boolean;
  /** INVOICE_VALID_HOURS, as billing's own GetPaymentRequest passes it. */
  validHours: number;
  /** The university's: an installment holds registration only from the day after its date there. */
  timeZone: string;
}

/**
 * The page a card or wallet checkout sends the student back to: the program's installment page, or for
 * the programs without one (international, opet, gmu-clinical) their own page, which pays the fee inline
 * and opens the page's payable application again on `?invoice=<id>`.
 */
const RETURN_PAGES: Record<ProgramPage, MobilePageName> = {
  international: 'international',
  opet: 'opet',
  duphat: 'duphat-install',
  curious: 'curious-install',
  'gmu-clinical': 'gmu-clinical',
};

/**
 * The plan's choice, made once under the application's row lock: the plan is recorded and each of its
 * installments raised as an `application` charge of the application's term, due on its date, under a key
 * naming the application and the installment, so a double tap (or two at once: the second waits for the
 * lock) raises nothing again. Asking by another plan once one is chosen is refused and changes nothing.
 */
function choose(
  db: Database,
  asked: InstallmentAsked,
  now: Date,
): Promise<ApplicationFeeRow | Refused<'404' | '409'>> {
  return db.transaction(async (tx) => {
    const row = payableApplication(
      await lockedStudentApplicationFee(tx, asked.studentId, asked.applicationId),
      asked.conferenceOnly,
    );
    if ('kind' in row) return row;
    // A plan once chosen stays, even if the office has since taken it off the program's list.
    if (row.planCode !== null && row.planCode !== asked.planCode) {
      const chosen = row.plans.find((plan) => plan.Code === row.planCode);
      const name = chosen ? { en: chosen.NameEn, ar: chosen.NameAr } : row.planCode;
      return refused('409', say('international.installments.otherPlanChosen', { plan: name }));
    }
    const plan = row.plans.find((candidate) => candidate.Code === asked.planCode);
    if (!plan) return refused('404', say('international.installments.planNotFound'));
    const amounts = installmentAmounts(row.feePiastres, plan.Installments);
    if (asked.sequence > amounts.length)
      return refused(
        '404',
        say('international.installments.installmentNotFound', { sequence: asked.sequence }),
      );
    if (row.planCode !== null) return row;
    await choosePlan(tx, row.id, plan.Code, now);
    for (const amount of amounts.filter((installment) => installment.amountPiastres > 0)) {
      const description = say('international.installments.charge', {
        program: { en: row.titleEn, ar: row.titleAr },
        sequence: amount.sequence,
        count: amounts.length,
      });
      await raiseCharge(tx, {
        studentId: row.studentId,
        termId: row.termId,
        kind: 'application',
        description: inLanguage(description, 'en'),
        descriptionAr: inLanguage(description, 'ar'),
        amountPiastres: amount.amountPiastres,
        dueOn: amount.dueOn,
        sourceKey: installmentKey(row.id, amount.sequence),
        waitsUntilDueIn: asked.timeZone,
      });
    }
    return row;
  });
}

/**
 * GetPaymentInstallment (and _Curious): chooses the plan at the first call, then opens billing's invoice for
 * the installment's charge (the open one again while it is open), which the student pays through
 * InsertStudentInvoiceTransaction like any invoice. Installments may be paid in any order (a student may
 * pay the second before the first); a paid one is refused.
 */
export async function installmentInvoice(
  db: Database,
  asked: InstallmentAsked,
  now: Date,
): Promise<PaymentInvoice | Refused<'404' | '409'>> {
  const application = await choose(db, asked, now);
  if ('kind' in application) return application;
  const key = installmentKey(application.id, asked.sequence);
  // No charge: a share of 0 piastres, nothing to pay.
  const settlement = (await settlementsBySourceKey(db, [key])).get(key);
  if (!settlement || settlement.paid)
    return refused('409', say('international.installments.installmentPaid', { sequence: asked.sequence }));
  return openInvoice(
    db,
    asked.studentId,
    { chargeId: settlement.chargeId },
    now,
    asked.validHours,
    RETURN_PAGES[application.pageName],
  );
}
