import { MILITARY_MOVES, type MilitaryRecordStatus, type MilitaryStatus } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { students } from '../../student/schema.js';
import { chargeLine } from '../charge-invoice.js';
import { cancelStaleChargeInvoices, lockStudent } from '../invoice-queries.js';
import { creditCharge } from '../ledger.js';
import { militaryStanding } from './military-queries.js';
import { militaryRecords } from './military-schema.js';
import { militaryStatus, mustTakeMilitary, raiseMilitaryCharge } from './military.js';

export interface MilitaryChange {
  kind: 'changed';
  studentId: number;
  from: MilitaryStatus;
  status: MilitaryRecordStatus;
  /** True when the student already had this status: nothing was written (a double submit). */
  repeated: boolean;
  creditedPiastres: number;
}

/** Where the student stands now, read inside the caller's lock; the course charge is raised if due. */
async function standingNow(tx: Transaction, studentId: number) {
  const standing = await militaryStanding(tx, studentId);
  const required = standing ? mustTakeMilitary(standing) : false;
  const raised = await raiseMilitaryCharge(tx, studentId);
  const line = raised ? (await chargeLine(tx, studentId, raised.charge.id))?.line : undefined;
  const outstanding = line?.OutstandingPiastres ?? null;
  const status = militaryStatus(required, standing?.outcome ?? null, outstanding);
  return { status, raised, outstanding: outstanding ?? 0 };
}

/** An exemption takes what is unpaid off the course charge, and cancels the invoices that asked for it. */
async function creditExemption(
  tx: Transaction,
  studentId: number,
  chargeId: number,
  termId: number,
  left: number,
) {
  if (left <= 0) return 0;
  await creditCharge(tx, {
    chargeId,
    amountPiastres: left,
    reason: 'Exempted from military education',
    sourceKey: `military-exempt:${String(termId)}:${String(studentId)}`,
  });
  await cancelStaleChargeInvoices(tx, studentId, chargeId, -1, ['open']);
  return left;
}

/** SetMilitaryRecord: record a registration, completion or exemption for a student who must take it. */
export async function setMilitaryRecord(
  db: Database,
  input: { studentCode: string; status: MilitaryRecordStatus; note: string | undefined },
): Promise<MilitaryChange | Refused<'404' | '409' | '422', { studentId?: number }>> {
  const note = input.note?.trim() ? input.note.trim() : null;
  if (input.status === 'exempt' && note === null) return refused('422', say('military.noteRequired'));
  return db.transaction(async (tx) => {
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .where(eq(students.code, input.studentCode));
    if (!student || !(await lockStudent(tx, student.id)))
      return refused('404', say('military.studentNotFound'));
    const now = await standingNow(tx, student.id);
    // A refusal about a known student names them, so the audit log finds it under them.
    if (now.status === 'not_required')
      return { ...refused('409', say('military.notRequired')), studentId: student.id };
    const same = { kind: 'changed' as const, studentId: student.id, from: now.status, status: input.status };
    if (now.status === input.status) return { ...same, repeated: true, creditedPiastres: 0 };
    if (!MILITARY_MOVES[now.status].includes(input.status))
      return {
        ...refused(
          '409',
          say(MILITARY_MOVES[now.status].length === 0 ? 'military.recordFinal' : 'military.registerFirst'),
        ),
        studentId: student.id,
      };
    const credited =
      input.status === 'exempt' && now.raised
        ? await creditExemption(
            tx,
            student.id,
            now.raised.charge.id,
            now.raised.course.termId,
            now.outstanding,
          )
        : 0;
    await tx
      .insert(militaryRecords)
      .values({ studentId: student.id, outcome: input.status, note })
      .onConflictDoUpdate({
        target: militaryRecords.studentId,
        set: { outcome: input.status, note, updatedAt: new Date() },
      });
    return { ...same, repeated: false, creditedPiastres: credited };
  });
}
