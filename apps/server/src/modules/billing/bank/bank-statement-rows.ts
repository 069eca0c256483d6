import {
  UNMATCHED_REASONS,
  type BankRowOutcome,
  type BankStatementRow,
  type DeclaredDepositSuggestion,
  type PreviewBankStatementResponse,
  type UnmatchedReason,
} from '@portal/contract';
import type { invoiceWithStudent } from './deposit-queries.js';
import type { StatementLine } from './bank-statement-csv.js';

/** The invoice a row's reference names, with its student. */
export type InvoiceMatch = NonNullable<Awaited<ReturnType<typeof invoiceWithStudent>>>;

/** What a row does (or did), and the invoice it names when it names one. */
export interface Decided {
  outcome: BankRowOutcome;
  match?: InvoiceMatch | undefined;
  /** A student's declaration of the row's transaction (declared-deposits.ts): shown, never applied. */
  suggestion?: DeclaredDepositSuggestion | null;
}

/** Rows finance resolves by hand, where a student's declaration helps: not applied, for any reason. */
export function needsHand(outcome: BankRowOutcome): boolean {
  return isUnmatchedReason(outcome) || outcome === 'already-recorded';
}

/** What people write inside a reference ("1234 5678 9012", "1234-5678-9012") is not part of it. */
export function matchableReference(written: string): string {
  return written.replace(/[\s-]/g, '');
}

export function isUnmatchedReason(outcome: string): outcome is UnmatchedReason {
  return (UNMATCHED_REASONS as readonly string[]).includes(outcome);
}

/**
 * What a recorded event of the same bank transaction says the row is now: applied before, or not applied
 * for a reason (then the register takes it, if it does not have it yet).
 */
export function earlierOutcome(eventOutcome: string): 'already-applied' | UnmatchedReason {
  const reason = eventOutcome.startsWith('not-applied:') ? eventOutcome.slice('not-applied:'.length) : '';
  return isUnmatchedReason(reason) ? reason : 'already-applied';
}

export function rowView(line: StatementLine, decided: Decided): BankStatementRow {
  const match = decided.match;
  const student = {
    InvoiceAmountPiastres: match?.invoice.amountPiastres ?? null,
    StudentCode: match?.studentCode ?? null,
    StudentNameEn: match?.studentNameEn ?? null,
    StudentNameAr: match?.studentNameAr ?? null,
  };
  if (line.kind === 'malformed') {
    return {
      Line: line.line,
      TransactionId: line.fields[0]?.trim() ?? '',
      DepositedAt: null,
      Reference: line.fields[2]?.trim() ?? '',
      AmountPiastres: null,
      Depositor: line.fields[5]?.trim() ?? '',
      Outcome: 'malformed',
      Problem: line.problem,
      ...student,
    };
  }
  return {
    Line: line.line,
    TransactionId: line.transactionId,
    DepositedAt: line.depositedAt.toISOString(),
    Reference: line.reference,
    AmountPiastres: line.amountPiastres,
    Depositor: line.depositor,
    Outcome: decided.outcome,
    Problem: null,
    ...student,
    Suggestion: decided.suggestion ?? null,
  };
}

export function totalsOf(rows: readonly BankStatementRow[]): PreviewBankStatementResponse['Totals'] {
  const totals = {
    Rows: rows.length,
    Apply: 0,
    ApplyPiastres: 0,
    Unmatched: 0,
    UnmatchedPiastres: 0,
    AlreadySeen: 0,
    Malformed: 0,
  };
  for (const row of rows) {
    const amount = row.AmountPiastres ?? 0;
    if (row.Outcome === 'apply') {
      totals.Apply += 1;
      totals.ApplyPiastres += amount;
    } else if (isUnmatchedReason(row.Outcome)) {
      totals.Unmatched += 1;
      totals.UnmatchedPiastres += amount;
    } else if (row.Outcome === 'malformed') totals.Malformed += 1;
    else totals.AlreadySeen += 1;
  }
  return totals;
}
