import { IonButton, IonIcon } from '@ionic/react';
import type { PaymentInvoice } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { closeOutline, documentTextOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { StatePanel } from '../../../components/state-panel';
import { useInvoicePaymentRequest } from '../api/get-invoice-payment-request';
import { useGetPaymentRequest } from '../api/get-payment-request';
import { STATEMENT_KEY } from '../api/keys';
import { BILLING_NAMESPACE } from '../translations';
import { useProviderWait } from '../use-provider-wait';
import { ChannelChoice } from './channel-choice';
import { InvoiceCard } from './invoice-card';
import { EndedNotice, FailedNotice, PaidNotice } from './invoice-outcome';
import { ProviderWaitNotice } from './provider-wait-notice';
import './payment-panel.css';

interface PaymentPanelProps {
  invoiceId: number;
  /** The provider sent the student back for this invoice: wait for its confirmation rather than offer channels. */
  returned: boolean;
  /** What a term owes now (0 when nothing, or not known yet): the amount of a new invoice for it. */
  owedFor: (termId: number) => number;
  /** A new invoice replaced an expired one. */
  onStarted: (invoice: PaymentInvoice) => void;
  onClose: () => void;
}

/** One payment in progress: the invoice to pay under, then the channels, the wait, or how it ended. */
export function PaymentPanel({ invoiceId, returned, owedFor, onStarted, onClose }: PaymentPanelProps) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const queryClient = useQueryClient();
  const wait = useProviderWait(returned);
  const invoice = useInvoicePaymentRequest(invoiceId, wait.polling);
  const renewal = useGetPaymentRequest();
  const heading = useRef<HTMLHeadingElement>(null);
  const status = invoice.data?.Status;

  useEffect(() => {
    // Brought into view where it appears (at the top, above the term whose Pay was tapped).
    heading.current?.focus();
  }, [invoiceId]);

  useEffect(() => {
    // The payment is now on the account: the statement's balance and receipts are out of date.
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: STATEMENT_KEY });
  }, [status, queryClient]);

  function outcome(current: PaymentInvoice) {
    if (current.Status === 'paid') return <PaidNotice invoice={current} />;
    if (current.Status === 'open') {
      if (current.ProviderStatus === 'failed')
        return (
          <>
            <FailedNotice />
            <ChannelChoice invoice={current} />
          </>
        );
      if (!returned) return <ChannelChoice invoice={current} />;
      return (
        <ProviderWaitNotice
          late={wait.late}
          onCheckAgain={() => {
            wait.checkAgain();
            void invoice.refetch();
          }}
        />
      );
    }
    const owed = owedFor(current.TermId);
    const renew = () => {
      renewal.mutate({ TermId: current.TermId, AmountPiastres: owed }, { onSuccess: onStarted });
    };
    return (
      <EndedNotice
        invoice={current}
        onRenew={owed > 0 ? renew : undefined}
        renewing={renewal.isPending}
        renewError={renewal.error}
      />
    );
  }

  return (
    <section className="billing-payment" aria-labelledby="billing-payment-title">
      <header className="billing-payment__head">
        <h2 id="billing-payment-title" ref={heading} tabIndex={-1}>
          {t('billing:invoice.title')}
        </h2>
        <IonButton fill="clear" size="small" onClick={onClose}>
          <IonIcon slot="start" icon={closeOutline} aria-hidden="true" />
          {t('billing:invoice.close')}
        </IonButton>
      </header>
      <QueryState query={invoice} errorTitle={t('billing:invoice.errorTitle')}>
        {(current) =>
          current ? (
            <>
              <InvoiceCard invoice={current} />
              {outcome(current)}
            </>
          ) : (
            <StatePanel tone="empty" icon={documentTextOutline} title={t('billing:invoice.notFound')} />
          )
        }
      </QueryState>
    </section>
  );
}
