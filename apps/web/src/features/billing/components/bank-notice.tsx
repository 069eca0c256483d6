import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { PaymentInvoice } from '@portal/contract';
import { downloadOutline, hourglassOutline } from 'ionicons/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useAcceptBankNotice, useBankNotice, useDownloadDepositSlip } from '../api/bank-deposit';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';

/**
 * One bank's payment notice for the invoice: read, tick and accept it (the server keeps the invoice open
 * for the deposit days), then the slip to download and the wait for the bank's confirmation, which comes
 * with the bank's statement days later.
 */
export function BankNotice({ invoice, bankId }: { invoice: PaymentInvoice; bankId: number }) {
  const { t, i18n } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const notice = useBankNotice(invoice.PaymentInvoiceRequestId, bankId);
  const accept = useAcceptBankNotice();
  const downloadSlip = useDownloadDepositSlip();
  const [agreed, setAgreed] = useState(false);
  const [slipFailed, setSlipFailed] = useState(false);
  const agreeId = useId();

  if (notice.isPending) return <IonSpinner name="crescent" aria-label={t('billing:bank.noticeTitle')} />;
  if (notice.isError)
    return (
      <p className="billing-refusal" role="alert">
        {errorMessage(notice.error, t)}
      </p>
    );
  const current = notice.data;
  const text = i18n.language === 'ar' ? current.TextAr : current.TextEn;

  if (current.AcceptedAt)
    return (
      <div className="billing-bank__accepted" role="status">
        <p className="billing-bank__waiting">
          <IonIcon icon={hourglassOutline} aria-hidden="true" /> {t('billing:bank.waiting')}
        </p>
        <p>{t('billing:bank.waitingDetail', { date: format.instant(current.DepositBy) })}</p>
        <IonButton
          onClick={() => {
            setSlipFailed(false);
            void downloadSlip({
              invoiceId: invoice.PaymentInvoiceRequestId,
              bankId,
              reference: invoice.Reference,
            }).then((outcome) => {
              setSlipFailed(outcome === 'failed');
            });
          }}
        >
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          {t('billing:bank.download')}
        </IonButton>
        {slipFailed && (
          <p className="billing-refusal" role="alert">
            {t('billing:bank.downloadFailed')}
          </p>
        )}
      </div>
    );

  return (
    <div className="billing-bank__notice">
      <h3>{t('billing:bank.noticeTitle')}</h3>
      <p dir="auto">{text}</p>
      <p className="billing-status__note">
        {t('billing:bank.depositBy', { date: format.instant(current.DepositBy) })}
      </p>
      <label className="billing-bank__agree" htmlFor={agreeId}>
        <input
          id={agreeId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => {
            setAgreed(event.target.checked);
          }}
        />
        {t('billing:bank.agree')}
      </label>
      <IonButton
        disabled={!agreed || accept.isPending}
        onClick={() => {
          // Never without the tick, whatever fires the click (a disabled button's click still arrives in tests).
          if (agreed) accept.mutate({ invoiceId: invoice.PaymentInvoiceRequestId, bankId });
        }}
      >
        {accept.isPending && <IonSpinner slot="start" name="crescent" aria-hidden="true" />}
        {t('billing:bank.accept')}
      </IonButton>
      {accept.error && (
        <p className="billing-refusal" role="alert">
          {errorMessage(accept.error, t)}
        </p>
      )}
    </div>
  );
}
