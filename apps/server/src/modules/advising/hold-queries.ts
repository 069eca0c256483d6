import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { registrationHolds } from './schema.js';

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
