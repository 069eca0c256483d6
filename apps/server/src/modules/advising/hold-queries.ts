import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { registrationHolds, studentContactDetails } from './schema.js';

/** The student's latest confirmed contact data, any term, with the term it was confirmed for. */
export async function latestContactDetails(db: Database, studentId: number) {
  const [row] = await db
    .select()
    .from(studentContactDetails)
    .where(eq(studentContactDetails.studentId, studentId))
    .orderBy(desc(studentContactDetails.confirmedAt))
    .limit(1);
  return row;
}

/** Whether the student confirmed their contact data for the term (primary key). */
export async function contactConfirmedFor(db: Database, studentId: number, termId: number): Promise<boolean> {
  const rows = await prepared(db, 'advising.contact-confirmed', (db, name) =>
    db
      .select({ termId: studentContactDetails.termId })
      .from(studentContactDetails)
      .where(
        and(
          eq(studentContactDetails.studentId, sql.placeholder('studentId')),
          eq(studentContactDetails.termId, sql.placeholder('termId')),
        ),
      )
      .prepare(name),
  ).execute({ studentId, termId });
  return rows.length > 0;
}

/** Saves the data as confirmed for the term, replacing an earlier confirmation of the same term. */
export async function saveContactDetails(
  tx: Transaction,
  row: typeof studentContactDetails.$inferInsert & { confirmedAt: Date },
): Promise<void> {
  await tx
    .insert(studentContactDetails)
    .values(row)
    .onConflictDoUpdate({
      target: [studentContactDetails.studentId, studentContactDetails.termId],
      set: {
        phone: row.phone,
        address: row.address,
        emergencyContactName: row.emergencyContactName,
        emergencyContactPhone: row.emergencyContactPhone,
        emergencyContactRelation: row.emergencyContactRelation,
        confirmedAt: row.confirmedAt,
      },
    });
}

/** Registrar and disciplinary holds in force at `now` (registration_holds_student_idx). */
export function holdsInForce(db: Database, studentId: number, now: Date) {
  const at = sql`${sql.placeholder('now')}::timestamptz`;
  return prepared(db, 'advising.holds-in-force', (db, name) =>
    db
      .select({
        kind: registrationHolds.kind,
        reason: registrationHolds.reason,
        startsAt: registrationHolds.startsAt,
      })
      .from(registrationHolds)
      .where(
        and(
          eq(registrationHolds.studentId, sql.placeholder('studentId')),
          lte(registrationHolds.startsAt, at),
          or(isNull(registrationHolds.endsAt), gt(registrationHolds.endsAt, at)),
        ),
      )
      .orderBy(registrationHolds.startsAt)
      .prepare(name),
  ).execute({ studentId, now: now.toISOString() });
}
