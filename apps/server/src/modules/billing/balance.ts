import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { billingCharges, billingPayments } from './schema.js';

/**
 * What the student owes now, in piastres: every charge minus every payment, all terms together (a debt
 * carried from an earlier term is still a debt). Negative when they paid ahead. Two index scans.
 */
export async function studentBalance(db: Database, studentId: number): Promise<number> {
  const [charged] = await db
    .select({ total: sql<string>`coalesce(sum(${billingCharges.amountPiastres}), 0)` })
    .from(billingCharges)
    .where(eq(billingCharges.studentId, studentId));
  const [paid] = await db
    .select({ total: sql<string>`coalesce(sum(${billingPayments.amountPiastres}), 0)` })
    .from(billingPayments)
    .where(eq(billingPayments.studentId, studentId));
  return Number(charged?.total ?? 0) - Number(paid?.total ?? 0);
}

/** "EGP 12,500.00" */
export function egp(piastres: number): string {
  return `EGP ${(piastres / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
