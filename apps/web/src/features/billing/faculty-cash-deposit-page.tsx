import { IonButton, IonIcon } from '@ionic/react';
import { downloadOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { useDownloadStatement } from './api/download-statement';
import { useStudentStatement } from './api/get-student-statement';
import { InstallmentSection } from './components/installment-section';
import { PaymentPanel } from './components/payment-panel';
import { StatementView } from './components/statement-view';
import { BILLING_NAMESPACE } from './translations';
import { useActivePayment } from './use-active-payment';
import './billing.css';

/**
 * Route `faculty-cash-deposit` (spec: Payments › Faculty Cash Deposit): the statement of what the student
 * owes and why, and paying a term's balance online or at an outlet. The provider sends the student back
 * here with `?invoice=<id>`.
 */
export default function FacultyCashDepositPage() {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const statement = useStudentStatement();
  const active = useActivePayment();
  const downloadStatement = useDownloadStatement();
  const refresh = refetchAll([statement]);
  const owedFor = (termId: number) =>
    Math.max(0, statement.data?.Terms.find((term) => term.TermId === termId)?.BalancePiastres ?? 0);

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <header className="billing-intro">
          <h1>{t('pages.faculty-cash-deposit')}</h1>
          <div className="billing-intro__actions">
            <IonButton
              fill="clear"
              size="small"
              disabled={statement.isFetching}
              onClick={() => void statement.refetch()}
            >
              <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
              {t('billing:refresh')}
            </IonButton>
            <IonButton fill="clear" size="small" onClick={() => void downloadStatement()}>
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              {t('billing:downloadStatement')}
            </IonButton>
          </div>
        </header>
        <p className="billing-intro__text">{t('billing:intro')}</p>
        {active.payment && (
          <PaymentPanel
            key={active.payment.invoiceId}
            invoiceId={active.payment.invoiceId}
            returned={active.payment.returned}
            owedFor={owedFor}
            onStarted={active.show}
            onClose={active.close}
          />
        )}
        <QueryState query={statement} errorTitle={t('billing:errorTitle')} fetchedAt>
          {(data) => (
            <StatementView
              statement={data}
              onPay={active.pay}
              payingTerm={active.payingTerm}
              payErrorOf={active.payErrorOf}
              afterSummary={
                data.Terms[0] && <InstallmentSection term={data.Terms[0]} onInvoice={active.show} />
              }
            />
          )}
        </QueryState>
      </PageBody>
    </>
  );
}
