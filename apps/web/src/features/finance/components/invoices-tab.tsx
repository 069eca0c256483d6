import { IonButton, IonSpinner } from '@ionic/react';
import { INVOICE_STATES, type FinanceInvoice, type InvoiceState } from '@portal/contract';
import { receiptOutline } from 'ionicons/icons';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { FINANCE_PAGE_SIZE, useFinanceInvoices, type InvoiceFilters } from '../api/get-finance-invoices';
import { FINANCE_NAMESPACE } from '../translations';
import { useFinanceFormat } from '../use-finance-format';
import { Pager } from '../../../components/pager';
import { FinanceTable, type Column } from './finance-table';

/** Invoices by state, newest first, searchable by student or reference. */
export function InvoicesTab() {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const format = useFinanceFormat();
  const [status, setStatus] = useState<InvoiceState | ''>('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<InvoiceFilters>({});
  const [page, setPage] = useState(1);
  const invoices = useFinanceInvoices(filters, page);

  function apply(event?: SyntheticEvent) {
    event?.preventDefault();
    const text = search.trim();
    setFilters({ ...(status ? { Status: status } : {}), ...(text ? { Search: text } : {}) });
    setPage(1);
  }

  const columns: Column<FinanceInvoice>[] = [
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
    { key: 'reference', label: t('finance:columns.reference'), cell: (row) => <bdi>{row.Reference}</bdi> },
    {
      key: 'status',
      label: t('finance:columns.status'),
      cell: (row) => (
        <span className={`finance-state finance-state--${row.Status}`}>
          {t(`finance:status.${row.Status}`)}
        </span>
      ),
    },
    {
      key: 'channel',
      label: t('finance:columns.channel'),
      cell: (row) => t(`finance:channel.${row.Channel ?? 'none'}`),
    },
    { key: 'created', label: t('finance:columns.created'), cell: (row) => format.instant(row.CreatedAt) },
    {
      key: 'paid',
      label: t('finance:columns.paidAt'),
      cell: (row) => (row.PaidAt ? format.instant(row.PaidAt) : '—'),
    },
  ];

  return (
    <section aria-label={t('finance:tabs.invoices')}>
      <form className="finance-filters" onSubmit={apply}>
        <label className="finance-field">
          <span>{t('finance:filters.status')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(INVOICE_STATES.find((state) => state === event.target.value) ?? '');
            }}
          >
            <option value="">{t('finance:filters.all')}</option>
            {INVOICE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`finance:status.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="finance-field finance-field--wide">
          <span>{t('finance:filters.search')}</span>
          <input
            type="search"
            maxLength={64}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
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
      </form>
      {invoices.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {invoices.isError && (
        <p className="finance-problem" role="alert">
          {errorMessage(invoices.error, t)}
        </p>
      )}
      {invoices.data?.Items.length === 0 && (
        <StatePanel tone="empty" icon={receiptOutline} title={t('finance:empty.invoices')} />
      )}
      {invoices.data && invoices.data.Items.length > 0 && (
        <>
          <FinanceTable
            caption={t('finance:tabs.invoices')}
            columns={columns}
            rows={invoices.data.Items}
            rowKey={(row) => row.InvoiceId}
          />
          <Pager page={page} pageSize={FINANCE_PAGE_SIZE} total={invoices.data.Total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
