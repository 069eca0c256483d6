import type { StatementCharge } from '@portal/contract';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { chargesOf, creditsOf, paymentsOf } from './queries.js';
import { billingCharges } from './schema.js';
import { buildStatement } from './statement.js';

/** One charge as the statement settles it. */
export interface SettlementByKey {
  chargeId: number;
  studentId: number;
  amountPiastres: number;
  paidPiastres: number;
  /** Nothing is outstanding once credits and payments are counted. */
  paid: boolean;
}

type Line = Pick<StatementCharge, 'AmountPiastres' | 'PaidPiastres' | 'OutstandingPiastres'>;

/** Every charge of these students, as each one's statement settles it, by charge id; three statements. */
async function settledLines(db: Database, studentIds: readonly number[]): Promise<Map<number, Line>> {
  const [charges, credits, payments] = await Promise.all([
    chargesOf(db, studentIds),
    creditsOf(db, studentIds),
    paymentsOf(db, studentIds),
  ]);
  const lines = new Map<number, Line>();
  for (const studentId of studentIds) {
    const mine = <T extends { studentId: number }>(rows: T[]) =>
      rows.filter((row) => row.studentId === studentId);
    // The date only decides "overdue", which plays no part here.
    const statement = buildStatement(mine(charges), mine(credits), mine(payments), '1970-01-01');
    for (const line of statement.Terms.flatMap((term) => term.Charges)) lines.set(line.ChargeId, line);
  }
  return lines;
}

/**
 * The charges raised under these source keys, each settled as the student's statement settles it (so a
 * payment towards the term counts too). Four statements however many keys and students: another module's
 * page of records reads its fees' standing at once. A key never raised is absent from the map.
 */
export async function settlementsBySourceKey(
  db: Database,
  sourceKeys: readonly string[],
): Promise<Map<string, SettlementByKey>> {
  const found = new Map<string, SettlementByKey>();
  if (sourceKeys.length === 0) return found;
  const raised = await db
    .select({
      id: billingCharges.id,
      studentId: billingCharges.studentId,
      sourceKey: billingCharges.sourceKey,
    })
    .from(billingCharges)
    .where(inArray(billingCharges.sourceKey, [...sourceKeys]));
  if (raised.length === 0) return found;
  const lines = await settledLines(db, [...new Set(raised.map((row) => row.studentId))]);
  for (const row of raised) {
    const line = lines.get(row.id);
    if (!line) continue;
    found.set(row.sourceKey, {
      chargeId: row.id,
      studentId: row.studentId,
      amountPiastres: line.AmountPiastres,
      paidPiastres: line.PaidPiastres,
      paid: line.OutstandingPiastres <= 0,
    });
  }
  return found;
}

/**
 * What is still outstanding, per term, on the student's charges waiting for their due date at `now` (a
 * program fee's installments not yet due, `overdue_from` later), settled as the statement settles them.
 * The unpaid-balance hold leaves it out. One indexed read when there are none, four when there are.
 */
export async function feesWaitingByTerm(
  db: Database,
  studentId: number,
  now: Date,
): Promise<Map<number, number>> {
  const waiting = new Map<number, number>();
  const rows = await db
    .select({ id: billingCharges.id, termId: billingCharges.termId })
    .from(billingCharges)
    .where(and(eq(billingCharges.studentId, studentId), gt(billingCharges.overdueFrom, now)));
  if (rows.length === 0) return waiting;
  const lines = await settledLines(db, [studentId]);
  for (const row of rows)
    waiting.set(row.termId, (waiting.get(row.termId) ?? 0) + (lines.get(row.id)?.OutstandingPiastres ?? 0));
  return waiting;
}
