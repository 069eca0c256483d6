import { IonButton } from '@ionic/react';
import type { PaymentInvoice, ProgramInstallments, ProgramPage } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useBillingFormat } from '../../billing';
import { usePaymentInstallment } from '../api/get-payment-installment';
import { INSTALLMENTS_NAMESPACE } from '../translations';

type ProgramPlan = ProgramInstallments['Plans'][number];

interface PlanOffersProps {
  program: ProgramPage;
  answer: ProgramInstallments;
  onInvoice: (invoice: PaymentInvoice) => void;
}

/**
 * The plans the fee may be paid by, each with its installments. Choosing one asks for confirmation, since
 * paying its first installment fixes the plan for good; confirming asks for that installment's invoice.
 */
export function PlanOffers({ program, answer, onInvoice }: PlanOffersProps) {
  const { t, i18n } = useTranslation(['translation', INSTALLMENTS_NAMESPACE]);
  const format = useBillingFormat();
  const pay = usePaymentInstallment(program);
  const [confirming, setConfirming] = useState<ProgramPlan['Code'] | null>(null);
  const arabic = currentLanguage(i18n) === 'ar';
  const money = (piastres: number) => format.money(piastres, answer.Currency);

  const confirmation = (plan: ProgramPlan) => {
    const last = plan.Installments[plan.Installments.length - 1];
    return (
      <div
        className="installments-confirm"
        role="group"
        aria-label={t('internationalInstallments:plans.confirmTitle')}
      >
        <p>
          {t('internationalInstallments:plans.confirmText', {
            amount: money(answer.FeePiastres),
            count: plan.Installments.length,
            last: last ? format.day(last.DueDate) : '',
          })}
        </p>
        <p className="installments-confirm__final">{t('internationalInstallments:plans.final')}</p>
        <div className="installments-actions">
          <IonButton
            disabled={pay.isPending}
            onClick={() => {
              pay.mutate(
                { ApplicationId: answer.ApplicationId, PlanCode: plan.Code, Sequence: 1 },
                { onSuccess: onInvoice },
              );
            }}
          >
            {pay.isPending
              ? t('internationalInstallments:plans.preparing')
              : t('internationalInstallments:plans.confirm')}
          </IonButton>
          <IonButton
            fill="clear"
            disabled={pay.isPending}
            onClick={() => {
              setConfirming(null);
            }}
          >
            {t('internationalInstallments:plans.cancel')}
          </IonButton>
        </div>
        {pay.isError && (
          <p className="installments-refusal" role="alert">
            {errorMessage(pay.error, t)}
          </p>
        )}
      </div>
    );
  };

  const planCard = (plan: ProgramPlan) => {
    const name = arabic ? plan.NameAr : plan.NameEn;
    return (
      <li key={plan.Code} className="installments-plan" data-plan={plan.Code}>
        <h3>{name}</h3>
        <table
          className="installments-schedule"
          aria-label={t('internationalInstallments:plans.scheduleOf', { plan: name })}
        >
          <thead>
            <tr>
              <th scope="col">{t('internationalInstallments:plans.number')}</th>
              <th scope="col">{t('internationalInstallments:plans.amount')}</th>
              <th scope="col">{t('internationalInstallments:plans.due')}</th>
            </tr>
          </thead>
          <tbody>
            {plan.Installments.map((part) => (
              <tr key={part.Sequence}>
                <td>{part.Sequence}</td>
                <td>{money(part.AmountPiastres)}</td>
                <td>{format.day(part.DueDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {confirming === plan.Code ? (
          confirmation(plan)
        ) : (
          <IonButton
            fill="outline"
            aria-label={t('internationalInstallments:plans.chooseLabel', { plan: name })}
            onClick={() => {
              pay.reset();
              setConfirming(plan.Code);
            }}
          >
            {t('internationalInstallments:plans.choose')}
          </IonButton>
        )}
      </li>
    );
  };

  return (
    <section className="installments-card" aria-labelledby="installments-plans-title">
      <h2 id="installments-plans-title">{t('internationalInstallments:plans.title')}</h2>
      <p className="installments-muted">{t('internationalInstallments:plans.intro')}</p>
      <ul className="installments-plans">{answer.Plans.map(planCard)}</ul>
    </section>
  );
}
