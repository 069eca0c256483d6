import { IonButton } from '@ionic/react';
import type { PaymentInvoice, ProgramInstallments, ProgramPage } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useBillingFormat } from '../../billing';
import { usePaymentInstallment } from '../api/get-payment-installment';
import { INSTALLMENTS_NAMESPACE } from '../translations';

type Installment = ProgramInstallments['Installments'][number];

interface ChosenPlanProps {
  program: ProgramPage;
  answer: ProgramInstallments;
  /** The plan chosen at the first payment. */
  planCode: string;
  onInvoice: (invoice: PaymentInvoice) => void;
}

/**
 * The plan the student is on: each installment with where it stands, an overdue one said in words, and a
 * Pay on each one unpaid (the server takes them in any order, so a student may pay ahead).
 */
export function ChosenPlan({ program, answer, planCode, onInvoice }: ChosenPlanProps) {
  const { t, i18n } = useTranslation(['translation', INSTALLMENTS_NAMESPACE]);
  const format = useBillingFormat();
  const pay = usePaymentInstallment(program);
  const plan = answer.Plans.find((offered) => offered.Code === planCode);
  const planName = plan && (currentLanguage(i18n) === 'ar' ? plan.NameAr : plan.NameEn);
  const allPaid = answer.Installments.every((row) => row.State === 'paid');
  const money = (piastres: number) => format.money(piastres, answer.Currency);

  const payButton = (row: Installment) => {
    const asking = pay.isPending && pay.variables.Sequence === row.Sequence;
    return (
      <IonButton
        disabled={pay.isPending}
        aria-label={t('internationalInstallments:chosen.payLabel', {
          number: row.Sequence,
          amount: money(row.AmountPiastres),
        })}
        onClick={() => {
          pay.mutate(
            { ApplicationId: answer.ApplicationId, PlanCode: planCode, Sequence: row.Sequence },
            { onSuccess: onInvoice },
          );
        }}
      >
        {asking
          ? t('internationalInstallments:chosen.preparing')
          : t('internationalInstallments:chosen.pay', { number: row.Sequence })}
      </IonButton>
    );
  };

  return (
    <section className="installments-card" aria-labelledby="installments-chosen-title">
      <h2 id="installments-chosen-title">{t('internationalInstallments:chosen.title')}</h2>
      {planName && (
        <p className="installments-muted">
          {t('internationalInstallments:chosen.onPlan', { plan: planName })}
        </p>
      )}
      <ol className="installments-list">
        {answer.Installments.map((row) => (
          <li key={row.Sequence} className={`installments-row installments-row--${row.State}`}>
            <div>
              <strong>{t('internationalInstallments:chosen.numbered', { number: row.Sequence })}</strong>{' '}
              <span className={`installments-chip installments-chip--${row.State}`}>
                {t(`internationalInstallments:chosen.state.${row.State}`)}
              </span>
              <p className="installments-muted">
                {t('internationalInstallments:chosen.dueOn', {
                  amount: money(row.AmountPiastres),
                  date: format.day(row.DueDate),
                })}
              </p>
              {row.State === 'overdue' && (
                <p className="installments-overdue">
                  {t('internationalInstallments:chosen.overdue', { date: format.day(row.DueDate) })}
                </p>
              )}
            </div>
            {row.State !== 'paid' && payButton(row)}
            {pay.isError && pay.variables.Sequence === row.Sequence && (
              <p className="installments-refusal" role="alert">
                {errorMessage(pay.error, t)}
              </p>
            )}
          </li>
        ))}
      </ol>
      {allPaid && <p className="installments-done">{t('internationalInstallments:chosen.allPaid')}</p>}
    </section>
  );
}
