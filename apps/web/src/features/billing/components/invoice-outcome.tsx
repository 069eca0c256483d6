import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { PaymentInvoice } from '@portal/contract';
import { checkmarkCircle, closeCircleOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';

/** A paid invoice: said only when the server says so, with the date the payment was recorded. */
export function PaidNotice({ invoice }: { invoice: PaymentInvoice }) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  return (
    <div className="billing-paid" role="status">
      <IonIcon icon={checkmarkCircle} aria-hidden="true" className="billing-paid__icon" />
      <div>
        <p className="billing-paid__title">{t('billing:invoice.states.paid')}</p>
        {invoice.PaidAt && <p>{t('billing:invoice.paidOn', { date: format.instant(invoice.PaidAt) })}</p>}
      </div>
    </div>
  );
}

interface EndedNoticeProps {
  invoice: PaymentInvoice;
  /** Asks for a new invoice for what the term owes now; absent when it owes nothing. */
  onRenew?: () => void;
  renewing: boolean;
  renewError: unknown;
}

/** An expired or cancelled invoice can no longer be paid: a new one is one tap away while the term still owes. */
export function EndedNotice({ invoice, onRenew, renewing, renewError }: EndedNoticeProps) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  return (
    <div className="billing-ended">
      <p>
        <IonIcon icon={closeCircleOutline} aria-hidden="true" />{' '}
        {invoice.Status === 'cancelled' ? t('billing:invoice.cancelled') : t('billing:invoice.expired')}
      </p>
      {onRenew && (
        <IonButton disabled={renewing} onClick={onRenew}>
          {renewing ? (
            <IonSpinner slot="start" name="crescent" aria-hidden="true" />
          ) : (
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
          )}
          {t('billing:invoice.renew')}
        </IonButton>
      )}
      {renewError !== null && renewError !== undefined && (
        <p className="billing-refusal" role="alert">
          {errorMessage(renewError, t)}
        </p>
      )}
    </div>
  );
}

/** The provider said the latest try failed (declined, cancelled): nothing was taken, the channels are offered again. */
export function FailedNotice() {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  return (
    <p className="billing-ended" role="alert">
      <IonIcon icon={closeCircleOutline} aria-hidden="true" /> {t('billing:invoice.failed')}
    </p>
  );
}
