import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { students } from '../student/schema.js';
import { sumWhere } from './queries.js';
import { billingRefunds } from './finance/refund-schema.js';
import { billingCharges, billingCredits, billingPayments } from './schema.js';

/**
 * What the student owes now, in piastres: every charge minus its credits and every payment, plus what was
 * refunded to them, all terms together (a debt carried from an earlier term is still a debt). Negative
 * when they paid ahead. The sums in one statement, one round trip (registration's holds ask this of every
 * student entering); no row for an unknown student.
 */
export async function studentBalance(db: Database, studentId: number): Promise<number> {
  const ofStudent = (owner: SQLWrapper) => sql`${owner} = ${students.id}`;
  const [row] = await prepared(db, 'billing.balance', (db, name) =>
    db
      .select({
        owed: sql<string>`${sumWhere(billingCharges.amountPiastres, billingCharges, ofStudent(billingCharges.studentId))}
          - ${sumWhere(billingCredits.amountPiastres, billingCredits, ofStudent(billingCredits.studentId))}
          - ${sumWhere(billingPayments.amountPiastres, billingPayments, ofStudent(billingPayments.studentId))}
          + ${sumWhere(billingRefunds.amountPiastres, billingRefunds, ofStudent(billingRefunds.studentId))}`,
      })
      .from(students)
      .where(eq(students.id, sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId });
  return Number(row?.owed ?? 0);
}

/** "EGP 12,500.00" */
export function egp(piastres: number): string {
  return `EGP ${(piastres / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
