import { IonButton, IonSpinner } from '@ionic/react';
import { UNMATCHED_STATES, type UnmatchedDeposit, type UnmatchedState } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { UNMATCHED_PAGE_SIZE, useUnmatchedDeposits } from '../api/get-unmatched-deposits';
import { FINANCE_NAMESPACE } from '../translations';
import { useFinanceFormat } from '../use-finance-format';
import { DepositDialog } from './deposit-dialog';
import { Pager } from '../../../components/pager';
import { FinanceTable, type Column } from './finance-table';
import './deposits.css';

/**
 * The unmatched-deposits register: money a bank received that matched no open invoice. Finance filters it
 * by status and settles each open deposit once: assigned to a student's term, or returned by the bank.
 */
export function UnmatchedDeposits() {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const format = useFinanceFormat();
  const [status, setStatus] = useState<UnmatchedState | ''>('open');
  const [page, setPage] = useState(1);
  const [settling, setSettling] = useState<{ deposit: UnmatchedDeposit; action: 'assign' | 'return' }>();
  const [done, setDone] = useState<string>();
  const deposits = useUnmatchedDeposits(status || undefined, page);

  const who = (row: UnmatchedDeposit) =>
    row.StudentCode
      ? `${row.StudentCode} · ${format.name({ StudentNameEn: row.StudentNameEn ?? '', StudentNameAr: row.StudentNameAr ?? '' })}`
      : '—';

  const columns: Column<UnmatchedDeposit>[] = [
    {
      key: 'depositedAt',
      label: t('finance:unmatched.columns.depositedAt'),
      cell: (row) => format.instant(row.DepositedAt),
    },
    {
      key: 'bank',
      label: t('finance:unmatched.columns.bank'),
      cell: (row) => <bdi>{`${row.BankCode} · ${row.TransactionId}`}</bdi>,
    },
    {
      key: 'reference',
      label: t('finance:unmatched.columns.reference'),
      cell: (row) => (
        <>
          <bdi>{row.Reference || '—'}</bdi>
          {row.Status === 'open' && row.Suggestion && (
            <span className="finance-suggestion">
              {t('finance:unmatched.suggestion', {
                student: row.Suggestion.StudentCode,
                reference: row.Suggestion.InvoiceReference,
              })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      label: t('finance:unmatched.columns.amount'),
      numeric: true,
      cell: (row) => format.money(row.AmountPiastres, row.Currency),
    },
    {
      key: 'depositor',
      label: t('finance:unmatched.columns.depositor'),
      cell: (row) => row.Depositor || '—',
    },
    {
      key: 'reason',
      label: t('finance:unmatched.columns.reason'),
      cell: (row) => t(`finance:unmatched.reason.${row.Reason}`),
    },
    {
      key: 'status',
      label: t('finance:unmatched.columns.status'),
      cell: (row) => (
        <span className={`finance-state finance-state--${row.Status}`}>
          {t(`finance:unmatched.status.${row.Status}`)}
        </span>
      ),
    },
    {
      key: 'resolution',
      label: t('finance:unmatched.columns.resolution'),
      cell: (row) =>
        row.Status === 'open' ? (
          <span className="finance-dialog__actions">
            <IonButton
              size="small"
              onClick={() => {
                setSettling({ deposit: row, action: 'assign' });
              }}
            >
              {t('finance:unmatched.assign')}
            </IonButton>
            <IonButton
              size="small"
              fill="outline"
              color="danger"
              onClick={() => {
                setSettling({ deposit: row, action: 'return' });
              }}
            >
              {t('finance:unmatched.return')}
            </IonButton>
          </span>
        ) : (
          t('finance:unmatched.resolved', {
            student: who(row),
            by: row.ResolvedBy ?? '—',
            at: row.ResolvedAt ? format.instant(row.ResolvedAt) : '—',
            note: row.Note ?? '',
          })
        ),
    },
  ];

  return (
    <section className="finance-section" aria-label={t('finance:tabs.unmatched')}>
      <h2>{t('finance:unmatched.title')}</h2>
      <div className="finance-filters">
        <label className="finance-field">
          <span>{t('finance:filters.status')}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(UNMATCHED_STATES.find((state) => state === event.target.value) ?? '');
              setPage(1);
            }}
          >
            <option value="">{t('finance:filters.all')}</option>
            {UNMATCHED_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`finance:unmatched.status.${state}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {done && (
        <p className="finance-notice" role="status">
          {done}
        </p>
      )}
      {settling && (
        <DepositDialog
          deposit={settling.deposit}
          action={settling.action}
          onClose={(message) => {
            setSettling(undefined);
            setDone(message);
          }}
        />
      )}
      {deposits.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
      {deposits.isError && (
        <p className="finance-problem" role="alert">
          {errorMessage(deposits.error, t)}
        </p>
      )}
      {deposits.data &&
        (deposits.data.Items.length === 0 ? (
          <p className="finance-notice">{t('finance:unmatched.empty')}</p>
        ) : (
          <>
            <FinanceTable
              caption={t('finance:unmatched.caption')}
              columns={columns}
              rows={deposits.data.Items}
              rowKey={(row) => row.DepositId}
            />
            <Pager page={page} pageSize={UNMATCHED_PAGE_SIZE} total={deposits.data.Total} onPage={setPage} />
          </>
        ))}
    </section>
  );
}
