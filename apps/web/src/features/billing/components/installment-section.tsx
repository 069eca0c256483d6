import type { PaymentInvoice, StatementTerm } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useInstallmentPlans } from '../api/get-installment-plans';
import { BILLING_NAMESPACE } from '../translations';
import { InstallmentSchedule } from './installment-schedule';
import { PlanChoice } from './plan-choice';
import './installments.css';

interface InstallmentSectionProps {
  /** The term whose plans are offered (the statement's newest). */
  term: StatementTerm;
  /** An installment's invoice to pay: shown in the page's payment panel. */
  onInvoice: (invoice: PaymentInvoice) => void;
}

/**
 * "Pay in installments" for one term: the plans the student may choose, with the schedule each would
 * make; once on a plan, its installments with where each stands and a Pay for what is due. Nothing when
 * the term offers no plan or owes nothing.
 */
export function InstallmentSection({ term, onInvoice }: InstallmentSectionProps) {
  const { t, i18n } = useTranslation(['translation', BILLING_NAMESPACE]);
  const plans = useInstallmentPlans(term.TermId);
  const termName = currentLanguage(i18n) === 'ar' ? term.NameAr : term.NameEn;
  const answer = plans.data;
  if (plans.isError)
    return (
      // Not an alert: the statement and paying a term still work; this says only that plans are not shown.
      <p className="billing-muted">
        {t('billing:installments.errorTitle')} {errorMessage(plans.error, t)}
      </p>
    );
  // Nothing to spread: no plan offered, or the term is paid up and no plan was chosen.
  if (!answer || (!answer.Chosen && (answer.Plans.length === 0 || answer.BalancePiastres <= 0))) return null;
  return (
    <section className="billing-installments" aria-labelledby="billing-installments-title">
      <h2 id="billing-installments-title">{t('billing:installments.title', { term: termName })}</h2>
      {answer.Chosen ? (
        <InstallmentSchedule
          termId={term.TermId}
          currency={answer.Currency}
          chosen={answer.Chosen}
          onInvoice={onInvoice}
        />
      ) : (
        <PlanChoice answer={answer} />
      )}
    </section>
  );
}
