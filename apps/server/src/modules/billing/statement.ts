import type { StatementCharge, StatementTerm, StudentStatement } from '@portal/contract';
import type { ChargeRow, CreditRow, PaymentRow } from './queries.js';

interface TermOfRows {
  TermId: number;
  TermCode: string;
  NameEn: string;
  NameAr: string;
  startsOn: string;
  charges: ChargeRow[];
  credits: CreditRow[];
  payments: PaymentRow[];
}

/** What the university kept of a payment: a refund (finance) makes that much owed again. */
const kept = (payment: PaymentRow) => payment.amountPiastres - payment.refundedPiastres;

/** The statement's charge lines of one term: its payments settle its charges, earliest due date first. */
function chargeLines(term: TermOfRows, asOf: string): StatementCharge[] {
  const creditedOf = new Map<number, number>();
  for (const credit of term.credits)
    creditedOf.set(credit.chargeId, (creditedOf.get(credit.chargeId) ?? 0) + credit.amountPiastres);
  // A payment of an invoice for one charge (the bus, the military fee) settles that charge first; what
  // it brought beyond it, and every other payment, settles the term's charges in due order.
  const paidTo = new Map<number, number>();
  let unallocated = 0;
  for (const payment of term.payments) {
    const charge = term.charges.find((row) => row.id === payment.chargeId);
    const left = charge
      ? charge.amountPiastres - (creditedOf.get(charge.id) ?? 0) - (paidTo.get(charge.id) ?? 0)
      : 0;
    const taken = charge ? Math.max(Math.min(kept(payment), left), 0) : 0;
    if (charge) paidTo.set(charge.id, (paidTo.get(charge.id) ?? 0) + taken);
    unallocated += kept(payment) - taken;
  }
  // Rows arrive in due order (queries.ts chargesOf).
  return term.charges.map((charge) => {
    const credited = creditedOf.get(charge.id) ?? 0;
    const direct = paidTo.get(charge.id) ?? 0;
    const fromTerm = Math.min(charge.amountPiastres - credited - direct, unallocated);
    unallocated -= fromTerm;
    const paid = direct + fromTerm;
    const outstanding = charge.amountPiastres - credited - paid;
    return {
      ChargeId: charge.id,
      Kind: charge.kind,
      Description: charge.description,
      DescriptionAr: charge.descriptionAr,
      AmountPiastres: charge.amountPiastres,
      CreditedPiastres: credited,
      PaidPiastres: paid,
      OutstandingPiastres: outstanding,
      DueOn: charge.dueOn,
      Overdue: outstanding > 0 && charge.dueOn < asOf,
      ChargedAt: charge.chargedAt.toISOString(),
    };
  });
}

const sumOf = <T>(rows: readonly T[], amount: (row: T) => number) =>
  rows.reduce((sum, row) => sum + amount(row), 0);

function termStatement(term: TermOfRows, asOf: string): StatementTerm {
  const charges = chargeLines(term, asOf);
  const charged = sumOf(charges, (line) => line.AmountPiastres);
  const credited = sumOf(charges, (line) => line.CreditedPiastres);
  const paid = sumOf(term.payments, kept);
  return {
    TermId: term.TermId,
    TermCode: term.TermCode,
    NameEn: term.NameEn,
    NameAr: term.NameAr,
    ChargedPiastres: charged,
    CreditedPiastres: credited,
    PaidPiastres: paid,
    BalancePiastres: charged - credited - paid,
    OverduePiastres: sumOf(
      charges.filter((line) => line.Overdue),
      (line) => line.OutstandingPiastres,
    ),
    Charges: charges,
    Credits: term.credits.map((credit) => ({
      ChargeId: credit.chargeId,
      AmountPiastres: credit.amountPiastres,
      Reason: credit.reason,
      CreditedAt: credit.creditedAt.toISOString(),
    })),
    Payments: term.payments.map((payment) => ({
      PaymentId: payment.id,
      AmountPiastres: payment.amountPiastres,
      RefundedPiastres: payment.refundedPiastres,
      Reference: payment.reference,
      Channel: payment.channel,
      PaidAt: payment.paidAt.toISOString(),
    })),
  };
}

function groupByTerm(charges: ChargeRow[], credits: CreditRow[], payments: PaymentRow[]): TermOfRows[] {
  const byTerm = new Map<number, TermOfRows>();
  const termOf = (row: ChargeRow | PaymentRow) => {
    let term = byTerm.get(row.termId);
    if (!term) {
      term = {
        TermId: row.termId,
        TermCode: row.termCode,
        NameEn: row.termNameEn,
        NameAr: row.termNameAr,
        startsOn: row.termStartsOn,
        charges: [],
        credits: [],
        payments: [],
      };
      byTerm.set(row.termId, term);
    }
    return term;
  };
  for (const charge of charges) termOf(charge).charges.push(charge);
  for (const payment of payments) termOf(payment).payments.push(payment);
  // A credit always has its charge, so its term is already there.
  for (const credit of credits) byTerm.get(credit.termId)?.credits.push(credit);
  return [...byTerm.values()].sort((a, b) => b.startsOn.localeCompare(a.startsOn));
}

/** The statement of account from the student's ledger rows, as of the university's date `asOf`. */
export function buildStatement(
  charges: ChargeRow[],
  credits: CreditRow[],
  payments: PaymentRow[],
  asOf: string,
): StudentStatement {
  const terms = groupByTerm(charges, credits, payments).map((term) => termStatement(term, asOf));
  const upcoming = terms
    .flatMap((term) => term.Charges)
    .filter((line) => line.OutstandingPiastres > 0 && line.DueOn >= asOf)
    .sort((a, b) => a.DueOn.localeCompare(b.DueOn));
  const nextDueOn = upcoming[0]?.DueOn;
  return {
    Currency: 'EGP',
    ChargedPiastres: sumOf(terms, (term) => term.ChargedPiastres),
    CreditedPiastres: sumOf(terms, (term) => term.CreditedPiastres),
    PaidPiastres: sumOf(terms, (term) => term.PaidPiastres),
    BalancePiastres: sumOf(terms, (term) => term.BalancePiastres),
    OverduePiastres: sumOf(terms, (term) => term.OverduePiastres),
    NextDue:
      nextDueOn === undefined
        ? null
        : {
            DueOn: nextDueOn,
            AmountPiastres: sumOf(
              upcoming.filter((line) => line.DueOn === nextDueOn),
              (line) => line.OutstandingPiastres,
            ),
          },
    AsOf: asOf,
    Terms: terms,
  };
}
