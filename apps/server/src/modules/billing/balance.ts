import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { students } from '../student/schema.js';
import { sumWhere } from './queries.js';
import { billingRefunds } from './finance/refund-schema.js';
import { billingCharges, billingCredits, billingPayments } from './schema.js';

const ofStudent = (owner: SQLWrapper) => sql`${owner} = ${students.id}`;

/** Charges − credits − payments + refunds of the student in the row (`students.id`), all terms. */
const owedOfStudent = () =>
  sql<string>`${sumWhere(billingCharges.amountPiastres, billingCharges, ofStudent(billingCharges.studentId))}
    - ${sumWhere(billingCredits.amountPiastres, billingCredits, ofStudent(billingCredits.studentId))}
    - ${sumWhere(billingPayments.amountPiastres, billingPayments, ofStudent(billingPayments.studentId))}
    + ${sumWhere(billingRefunds.amountPiastres, billingRefunds, ofStudent(billingRefunds.studentId))}`;

/**
 * What the student owes now, in piastres: every charge minus its credits and every payment, plus what was
 * refunded to them, all terms together (a debt carried from an earlier term is still a debt). Negative
 * when they paid ahead. The sums in one statement, one round trip; no row for an unknown student.
 */
export async function studentBalance(db: Database, studentId: number): Promise<number> {
  const [row] = await prepared(db, 'billing.balance', (db, name) =>
    db
      .select({ owed: owedOfStudent() })
      .from(students)
      .where(eq(students.id, sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId });
  return Number(row?.owed ?? 0);
}

/**
 * The balance, and whether a charge of the student still waits for its due date (`overdue_from` after
 * `now`: a program fee's installment). The same one statement (registration's holds ask this of every
 * student entering): a student without such charges costs nothing more.
 */
export async function balanceAndFeesWaiting(
  db: Database,
  studentId: number,
  now: Date,
): Promise<{ owed: number; feesWaiting: boolean }> {
  const [row] = await prepared(db, 'billing.balance-fees-waiting', (db, name) =>
    db
      .select({
        owed: owedOfStudent(),
        feesWaiting: sql<boolean>`exists (select 1 from ${billingCharges}
          where ${ofStudent(billingCharges.studentId)}
            and ${billingCharges.overdueFrom} > ${sql.placeholder('now')}::timestamptz)`,
      })
      .from(students)
      .where(eq(students.id, sql.placeholder('studentId')))
      .prepare(name),
  ).execute({ studentId, now: now.toISOString() });
  return { owed: Number(row?.owed ?? 0), feesWaiting: row?.feesWaiting === true };
}

/** "EGP 12,500.00" */
export function egp(piastres: number): string {
  return `EGP ${(piastres / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
