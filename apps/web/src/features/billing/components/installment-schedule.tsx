import { IonButton } from '@ionic/react';
import type { ChosenInstallmentPlan, Currency, PaymentInvoice, StudentInstallment } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/error-message';
import { useGetInstallmentPaymentRequest } from '../api/get-installment-payment-request';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';

interface InstallmentScheduleProps {
  termId: number;
  currency: Currency;
  chosen: ChosenInstallmentPlan;
  onInvoice: (invoice: PaymentInvoice) => void;
}

/** The plan the student is on: each installment with a status chip, its due date, and Pay while owed. */
export function InstallmentSchedule({ termId, currency, chosen, onInvoice }: InstallmentScheduleProps) {
  const { t, i18n } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const request = useGetInstallmentPaymentRequest();
  const name = currentLanguage(i18n) === 'ar' ? chosen.NameAr : chosen.NameEn;
  const asking = (row: StudentInstallment) => request.variables?.Sequence === row.Sequence;

  return (
    <>
      <p className="billing-muted">
        {t('billing:installments.onPlan', {
          plan: name,
          amount: format.money(chosen.TotalPiastres, currency),
        })}
      </p>
      <ol className="billing-installment-list">
        {chosen.Installments.map((row) => {
          const amount = format.money(row.OwedPiastres || row.AmountPiastres, currency);
          return (
            <li key={row.Sequence} className={`billing-installment billing-installment--${row.Status}`}>
              <div>
                <strong>{t('billing:installments.numbered', { number: row.Sequence })}</strong>{' '}
                <span className={`billing-chip billing-chip--${row.Status}`}>
                  {t(`billing:installments.status.${row.Status}`)}
                </span>
                <p className="billing-muted">
                  {format.money(row.AmountPiastres, currency)} ·{' '}
                  {t('billing:installments.dueOn', { date: format.day(row.DueOn) })}
                </p>
              </div>
              {row.OwedPiastres > 0 && (
                <IonButton
                  disabled={request.isPending && asking(row)}
                  aria-label={t('billing:installments.payLabel', { amount, number: row.Sequence })}
                  onClick={() => {
                    request.mutate(
                      { TermId: termId, Sequence: row.Sequence },
                      {
                        onSuccess: (invoice) => {
                          onInvoice(invoice);
                        },
                      },
                    );
                  }}
                >
                  {request.isPending && asking(row)
                    ? t('billing:term.preparing')
                    : t('billing:installments.pay', { amount })}
                </IonButton>
              )}
              {request.isError && asking(row) && (
                <p className="billing-refusal" role="alert">
                  {errorMessage(request.error, t)}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
