import type { ApplicationDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFeePayment } from '../../billing';
import { ApplicationInstallments, InstallmentPayment } from '../../international-installments';
import { installmentPage } from '../application-rules';
import { INTERNATIONAL_NAMESPACE } from '../translations';

/**
 * The fee of an application whose program has no installment page (international, opet, gmu-clinical), paid
 * here with the installment pages' own components: the plans or installments while some remain, and the
 * invoice being paid above them; back from the provider (`?invoice=<id>`), that invoice until it is paid.
 */
export function ApplicationFee({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const active = useFeePayment();
  if (installmentPage(application.PageName) !== undefined) return null;
  if (application.NextStep !== 'pay' && !active.payment) return null;
  const id = `fee-${String(application.ApplicationId)}`;
  return (
    <section className="intl-section" aria-labelledby={id}>
      <h2 id={id}>{t('detail.fee')}</h2>
      {active.payment && (
        <InstallmentPayment
          key={active.payment.invoiceId}
          invoiceId={active.payment.invoiceId}
          returned={active.payment.returned}
          onStarted={active.show}
          onClose={active.close}
        />
      )}
      <ApplicationInstallments
        program={application.PageName}
        applicationId={application.ApplicationId}
        onInvoice={active.show}
      />
    </section>
  );
}
