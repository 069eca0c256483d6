import { IonButton, IonIcon } from '@ionic/react';
import type { ProgramPage } from '@portal/contract';
import { arrowBack } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { useFeePayment } from '../../billing';
import { InstallmentPayment } from '../../international-installments';
import { useConfiguration } from '../../international-installments/api/get-configuration';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { ApplicationView } from './application-detail';

interface PaymentReturnProps {
  page: ProgramPage;
  onBack: () => void;
}

/**
 * Back from the provider (`<page>?invoice=<id>`): the page's payable application, the one whose installment
 * the invoice pays (as GetConfiguration names it for an installment page), opened again with the invoice on
 * it. Should none be payable any more, the invoice alone, until it is paid.
 */
export function PaymentReturn({ page, onBack }: PaymentReturnProps) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const payable = useConfiguration(page);
  return (
    <QueryState query={payable} errorTitle={t('detail.errorTitle')}>
      {(found) =>
        found ? (
          <ApplicationView applicationId={found.ApplicationId} onBack={onBack} />
        ) : (
          <InvoiceAlone onBack={onBack} />
        )
      }
    </QueryState>
  );
}

function InvoiceAlone({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const active = useFeePayment();
  return (
    <>
      <IonButton fill="clear" size="small" onClick={onBack}>
        <IonIcon slot="start" icon={arrowBack} className="intl-flip" aria-hidden="true" />
        {t('detail.back')}
      </IonButton>
      {active.payment && (
        <InstallmentPayment
          key={active.payment.invoiceId}
          invoiceId={active.payment.invoiceId}
          returned={active.payment.returned}
          onStarted={active.show}
          onClose={active.close}
        />
      )}
    </>
  );
}
