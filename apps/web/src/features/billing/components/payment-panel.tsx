import { IonButton, IonIcon } from '@ionic/react';
import type { PaymentInvoice } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { closeOutline, documentTextOutline } from 'ionicons/icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { StatePanel } from '../../../components/state-panel';
import { useGetInstallmentPaymentRequest } from '../api/get-installment-payment-request';
import { useInvoicePaymentRequest } from '../api/get-invoice-payment-request';
import { useGetPaymentRequest } from '../api/get-payment-request';
import { BUS_LINES_KEY, MILITARY_KEY } from '../api/fee-keys';
import { STATEMENT_KEY } from '../api/keys';
import { BILLING_NAMESPACE } from '../translations';
import { useProviderWait } from '../use-provider-wait';
import { ChannelChoice, type PaymentPurpose } from './channel-choice';
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
  /** Which calls pay it (channel-choice.tsx); the faculty's fees unless told. */
  purpose?: PaymentPurpose;
}

/** One payment in progress: the invoice to pay under, then the channels, the wait, or how it ended. */
export function PaymentPanel({
  invoiceId,
  returned,
  owedFor,
  onStarted,
  onClose,
  purpose = 'fees',
}: PaymentPanelProps) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  const queryClient = useQueryClient();
  const wait = useProviderWait(returned);
  const invoice = useInvoicePaymentRequest(invoiceId, wait.polling);
  const renewal = useGetPaymentRequest();
  const installmentRenewal = useGetInstallmentPaymentRequest();
  const heading = useRef<HTMLHeadingElement>(null);
  const status = invoice.data?.Status;

  useEffect(() => {
    // Brought into view where it appears (at the top, above the term whose Pay was tapped).
    heading.current?.focus();
  }, [invoiceId]);

  useEffect(() => {
    // The payment is now on the account: the statement, and the bus and military pages' figures, are out of date.
    if (status === 'paid')
      for (const queryKey of [STATEMENT_KEY, BUS_LINES_KEY, MILITARY_KEY])
        void queryClient.invalidateQueries({ queryKey });
  }, [status, queryClient]);

  function outcome(current: PaymentInvoice) {
    if (current.Status === 'paid') return <PaidNotice invoice={current} />;
    if (current.Status === 'open') {
      if (current.ProviderStatus === 'failed')
        return (
          <>
            <FailedNotice />
            <ChannelChoice invoice={current} purpose={purpose} />
          </>
        );
      if (!returned) return <ChannelChoice invoice={current} purpose={purpose} />;
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
    // An installment's invoice is renewed as that installment's (its own amount and due date), never as a
    // new invoice for the whole term, which would ask for installments not due yet.
    const sequence = current.InstallmentSequence;
    const owed = owedFor(current.TermId);
    const renew = () => {
      if (sequence === undefined)
        renewal.mutate({ TermId: current.TermId, AmountPiastres: owed }, { onSuccess: onStarted });
      else
        installmentRenewal.mutate({ TermId: current.TermId, Sequence: sequence }, { onSuccess: onStarted });
    };
    return (
      <EndedNotice
        invoice={current}
        onRenew={sequence !== undefined || owed > 0 ? renew : undefined}
        renewing={renewal.isPending || installmentRenewal.isPending}
        renewError={renewal.error ?? installmentRenewal.error}
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
