import { IonButton, IonSpinner } from '@ionic/react';
import { DEPOSIT_NUMBER_PATTERN, type PaymentInvoice } from '@portal/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useBankNotice } from '../api/bank-deposit';
import { useDeclareDeposit, useDeclaredDeposit } from '../api/declared-deposit';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';

/** Today on the device's calendar (YYYY-MM-DD): the latest day a deposit can have been made. */
const today = () => new Date().toLocaleDateString('en-CA');

/**
 * Once the notice is accepted (the slip is available): the student may tell finance the bank's
 * transaction number of the deposit they made. It pays nothing; it lets finance find a deposit whose
 * reference was mistyped. After that, the declaration as recorded.
 */
export function DeclaredDeposit({ invoice, bankId }: { invoice: PaymentInvoice; bankId: number }) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const notice = useBankNotice(invoice.PaymentInvoiceRequestId, bankId);
  const declared = useDeclaredDeposit(invoice.PaymentInvoiceRequestId);
  const declare = useDeclareDeposit();
  const [number, setNumber] = useState('');
  const [day, setDay] = useState(today);
  const numberId = useId();
  const dayId = useId();

  if (!notice.data?.AcceptedAt || !declared.isSuccess) return null;
  if (declared.data)
    return (
      <p className="billing-bank__declared" role="status">
        {t('billing:declared.done', {
          date: format.day(declared.data.DepositedOn),
          number: declared.data.DepositNumber,
        })}
      </p>
    );

  const valid = DEPOSIT_NUMBER_PATTERN.test(number.trim()) && day !== '';
  return (
    <form
      className="billing-bank__declare"
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        declare.mutate({
          invoiceId: invoice.PaymentInvoiceRequestId,
          bankId,
          depositNumber: number.trim(),
          depositedOn: day,
          amountPiastres: invoice.AmountPiastres,
        });
      }}
    >
      <h4>{t('billing:declared.title')}</h4>
      <label htmlFor={numberId}>{t('billing:declared.number')}</label>
      <input
        id={numberId}
        value={number}
        maxLength={30}
        autoComplete="off"
        onChange={(event) => {
          setNumber(event.target.value);
        }}
      />
      <p className="billing-muted">{t('billing:declared.numberHint')}</p>
      <label htmlFor={dayId}>{t('billing:declared.date')}</label>
      <input
        id={dayId}
        type="date"
        value={day}
        max={today()}
        onChange={(event) => {
          setDay(event.target.value);
        }}
      />
      <IonButton type="submit" disabled={!valid || declare.isPending}>
        {declare.isPending && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
        {t('billing:declared.submit')}
      </IonButton>
      {declare.error && (
        <p className="billing-refusal" role="alert">
          {errorMessage(declare.error, t)}
        </p>
      )}
    </form>
  );
}
