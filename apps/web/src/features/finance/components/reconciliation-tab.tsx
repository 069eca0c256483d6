import { IonButton } from '@ionic/react';
import type { ReconciliationReport } from '@portal/contract';
import { checkmarkDoneOutline } from 'ionicons/icons';
import { useState, type SyntheticEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { StatePanel } from '../../../components/state-panel';
import { useReconciliationReport, type ReconciliationPeriod } from '../api/get-reconciliation-report';
import { localDay } from '../money';
import { FINANCE_NAMESPACE } from '../translations';
import { useFinanceFormat } from '../use-finance-format';
import { FinanceTable } from './finance-table';

type Report = ReconciliationReport;
type ColumnKey =
  | 'channel'
  | 'count'
  | 'amount'
  | 'provider'
  | 'reference'
  | 'status'
  | 'received'
  | 'student'
  | 'attempted'
  | 'reason'
  | 'staff'
  | 'created';

/** One section of the report: its heading, then its rows or the words for none. */
function Section({ title, empty, children }: { title: string; empty?: string; children?: ReactNode }) {
  return (
    <section className="finance-section" aria-label={title}>
      <h2>{title}</h2>
      {empty === undefined ? children : <StatePanel tone="empty" icon={checkmarkDoneOutline} title={empty} />}
    </section>
  );
}

function ReportBody({ report }: { report: Report }) {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const format = useFinanceFormat();
  const total = report.Applied.reduce((sum, row) => sum + row.AmountPiastres, 0);
  const column = (key: ColumnKey) => t(`finance:columns.${key}`);
  return (
    <>
      <Section
        title={t('finance:reconciliation.applied')}
        empty={report.Applied.length === 0 ? t('finance:empty.applied') : undefined}
      >
        <FinanceTable
          caption={t('finance:reconciliation.applied')}
          captionHidden
          rows={report.Applied}
          rowKey={(row) => row.Channel}
          columns={[
            { key: 'channel', label: column('channel'), cell: (row) => t(`finance:channel.${row.Channel}`) },
            { key: 'count', label: column('count'), numeric: true, cell: (row) => row.Count },
            {
              key: 'amount',
              label: column('amount'),
              numeric: true,
              cell: (row) => format.money(row.AmountPiastres),
            },
          ]}
        />
        <p className="finance-total">
          {t('finance:reconciliation.total')}: {format.money(total)}
        </p>
      </Section>
      <Section
        title={t('finance:reconciliation.notApplied')}
        empty={report.NotApplied.length === 0 ? t('finance:empty.notApplied') : undefined}
      >
        {report.NotApplied.map((group) => (
          <FinanceTable
            key={group.Reason}
            caption={t('finance:reconciliation.reasonCount', { reason: group.Reason, count: group.Count })}
            rows={group.Events}
            rowKey={(row) => row.EventId}
            columns={[
              { key: 'provider', label: column('provider'), cell: (row) => row.Provider },
              {
                key: 'reference',
                label: column('reference'),
                cell: (row) => <bdi>{row.MerchantReference}</bdi>,
              },
              { key: 'status', label: column('status'), cell: (row) => row.Status },
              {
                key: 'amount',
                label: column('amount'),
                numeric: true,
                cell: (row) => format.money(row.AmountPiastres),
              },
              { key: 'received', label: column('received'), cell: (row) => format.instant(row.ReceivedAt) },
            ]}
          />
        ))}
      </Section>
      <Section
        title={t('finance:reconciliation.pending')}
        empty={report.PendingAtProvider.length === 0 ? t('finance:empty.pending') : undefined}
      >
        <FinanceTable
          caption={t('finance:reconciliation.pending')}
          captionHidden
          rows={report.PendingAtProvider}
          rowKey={(row) => row.InvoiceId}
          columns={[
            { key: 'student', label: column('student'), cell: (row) => row.StudentCode },
            { key: 'reference', label: column('reference'), cell: (row) => <bdi>{row.Reference}</bdi> },
            {
              key: 'amount',
              label: column('amount'),
              numeric: true,
              cell: (row) => format.money(row.AmountPiastres),
            },
            {
              key: 'channel',
              label: column('channel'),
              cell: (row) => `${row.Provider} · ${t(`finance:channel.${row.Channel}`)}`,
            },
            { key: 'attempted', label: column('attempted'), cell: (row) => format.instant(row.AttemptedAt) },
          ]}
        />
      </Section>
      <Section
        title={t('finance:reconciliation.refunds')}
        empty={report.Refunds.length === 0 ? t('finance:empty.refunds') : undefined}
      >
        <FinanceTable
          caption={t('finance:reconciliation.refunds')}
          captionHidden
          rows={report.Refunds}
          rowKey={(row) => row.RefundId}
          columns={[
            { key: 'student', label: column('student'), cell: (row) => row.StudentCode },
            {
              key: 'amount',
              label: column('amount'),
              numeric: true,
              cell: (row) => format.money(row.AmountPiastres, row.Currency),
            },
            { key: 'reason', label: column('reason'), cell: (row) => row.Reason },
            { key: 'staff', label: column('staff'), cell: (row) => row.StaffEmail },
            { key: 'created', label: column('created'), cell: (row) => format.instant(row.CreatedAt) },
          ]}
        />
      </Section>
    </>
  );
}

/** The reconciliation report of a period, the last 30 days unless finance chooses another. */
export function ReconciliationTab() {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const [draft, setDraft] = useState<ReconciliationPeriod>(() => ({ From: localDay(30), To: localDay() }));
  const [period, setPeriod] = useState(draft);
  const report = useReconciliationReport(period);

  function apply(event?: SyntheticEvent) {
    event?.preventDefault();
    setPeriod(draft);
  }

  return (
    <section aria-label={t('finance:tabs.reconciliation')}>
      <p>{t('finance:reconciliation.intro')}</p>
      <form className="finance-filters" onSubmit={apply}>
        <label className="finance-field">
          <span>{t('finance:filters.from')}</span>
          <input
            type="date"
            required
            value={draft.From}
            onChange={(event) => {
              setDraft({ ...draft, From: event.target.value });
            }}
          />
        </label>
        <label className="finance-field">
          <span>{t('finance:filters.to')}</span>
          <input
            type="date"
            required
            value={draft.To}
            onChange={(event) => {
              setDraft({ ...draft, To: event.target.value });
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
      <QueryState query={report} errorTitle={t('finance:errorTitle')}>
        {(data) => <ReportBody report={data} />}
      </QueryState>
    </section>
  );
}
