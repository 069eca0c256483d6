import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { billingCharges, billingPayments } from './schema.js';

/**
 * What the student owes now, in piastres: every charge minus every payment, all terms together (a debt
 * carried from an earlier term is still a debt). Negative when they paid ahead. Two index scans, sent
 * together (registration's holds ask this of every student entering).
 */
export async function studentBalance(db: Database, studentId: number): Promise<number> {
  const [[charged], [paid]] = await Promise.all([
    prepared(db, 'billing.charged', (db, name) =>
      db
        .select({ total: sql<string>`coalesce(sum(${billingCharges.amountPiastres}), 0)` })
        .from(billingCharges)
        .where(eq(billingCharges.studentId, sql.placeholder('studentId')))
        .prepare(name),
    ).execute({ studentId }),
    prepared(db, 'billing.paid', (db, name) =>
      db
        .select({ total: sql<string>`coalesce(sum(${billingPayments.amountPiastres}), 0)` })
        .from(billingPayments)
        .where(eq(billingPayments.studentId, sql.placeholder('studentId')))
        .prepare(name),
    ).execute({ studentId }),
  ]);
  return Number(charged?.total ?? 0) - Number(paid?.total ?? 0);
}

/** "EGP 12,500.00" */
export function egp(piastres: number): string {
  return `EGP ${(piastres / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
