import { IonButton, IonIcon } from '@ionic/react';
import type { Currency, PaymentChannel, StatementTerm } from '@portal/contract';
import { downloadOutline, pricetagOutline, receiptOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useDownloadReceipt } from '../api/download-receipt';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';
import './receipts-list.css';

interface Receipt {
  key: string;
  at: string;
  amountPiastres: number;
  kind: 'credit' | 'payment';
  /** What the student matches against their own receipt: the reference and channel, or a credit's reason. */
  detail: string;
  reference?: string;
  /** A payment's id, for its PDF receipt. */
  paymentId?: number;
}

/** Credits and payments of a term in one list, newest first, as the student would file their receipts. */
function receiptsOf(term: StatementTerm, channelName: (channel: PaymentChannel) => string): Receipt[] {
  const credits = term.Credits.map((credit, index): Receipt => ({
    key: `credit-${String(index)}`,
    at: credit.CreditedAt,
    amountPiastres: credit.AmountPiastres,
    kind: 'credit',
    detail: credit.Reason,
  }));
  const payments = term.Payments.map((payment, index): Receipt => ({
    key: `payment-${String(index)}`,
    at: payment.PaidAt,
    amountPiastres: payment.AmountPiastres,
    kind: 'payment',
    detail: channelName(payment.Channel),
    reference: payment.Reference,
    paymentId: payment.PaymentId,
  }));
  return [...credits, ...payments].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
}

export function ReceiptsList({
  term,
  currency,
  termName,
}: {
  term: StatementTerm;
  currency: Currency;
  termName: string;
}) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const downloadReceipt = useDownloadReceipt();
  const receipts = receiptsOf(term, (channel) => t(`billing:channels.${channel}`));
  if (receipts.length === 0) return <p className="billing-muted">{t('billing:receipts.none')}</p>;
  return (
    <ul className="billing-receipts" aria-label={t('billing:receipts.label', { term: termName })}>
      {receipts.map((receipt) => (
        <li key={receipt.key} className={`billing-receipt billing-receipt--${receipt.kind}`}>
          <IonIcon
            className="billing-receipt__icon"
            icon={receipt.kind === 'payment' ? receiptOutline : pricetagOutline}
            aria-hidden="true"
          />
          <div className="billing-receipt__text">
            <p className="billing-receipt__what">
              {t(`billing:receipts.${receipt.kind}`)} · {receipt.detail}
            </p>
            <p className="billing-receipt__when">
              {format.date(receipt.at)}
              {receipt.reference && (
                <>
                  {' · '}
                  {t('billing:receipts.reference')} <bdi dir="ltr">{receipt.reference}</bdi>
                </>
              )}
            </p>
          </div>
          <div className="billing-receipt__end">
            <p className="billing-receipt__amount">{format.money(receipt.amountPiastres, currency)}</p>
            {receipt.paymentId !== undefined && (
              <IonButton
                fill="clear"
                size="small"
                aria-label={t('billing:receipts.pdfLabel', { date: format.date(receipt.at) })}
                onClick={() => {
                  if (receipt.paymentId !== undefined) void downloadReceipt(receipt.paymentId);
                }}
              >
                <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
                {t('billing:receipts.pdf')}
              </IonButton>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
