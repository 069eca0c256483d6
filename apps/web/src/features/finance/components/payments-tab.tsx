import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { PAYMENT_CHANNELS, type FinancePayment, type PaymentChannel } from '@portal/contract';
import { cashOutline, downloadOutline } from 'ionicons/icons';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { useExportPayments } from '../api/export-payments';
import { FINANCE_PAGE_SIZE } from '../api/get-finance-invoices';
import { useFinancePayments, type PaymentFilters } from '../api/get-finance-payments';
import { FINANCE_NAMESPACE } from '../translations';
import { useFinanceFormat } from '../use-finance-format';
import { Pager } from '../../../components/pager';
import { FinanceTable, type Column } from './finance-table';
import { RefundDialog } from './refund-dialog';

interface Draft {
  channel: PaymentChannel | '';
  from: string;
  to: string;
  search: string;
}

function filtersOf(draft: Draft): PaymentFilters {
  const search = draft.search.trim();
  return {
    ...(draft.channel ? { Channel: draft.channel } : {}),
    ...(draft.from ? { From: draft.from } : {}),
    ...(draft.to ? { To: draft.to } : {}),
    ...(search ? { Search: search } : {}),
  };
}

/** Payments with what was refunded of each, a refund per payment, and the period's CSV export. */
export function PaymentsTab() {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const format = useFinanceFormat();
  const exportPayments = useExportPayments();
  const [draft, setDraft] = useState<Draft>({ channel: '', from: '', to: '', search: '' });
  const [filters, setFilters] = useState<PaymentFilters>({});
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<FinancePayment>();
  const [notice, setNotice] = useState<string>();
  const payments = useFinancePayments(filters, page);

  function apply(event?: SyntheticEvent) {
    event?.preventDefault();
    setFilters(filtersOf(draft));
    setPage(1);
  }

  function exportCsv() {
    const { From, To, Channel } = filtersOf(draft);
    if (!From || !To) {
      setNotice(t('finance:exportNeedsDates'));
      return;
    }
    setNotice(undefined);
    void exportPayments({ From, To, ...(Channel ? { Channel } : {}) });
  }

  const columns: Column<FinancePayment>[] = [
    {
      key: 'student',
      label: t('finance:columns.student'),
      cell: (row) => `${row.StudentCode} · ${format.name(row)}`,
    },
    { key: 'term', label: t('finance:columns.term'), cell: (row) => row.TermCode },
    {
      key: 'amount',
      label: t('finance:columns.amount'),
      numeric: true,
      cell: (row) => format.money(row.AmountPiastres, row.Currency),
    },
    {
      key: 'channel',
      label: t('finance:columns.channel'),
      cell: (row) => t(`finance:channel.${row.Channel}`),
    },
    { key: 'reference', label: t('finance:columns.reference'), cell: (row) => <bdi>{row.Reference}</bdi> },
    {
      key: 'provider',
      label: t('finance:columns.providerKey'),
      cell: (row) => <bdi>{row.ProviderKey ?? '—'}</bdi>,
    },
    { key: 'paid', label: t('finance:columns.paidAt'), cell: (row) => format.instant(row.PaidAt) },
    {
      key: 'refunded',
      label: t('finance:columns.refunded'),
      numeric: true,
      cell: (row) => (row.RefundedPiastres > 0 ? format.money(row.RefundedPiastres, row.Currency) : '—'),
    },
    {
      key: 'actions',
      label: t('finance:refund.action'),
      cell: (row) =>
        row.RefundedPiastres < row.AmountPiastres ? (
          <IonButton
            size="small"
            fill="outline"
            onClick={() => {
              setRefunding(row);
            }}
          >
            {t('finance:refund.action')}
          </IonButton>
        ) : null,
    },
  ];

  return (
    <section aria-label={t('finance:tabs.payments')}>
      <form className="finance-filters" onSubmit={apply}>
        <label className="finance-field">
          <span>{t('finance:filters.channel')}</span>
          <select
            value={draft.channel}
            onChange={(event) => {
              setDraft({
                ...draft,
                channel: PAYMENT_CHANNELS.find((channel) => channel === event.target.value) ?? '',
              });
            }}
          >
            <option value="">{t('finance:filters.all')}</option>
            {PAYMENT_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`finance:channel.${channel}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="finance-field">
          <span>{t('finance:filters.from')}</span>
          <input
            type="date"
            value={draft.from}
            onChange={(event) => {
              setDraft({ ...draft, from: event.target.value });
            }}
          />
        </label>
        <label className="finance-field">
          <span>{t('finance:filters.to')}</span>
          <input
            type="date"
            value={draft.to}
            onChange={(event) => {
              setDraft({ ...draft, to: event.target.value });
            }}
          />
        </label>
        <label className="finance-field finance-field--wide">
          <span>{t('finance:filters.search')}</span>
          <input
            type="search"
            maxLength={64}
            value={draft.search}
            onChange={(event) => {
              setDraft({ ...draft, search: event.target.value });
            }}
          />
        </label>
        <IonButton
          onClick={() => {
            apply();
          }}
        >
          {t('finance:filters.apply')}
        </IonButton>
        <IonButton fill="outline" onClick={exportCsv}>
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
          {t('finance:export')}
        </IonButton>
      </form>
      {notice && (
        <p className="finance-notice" role="status">
          {notice}
        </p>
      )}
      {refunding && (
        <RefundDialog
          key={refunding.PaymentId}
          payment={refunding}
          onClose={(done) => {
            setRefunding(undefined);
            setNotice(done);
          }}
        />
      )}
      {payments.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {payments.isError && (
        <p className="finance-problem" role="alert">
          {errorMessage(payments.error, t)}
        </p>
      )}
      {payments.data?.Items.length === 0 && (
        <StatePanel tone="empty" icon={cashOutline} title={t('finance:empty.payments')} />
      )}
      {payments.data && payments.data.Items.length > 0 && (
        <>
          <FinanceTable
            caption={t('finance:tabs.payments')}
            columns={columns}
            rows={payments.data.Items}
            rowKey={(row) => row.PaymentId}
          />
          <Pager page={page} pageSize={FINANCE_PAGE_SIZE} total={payments.data.Total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
