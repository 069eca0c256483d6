import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
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
  const rows = await db
    .select({ termId: studentContactDetails.termId })
    .from(studentContactDetails)
    .where(and(eq(studentContactDetails.studentId, studentId), eq(studentContactDetails.termId, termId)));
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
  return db
    .select({
      kind: registrationHolds.kind,
      reason: registrationHolds.reason,
      startsAt: registrationHolds.startsAt,
    })
    .from(registrationHolds)
    .where(
      and(
        eq(registrationHolds.studentId, studentId),
        lte(registrationHolds.startsAt, now),
        or(isNull(registrationHolds.endsAt), gt(registrationHolds.endsAt, now)),
      ),
    )
    .orderBy(registrationHolds.startsAt);
}
