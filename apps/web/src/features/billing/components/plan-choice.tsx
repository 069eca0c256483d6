import { IonButton } from '@ionic/react';
import type { InstallmentPlan, InstallmentPlans } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/error-message';
import { useInsertStudentInstallment } from '../api/insert-student-installment';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';

/** The term's plans: each with the schedule it would make, why it cannot be chosen, or Choose and confirm. */
export function PlanChoice({ answer }: { answer: InstallmentPlans }) {
  const { t, i18n } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const choose = useInsertStudentInstallment();
  const [confirming, setConfirming] = useState<number | null>(null);
  const arabic = currentLanguage(i18n) === 'ar';
  const money = (piastres: number) => format.money(piastres, answer.Currency);

  const planCard = (plan: InstallmentPlan) => {
    const name = arabic ? plan.NameAr : plan.NameEn;
    const last = plan.Installments[plan.Installments.length - 1];
    return (
      <li key={plan.PlanId} className="billing-plan" data-plan={plan.Code}>
        <h3>{name}</h3>
        <p className="billing-muted">
          {t('billing:installments.window', {
            opens: format.day(plan.OpensOn),
            closes: format.day(plan.ClosesOn),
          })}
        </p>
        <table
          className="billing-plan__schedule"
          aria-label={t('billing:installments.scheduleOf', { plan: name })}
        >
          <thead>
            <tr>
              <th scope="col">{t('billing:installments.number')}</th>
              <th scope="col">{t('billing:installments.amount')}</th>
              <th scope="col">{t('billing:installments.due')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.Installments.map((part) => (
              <tr key={part.Sequence}>
                <td>{part.Sequence}</td>
                <td>{money(part.AmountPiastres)}</td>
                <td>{format.day(part.DueOn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {plan.Eligible ? (
          confirming === plan.PlanId ? (
            <div
              className="billing-plan__confirm"
              role="group"
              aria-label={t('billing:installments.confirmTitle')}
            >
              <p>
                {t('billing:installments.confirmText', {
                  amount: money(answer.BalancePiastres),
                  parts: plan.Installments.length,
                  last: last ? format.day(last.DueOn) : '',
                })}
              </p>
              <IonButton
                disabled={choose.isPending}
                onClick={() => {
                  choose.mutate({ TermId: answer.TermId, PlanId: plan.PlanId });
                }}
              >
                {choose.isPending ? t('billing:installments.choosing') : t('billing:installments.confirm')}
              </IonButton>
              <IonButton
                fill="clear"
                disabled={choose.isPending}
                onClick={() => {
                  setConfirming(null);
                }}
              >
                {t('billing:installments.cancel')}
              </IonButton>
            </div>
          ) : (
            <IonButton
              fill="outline"
              aria-label={t('billing:installments.chooseLabel', { plan: name })}
              onClick={() => {
                choose.reset();
                setConfirming(plan.PlanId);
              }}
            >
              {t('billing:installments.choose')}
            </IonButton>
          )
        ) : (
          <ul className="billing-plan__reasons">
            {plan.Reasons.map((reason) => (
              <li key={reason.Code}>{reason.Message}</li>
            ))}
          </ul>
        )}
        {confirming === plan.PlanId && choose.isError && (
          <p className="billing-refusal" role="alert">
            {errorMessage(choose.error, t)}
          </p>
        )}
      </li>
    );
  };

  return (
    <>
      <p className="billing-muted">
        {t('billing:installments.intro', { amount: money(answer.BalancePiastres) })}
      </p>
      <ul className="billing-plans">{answer.Plans.map(planCard)}</ul>
    </>
  );
}
