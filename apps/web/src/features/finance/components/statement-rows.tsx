import type { BankStatementRow, PreviewBankStatementResponse } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { FINANCE_NAMESPACE } from '../translations';
import { useFinanceFormat } from '../use-finance-format';
import { FinanceTable, type Column } from './finance-table';
import './deposits.css';

interface StatementRowsProps {
  rows: readonly BankStatementRow[];
  totals: PreviewBankStatementResponse['Totals'];
  /** `preview`: what would happen; `imported`: what did. */
  mode: 'preview' | 'imported';
}

/** The statement's rows with their outcomes, and the totals above them. */
export function StatementRows({ rows, totals, mode }: StatementRowsProps) {
  const { t } = useTranslation(['translation', FINANCE_NAMESPACE]);
  const format = useFinanceFormat();

  function outcome(row: BankStatementRow): string {
    if (row.Outcome === 'malformed')
      return t('finance:bankImport.outcome.malformed', {
        problem: t(`finance:bankImport.problem.${row.Problem ?? 'columns'}`),
      });
    const student = row.StudentCode
      ? `${row.StudentCode} · ${format.name({ StudentNameEn: row.StudentNameEn ?? '', StudentNameAr: row.StudentNameAr ?? '' })}`
      : '';
    if (row.Outcome === 'apply')
      return t(`finance:bankImport.outcome.${mode === 'preview' ? 'apply' : 'applied'}`, { student });
    return t(`finance:bankImport.outcome.${row.Outcome}`, {
      amount: row.InvoiceAmountPiastres === null ? '' : format.money(row.InvoiceAmountPiastres),
    });
  }

  const columns: Column<BankStatementRow>[] = [
    { key: 'line', label: t('finance:bankImport.columns.line'), numeric: true, cell: (row) => row.Line },
    {
      key: 'transaction',
      label: t('finance:bankImport.columns.transaction'),
      cell: (row) => <bdi>{row.TransactionId}</bdi>,
    },
    {
      key: 'depositedAt',
      label: t('finance:bankImport.columns.depositedAt'),
      cell: (row) => (row.DepositedAt ? format.instant(row.DepositedAt) : '—'),
    },
    {
      key: 'reference',
      label: t('finance:bankImport.columns.reference'),
      cell: (row) => (
        <>
          <bdi>{row.Reference}</bdi>
          {row.Suggestion && (
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
      label: t('finance:bankImport.columns.amount'),
      numeric: true,
      cell: (row) => (row.AmountPiastres === null ? '—' : format.money(row.AmountPiastres)),
    },
    { key: 'depositor', label: t('finance:bankImport.columns.depositor'), cell: (row) => row.Depositor },
    {
      key: 'outcome',
      label: t('finance:bankImport.columns.outcome'),
      cell: (row) => <span className={`finance-state finance-state--${row.Outcome}`}>{outcome(row)}</span>,
    },
  ];

  return (
    <>
      <ul className="finance-totals" aria-label={t(`finance:bankImport.totals.${mode}`)}>
        <li>{t('finance:bankImport.totals.rows', { count: totals.Rows })}</li>
        <li>
          {t(`finance:bankImport.totals.${mode === 'preview' ? 'apply' : 'applied'}`, {
            count: totals.Apply,
            amount: format.money(totals.ApplyPiastres),
          })}
        </li>
        <li>
          {t('finance:bankImport.totals.unmatched', {
            count: totals.Unmatched,
            amount: format.money(totals.UnmatchedPiastres),
          })}
        </li>
        <li>{t('finance:bankImport.totals.alreadySeen', { count: totals.AlreadySeen })}</li>
        <li>{t('finance:bankImport.totals.malformed', { count: totals.Malformed })}</li>
      </ul>
      <FinanceTable
        caption={t(`finance:bankImport.rowsCaption.${mode}`)}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.Line}
      />
    </>
  );
}
