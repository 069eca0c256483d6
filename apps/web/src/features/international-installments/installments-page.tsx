import type { RefresherCustomEvent } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { useFeePayment } from '../billing';
import { useConfiguration } from './api/get-configuration';
import { INSTALLMENTS_KEY, type InstallmentProgram } from './api/keys';
import { ApplicationInstallments } from './components/application-installments';
import { InstallmentPayment } from './components/installment-payment';
import { NoPayableApplication } from './components/no-payable-application';
import { INSTALLMENTS_NAMESPACE } from './translations';
import './installments.css';

/**
 * One installment page for one program: which application is payable (GetConfiguration), then its plans and
 * installments, and the invoice of the installment being paid above them. The provider's return address
 * (`?invoice=<id>`) shows that invoice until its payment is confirmed.
 */
function InstallmentsPage({ program }: { program: InstallmentProgram }) {
  const { t } = useTranslation(['translation', INSTALLMENTS_NAMESPACE]);
  const queryClient = useQueryClient();
  const configuration = useConfiguration(program);
  const active = useFeePayment();
  const name = t(`internationalInstallments:programs.${program}`);

  async function refresh(event: RefresherCustomEvent) {
    try {
      await queryClient.invalidateQueries({ queryKey: INSTALLMENTS_KEY });
    } finally {
      event.detail.complete();
    }
  }

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="installments-intro">
          <h1>{t(`pages.${program}-install`)}</h1>
          <p>{t('internationalInstallments:intro', { program: name })}</p>
        </header>
        {active.payment && (
          <InstallmentPayment
            key={active.payment.invoiceId}
            invoiceId={active.payment.invoiceId}
            returned={active.payment.returned}
            onStarted={active.show}
            onClose={active.close}
          />
        )}
        <QueryState query={configuration} errorTitle={t('internationalInstallments:errorTitle')}>
          {(payable) =>
            payable ? (
              <ApplicationInstallments
                program={program}
                applicationId={payable.ApplicationId}
                onInvoice={active.show}
              />
            ) : (
              <NoPayableApplication program={program} />
            )
          }
        </QueryState>
      </PageBody>
    </>
  );
}

/** Route `duphat-install`: the DUPHAT program's fee in installments. */
export function DuphatInstallPage() {
  return <InstallmentsPage program="duphat" />;
}

/** Route `curious-install`: the CURIOUS conference's fee, through the conference's own calls (`_Curious`). */
export function CuriousInstallPage() {
  return <InstallmentsPage program="curious" />;
}
