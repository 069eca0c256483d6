import type { Database } from '../platform/db/client.js';
import { definePlan, type PlanToDefine } from '../modules/billing/installments/installment-plans.js';

let made = 0;

/** A university date `days` from today (far enough from midnight that the time zone cannot move it). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A term's installment plan: open to choose from ten days ago to ten days ahead, no minimum, half due
 * in twenty days and half in fifty, unless told otherwise.
 */
export async function buildInstallmentPlan(
  db: Database,
  termId: number,
  overrides: Partial<Omit<PlanToDefine, 'termId'>> = {},
) {
  made += 1;
  return definePlan(db, {
    termId,
    code: `PLAN-${String(made)}`,
    nameEn: `Two installments ${String(made)}`,
    nameAr: `قسطان ${String(made)}`,
    opensOn: dayFromToday(-10),
    closesOn: dayFromToday(10),
    minBalancePiastres: 0,
    parts: [
      { shareBasisPoints: 5_000, dueOn: dayFromToday(20) },
      { shareBasisPoints: 5_000, dueOn: dayFromToday(50) },
    ],
    ...overrides,
  });
}
