import { IonButton } from '@ionic/react';
import type { FinancePayment } from '@portal/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useRefundPayment } from '../api/refund-payment';
import { piastresFromPounds } from '../money';
import { FINANCE_NAMESPACE } from '../translations';
import { useFinanceFormat } from '../use-finance-format';

interface RefundDialogProps {
  payment: FinancePayment;
  onClose: (done?: string) => void;
}

/**
 * Refunding one payment: the amount in pounds and the reason, then a confirmation naming the amount. The
 * idempotency key is made once per dialog, so a double tap or a retry after a lost answer refunds once.
 */
export function RefundDialog({ payment, onClose }: RefundDialogProps) {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const format = useFinanceFormat();
  const titleId = useId();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState<number>();
  const refund = useRefundPayment();
  const left = payment.AmountPiastres - payment.RefundedPiastres;

  function review(event?: SyntheticEvent) {
    event?.preventDefault();
    const piastres = piastresFromPounds(amount);
    const refusal =
      piastres === null
        ? t('finance:refund.amountInvalid')
        : piastres > left
          ? t('finance:refund.tooMuch', { left: format.money(left, payment.Currency) })
          : reason.trim() === ''
            ? t('finance:refund.reasonMissing')
            : undefined;
    setProblem(refusal);
    if (refusal === undefined && piastres !== null) setConfirming(piastres);
  }

  function confirm(piastres: number) {
    refund.mutate(
      { PaymentId: payment.PaymentId, AmountPiastres: piastres, Reason: reason.trim(), IdempotencyKey: key },
      {
        onSuccess: (made) => {
          onClose(
            t('finance:refund.done', {
              amount: format.money(made.AmountPiastres, made.Currency),
              student: made.StudentCode,
            }),
          );
        },
        onError: (error) => {
          setProblem(errorMessage(error, t));
          setConfirming(undefined);
        },
      },
    );
  }

  return (
    <form className="finance-dialog" role="dialog" aria-labelledby={titleId} onSubmit={review}>
      <h2 id={titleId}>{t('finance:refund.title')}</h2>
      <p>
        {t('finance:refund.payment', {
          amount: format.money(payment.AmountPiastres, payment.Currency),
          student: `${payment.StudentCode} · ${format.name(payment)}`,
          reference: payment.Reference,
          left: format.money(left, payment.Currency),
        })}
      </p>
      <label className="finance-field">
        <span>{t('finance:refund.amount')}</span>
        <input
          inputMode="decimal"
          value={amount}
          disabled={confirming !== undefined}
          onChange={(event) => {
            setAmount(event.target.value);
          }}
        />
      </label>
      <label className="finance-field">
        <span>{t('finance:refund.reason')}</span>
        <textarea
          maxLength={500}
          value={reason}
          disabled={confirming !== undefined}
          onChange={(event) => {
            setReason(event.target.value);
          }}
        />
      </label>
      {problem && (
        <p className="finance-problem" role="alert">
          {problem}
        </p>
      )}
      <div className="finance-dialog__actions">
        {confirming === undefined ? (
          <IonButton
            onClick={() => {
              review();
            }}
          >
            {t('finance:refund.action')}
          </IonButton>
        ) : (
          <IonButton
            color="danger"
            disabled={refund.isPending}
            onClick={() => {
              confirm(confirming);
            }}
          >
            {t('finance:refund.confirm', { amount: format.money(confirming, payment.Currency) })}
          </IonButton>
        )}
        <IonButton
          fill="outline"
          onClick={() => {
            if (confirming === undefined) onClose();
            else setConfirming(undefined);
          }}
        >
          {t('finance:refund.cancel')}
        </IonButton>
      </div>
    </form>
  );
}
