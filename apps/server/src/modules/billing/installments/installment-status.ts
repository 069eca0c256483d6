import type { InstallmentStatus } from '@portal/contract';

/** Whole basis points of a plan: the shares of its parts add up to this. */
export const ALL_BASIS_POINTS = 10_000;

/**
 * `total` split by `shares` (basis points adding up to 10,000) in whole piastres: each part is rounded
 * down and the last takes what is left, so the parts always add up to `total` exactly.
 */
export function splitByShares(total: number, shares: readonly number[]): number[] {
  let given = 0;
  return shares.map((share, index) => {
    if (index === shares.length - 1) return total - given;
    // total ≤ MAX_AMOUNT_PIASTRES (1e8) times 10,000 stays far below 2^53: exact in a double.
    const part = Math.floor((total * share) / ALL_BASIS_POINTS);
    given += part;
    return part;
  });
}

export interface InstallmentFacts {
  sequence: number;
  amountPiastres: number;
  dueOn: string;
  /** The start of the day after its due date, university clock (installment-schema.ts). */
  overdueFrom: Date;
  /** Its own invoice was paid. */
  invoicePaid: boolean;
}

export interface InstallmentStanding {
  sequence: number;
  /** What is still to pay of it: 0 once paid. */
  owedPiastres: number;
  status: InstallmentStatus;
}

/**
 * Where each installment of a term stands, given what the term owes now (`termBalance`). An installment
 * whose invoice was paid is paid. Money that reached the term another way (a deposit, an invoice for an
 * amount) settles the earliest installments first: the term's balance is owed by the latest unpaid ones,
 * so the balance paid off never leaves an installment overdue. From the day after its due date (`now`
 * past `overdueFrom`), what is owed of it is overdue.
 */
export function installmentStandings(
  installments: readonly InstallmentFacts[],
  termBalance: number,
  now: Date,
): InstallmentStanding[] {
  let left = Math.max(termBalance, 0);
  const owed = new Map<number, number>();
  const latestFirst = [...installments].sort((a, b) => b.sequence - a.sequence);
  for (const installment of latestFirst) {
    const share = installment.invoicePaid ? 0 : Math.min(installment.amountPiastres, left);
    left -= share;
    owed.set(installment.sequence, share);
  }
  return [...installments]
    .sort((a, b) => a.sequence - b.sequence)
    .map((installment) => {
      const owedPiastres = owed.get(installment.sequence) ?? 0;
      let status: InstallmentStatus = 'open';
      if (owedPiastres === 0) status = 'paid';
      else if (installment.overdueFrom <= now) status = 'overdue';
      return { sequence: installment.sequence, owedPiastres, status };
    });
}

/**
 * What of a plan's term may wait: the owed part of installments not yet due. The unpaid-balance hold and
 * "overdue" on the statement leave it out; everything else the term owes is owed now.
 */
export function notYetDue(standings: readonly InstallmentStanding[]): number {
  return standings
    .filter((standing) => standing.status === 'open')
    .reduce((sum, standing) => sum + standing.owedPiastres, 0);
}
