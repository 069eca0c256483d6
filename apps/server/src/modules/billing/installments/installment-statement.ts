import type { StatementTerm, StudentStatement } from '@portal/contract';
import type { InstallmentRow } from './installment-queries.js';
import { installmentStandings } from './installment-status.js';

/**
 * A term on a plan: its installments, and "overdue" from them. A charge is not overdue merely because its
 * own due date passed (the plan moved it); what is overdue is what is owed of installments past due.
 */
function termOnPlan(term: StatementTerm, installments: readonly InstallmentRow[], now: Date): StatementTerm {
  const standings = installmentStandings(installments, term.BalancePiastres, now);
  const lines = installments.map((installment, index) => ({
    Sequence: installment.sequence,
    AmountPiastres: installment.amountPiastres,
    OwedPiastres: standings[index]?.owedPiastres ?? 0,
    DueOn: installment.dueOn,
    Status: standings[index]?.status ?? 'paid',
  }));
  return {
    ...term,
    OverduePiastres: lines
      .filter((line) => line.Status === 'overdue')
      .reduce((sum, line) => sum + line.OwedPiastres, 0),
    Charges: term.Charges.map((charge) => ({ ...charge, Overdue: false })),
    Installments: lines,
  };
}

/** What falls due next, from charges of terms on no plan and installments of terms on one. */
function nextDue(terms: readonly StatementTerm[], asOf: string): StudentStatement['NextDue'] {
  const upcoming = terms.flatMap((term) =>
    term.Installments
      ? term.Installments.filter((line) => line.Status === 'open').map((line) => ({
          DueOn: line.DueOn,
          AmountPiastres: line.OwedPiastres,
        }))
      : term.Charges.filter((line) => line.OutstandingPiastres > 0 && line.DueOn >= asOf).map((line) => ({
          DueOn: line.DueOn,
          AmountPiastres: line.OutstandingPiastres,
        })),
  );
  const first = upcoming.map((line) => line.DueOn).sort()[0];
  if (first === undefined) return null;
  const AmountPiastres = upcoming
    .filter((line) => line.DueOn === first)
    .reduce((sum, line) => sum + line.AmountPiastres, 0);
  return { DueOn: first, AmountPiastres };
}

/** The statement with each planned term's installments, and its overdue amounts and next due from them. */
export function withInstallments(
  statement: StudentStatement,
  installments: readonly InstallmentRow[],
  now: Date,
): StudentStatement {
  if (installments.length === 0) return statement;
  const terms = statement.Terms.map((term) => {
    const ofTerm = installments.filter((row) => row.termId === term.TermId);
    return ofTerm.length === 0 ? term : termOnPlan(term, ofTerm, now);
  });
  return {
    ...statement,
    OverduePiastres: terms.reduce((sum, term) => sum + term.OverduePiastres, 0),
    NextDue: nextDue(terms, statement.AsOf),
    Terms: terms,
  };
}
