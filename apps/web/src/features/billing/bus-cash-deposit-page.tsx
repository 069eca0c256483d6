import type { BusLine, BusLines, BusStop } from '@portal/contract';
import { busOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { useBusLineChanged } from './api/bus-line-changed';
import { useBusLines } from './api/get-all-bus-line';
import { useInsertBusPaymentRequest } from './api/insert-bus-payment-request';
import { BusConfirm } from './components/fees/bus-confirm';
import { BusLineList } from './components/fees/bus-line-list';
import { BusSubscriptionCard } from './components/fees/bus-subscription-card';
import { PaymentPanel } from './components/payment-panel';
import { FEES_NAMESPACE } from './fees-translations';
import { BILLING_NAMESPACE } from './translations';
import { useBillingFormat } from './use-billing-format';
import { useFeePayment } from './use-fee-payment';
import './billing.css';
import './fees.css';

/** Renewing is the subscription card's Pay (InsertBusPaymentRequest), never a term invoice. */
const NO_TERM_RENEWAL = () => 0;

/**
 * Route `bus-cash-deposit` (spec: Payments › Bus Cash Deposit): this term's bus lines with stops, pickup
 * times and fees; choosing or changing line and stop (confirmed first, since it bills); and paying the bus
 * charge online or at an outlet. The provider sends the student back here with `?invoice=<id>`.
 */
export default function BusCashDepositPage() {
  const { t } = useTranslation(['translation', FEES_NAMESPACE, BILLING_NAMESPACE]);
  const format = useBillingFormat();
  const lines = useBusLines();
  const change = useBusLineChanged();
  const invoice = useInsertBusPaymentRequest();
  const active = useFeePayment();
  const [choice, setChoice] = useState<{ line: BusLine; stop: BusStop } | null>(null);

  function windowNote(data: BusLines) {
    if (data.ChangesOpen && data.ChangesCloseAt)
      return t('fees:bus.changesUntil', { date: format.instant(data.ChangesCloseAt) });
    if (data.ChangesCloseAt)
      return t('fees:bus.changesClosed', { date: format.instant(data.ChangesCloseAt) });
    return t('fees:bus.noWindow');
  }

  return (
    <>
      <PullToRefresh onRefresh={refetchAll([lines])} />
      <PageBody>
        <header className="billing-intro">
          <h1>{t('pages.bus-cash-deposit')}</h1>
        </header>
        <p className="billing-intro__text">{t('fees:bus.intro')}</p>
        {active.payment && (
          <PaymentPanel
            key={active.payment.invoiceId}
            invoiceId={active.payment.invoiceId}
            returned={active.payment.returned}
            owedFor={NO_TERM_RENEWAL}
            onStarted={active.show}
            onClose={active.close}
            purpose="bus"
          />
        )}
        <QueryState
          query={lines}
          errorTitle={t('fees:bus.errorTitle')}
          fetchedAt
          empty={{ when: (data) => data.Term === null, icon: busOutline, title: t('fees:bus.noTerm') }}
        >
          {(data) => (
            <>
              <p className="billing-muted" role="note">
                {windowNote(data)}
              </p>
              <BusSubscriptionCard
                data={data}
                paying={invoice.isPending}
                payError={invoice.error}
                onPay={() => {
                  invoice.mutate(undefined, { onSuccess: active.show });
                }}
              />
              {choice && (
                <BusConfirm
                  line={choice.line}
                  stop={choice.stop}
                  subscription={data.Subscription}
                  saving={change.isPending}
                  error={change.error}
                  onConfirm={() => {
                    change.mutate(
                      { BusLineId: choice.line.BusLineId, BusStopId: choice.stop.BusStopId },
                      {
                        onSuccess: () => {
                          setChoice(null);
                        },
                      },
                    );
                  }}
                  onCancel={() => {
                    change.reset();
                    setChoice(null);
                  }}
                />
              )}
              {data.Lines.length === 0 ? (
                <StatePanel tone="empty" icon={busOutline} title={t('fees:bus.noLines')} />
              ) : (
                <section aria-labelledby="fees-lines-title">
                  <h2 id="fees-lines-title" className="fees-section-title">
                    {t('fees:bus.linesTitle')}
                  </h2>
                  <BusLineList
                    lines={data.Lines}
                    subscription={data.Subscription}
                    canChoose={data.ChangesOpen}
                    onChoose={(line, stop) => {
                      change.reset();
                      setChoice({ line, stop });
                    }}
                  />
                </section>
              )}
            </>
          )}
        </QueryState>
      </PageBody>
    </>
  );
}
