import type { StatementTerm, StudentStatement } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BILLING_NAMESPACE } from '../translations';
import { AccountSummary } from './account-summary';
import { TermStatement } from './term-statement';

interface StatementViewProps {
  statement: StudentStatement;
  onPay: (term: StatementTerm) => void;
  payingTerm: (term: StatementTerm) => boolean;
  payErrorOf: (term: StatementTerm) => unknown;
  /** Shown between the account's totals and the terms (the installment plans of the newest term). */
  afterSummary?: ReactNode;
}

/** The account's totals, then each term newest first with what it charged and what was received. */
export function StatementView({
  statement,
  onPay,
  payingTerm,
  payErrorOf,
  afterSummary,
}: StatementViewProps) {
  const { t } = useTranslation(['translation', BILLING_NAMESPACE]);
  return (
    <>
      <AccountSummary statement={statement} />
      {afterSummary}
      {statement.Terms.length === 0 ? (
        <p className="billing-muted">{t('billing:noTerms')}</p>
      ) : (
        statement.Terms.map((term) => (
          <TermStatement
            key={term.TermId}
            term={term}
            currency={statement.Currency}
            onPay={onPay}
            paying={payingTerm(term)}
            payError={payErrorOf(term)}
          />
        ))
      )}
    </>
  );
}
