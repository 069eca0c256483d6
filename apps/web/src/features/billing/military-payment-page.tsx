import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { useMilitaryData } from './api/get-student-military-data';
import { useInsertMilitaryPaymentRequest } from './api/insert-military-payment-request';
import { MilitaryCard } from './components/fees/military-card';
import { PaymentPanel } from './components/payment-panel';
import { FEES_NAMESPACE } from './fees-translations';
import { BILLING_NAMESPACE } from './translations';
import { useFeePayment } from './use-fee-payment';
import './billing.css';
import './fees.css';

/** Renewing is the card's Pay (InsertMilitaryPaymentRequest), never a term invoice. */
const NO_TERM_RENEWAL = () => 0;

/**
 * Route `military-payment` (spec: Payments › Military Payment): whether military education is required of
 * the student and where they stand, the course term and fee, and paying the fee online or at an outlet.
 */
export default function MilitaryPaymentPage() {
  const { t } = useTranslation(['translation', FEES_NAMESPACE, BILLING_NAMESPACE]);
  const military = useMilitaryData();
  const invoice = useInsertMilitaryPaymentRequest();
  const active = useFeePayment();
  return (
    <>
      <PullToRefresh onRefresh={refetchAll([military])} />
      <PageBody>
        <header className="billing-intro">
          <h1>{t('pages.military-payment')}</h1>
        </header>
        <p className="billing-intro__text">{t('fees:military.intro')}</p>
        {active.payment && (
          <PaymentPanel
            key={active.payment.invoiceId}
            invoiceId={active.payment.invoiceId}
            returned={active.payment.returned}
            owedFor={NO_TERM_RENEWAL}
            onStarted={active.show}
            onClose={active.close}
          />
        )}
        <QueryState query={military} errorTitle={t('fees:military.errorTitle')} fetchedAt>
          {(data) => (
            <MilitaryCard
              data={data}
              paying={invoice.isPending}
              payError={invoice.error}
              onPay={() => {
                invoice.mutate(undefined, { onSuccess: active.show });
              }}
            />
          )}
        </QueryState>
      </PageBody>
    </>
  );
}
