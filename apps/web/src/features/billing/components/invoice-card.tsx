import type { PaymentInvoice } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';

/** The invoice the student pays under: its reference to copy, the amount, and until when it can be paid. */
export function InvoiceCard({ invoice }: { invoice: PaymentInvoice }) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  return (
    <div className="billing-invoice" data-invoice={invoice.PaymentInvoiceRequestId}>
      <dl className="billing-figures">
        <div>
          <dt>{t('billing:invoice.amount')}</dt>
          <dd className="billing-figures__main">{format.money(invoice.AmountPiastres, invoice.Currency)}</dd>
        </div>
        <div>
          <dt>{t('billing:invoice.reference')}</dt>
          <dd className="billing-invoice__reference">
            <code dir="ltr">{invoice.Reference}</code>
            <CopyButton size="small" text={invoice.Reference} label={t('billing:invoice.copyReference')} />
          </dd>
        </div>
      </dl>
      {invoice.Status === 'open' && (
        // How an ended invoice ended is the outcome's to say, beneath this card.
        <p className="billing-status">
          {t('billing:invoice.states.open')}
          <span className="billing-status__note">
            {' · '}
            {t('billing:invoice.validUntil', { date: format.instant(invoice.ExpiresAt) })}
          </span>
        </p>
      )}
    </div>
  );
}
