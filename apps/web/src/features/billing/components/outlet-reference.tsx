import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { BILLING_NAMESPACE } from '../translations';
import { useBillingFormat } from '../use-billing-format';

/** The number to quote at a Fawry outlet, large enough to read out at the counter, with its deadline. */
export function OutletReference({ reference, expiresAt }: { reference: string; expiresAt: string }) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const format = useBillingFormat();
  return (
    <div className="billing-outlet" role="status">
      <p className="billing-outlet__title">{t('billing:invoice.outletTitle')}</p>
      <p className="billing-outlet__reference">
        <code dir="ltr">{reference}</code>
      </p>
      <p>{t('billing:invoice.outletDetail', { date: format.instant(expiresAt) })}</p>
      <CopyButton text={reference} label={t('billing:invoice.copyOutlet')} />
    </div>
  );
}
