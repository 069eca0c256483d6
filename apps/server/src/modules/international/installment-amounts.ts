import type { ProgramPlan } from '@portal/contract';

/** One installment of a plan as the student pays it. */
export interface PlanInstallmentAmount {
  sequence: number;
  amountPiastres: number;
  dueOn: string;
}

/**
 * A plan's installments of a fee in whole piastres: each its share rounded down, the rounding remainder on
 * the last, so they add up to the fee exactly. Shares adding up to more than 100 would bill more than the
 * fee, so they throw (the office's plan editor refuses them first).
 */
export function installmentAmounts(
  feePiastres: number,
  installments: ProgramPlan['Installments'],
): PlanInstallmentAmount[] {
  if (!Number.isSafeInteger(feePiastres) || feePiastres < 0)
    throw new RangeError('A fee must be whole piastres, 0 or more');
  const percents = installments.map((installment) => installment.Percent);
  if (percents.some((percent) => !Number.isInteger(percent) || percent < 0))
    throw new RangeError('A share must be a whole percent');
  if (percents.reduce((sum, percent) => sum + percent, 0) > 100)
    throw new RangeError('The shares of a plan add up to at most 100');
  const amounts = percents.map((percent) => Math.floor((feePiastres * percent) / 100));
  const rest = feePiastres - amounts.reduce((sum, amount) => sum + amount, 0);
  return installments.map((installment, index) => ({
    sequence: index + 1,
    amountPiastres: (amounts[index] ?? 0) + (index === installments.length - 1 ? rest : 0),
    dueOn: installment.DueDate,
  }));
}
