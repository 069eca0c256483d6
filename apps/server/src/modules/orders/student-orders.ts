import type { saveStudentOrderBody } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { RefusedInTransaction, refusable } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { lockStudent } from '../registration/student-lock.js';
import { students } from '../student/schema.js';
import { notEligibleReason } from './eligibility.js';
import { checkAnswers } from './form-answers.js';
import { insertOrder, orderByKey, orderOfStudent, orderTypeById, updateDraft } from './queries.js';
import { type OrderRow, type OrderTypeRow } from './schema.js';

/** What a student's write needs besides the student: the clock, the university's zone, the event bus. */
export interface StudentWrite {
  studentId: number;
  now: Date;
  timeZone: string;
  events?: EventBus;
}

async function filingStudent(tx: Transaction, studentId: number) {
  const [student] = await tx
    .select({
      id: students.id,
      level: students.level,
      standing: students.standing,
      admittedTermId: students.admittedTermId,
    })
    .from(students)
    .where(eq(students.id, studentId));
  if (!student) throw new Error(`No student ${String(studentId)}`);
  return student;
}

async function typeOf(tx: Transaction, orderTypeId: number): Promise<OrderTypeRow> {
  const type = await orderTypeById(tx, orderTypeId);
  if (!type) throw new RefusedInTransaction('404', say('orders.typeNotFound'));
  return type;
}

/**
 * SaveStudentOrder: a new draft, or the draft's answers changed, under the student's lock so a double tap
 * or a second tab waits and then finds what the first made. The same IdempotencyKey answers the draft it
 * made; an ineligible type, a bad answer, another student's OrderId or a request past its draft is refused
 * and nothing is saved. Answers the request's id.
 */
export function saveStudentOrder(
  db: Database,
  write: StudentWrite,
  body: z.output<typeof saveStudentOrderBody>,
) {
  return refusable(() =>
    db.transaction(async (tx) => {
      const { termId } = await lockStudent(tx, write.studentId);
      if (body.OrderId === undefined) {
        const earlier = await orderByKey(tx, write.studentId, body.IdempotencyKey);
        if (earlier) {
          if (earlier.orderTypeId !== body.OrderTypeId)
            throw new RefusedInTransaction('409', say('orders.keyOfAnotherRequest'));
          return earlier.id;
        }
      }
      const type = await typeOf(tx, body.OrderTypeId);
      let draft: OrderRow | undefined;
      if (body.OrderId !== undefined) {
        draft = await orderOfStudent(tx, write.studentId, body.OrderId);
        if (!draft || draft.orderTypeId !== type.id)
          throw new RefusedInTransaction('404', say('orders.notFound'));
        if (draft.state !== 'draft')
          throw new RefusedInTransaction(
            '409',
            say('orders.draftOnly', { state: say(`orders.state.${draft.state}`) }),
          );
      }
      const checked = await checkAnswers(tx, write.studentId, type, body.Answers, {
        complete: false,
        ownRegistrationId: draft?.registrationId ?? null,
      });
      if (checked.kind === 'refused') throw new RefusedInTransaction(checked.status, checked.message);
      const student = await filingStudent(tx, write.studentId);
      const reason = await notEligibleReason(tx, type, student, write.now, write.timeZone, {
        ...(draft ? { exceptOrderId: draft.id } : {}),
        registrationId: checked.registrationId,
      });
      if (reason) throw new RefusedInTransaction('422', reason);
      if (draft) {
        await updateDraft(
          tx,
          draft.id,
          { answers: checked.answers, registrationId: checked.registrationId },
          write.now,
        );
        return draft.id;
      }
      const created = await insertOrder(tx, {
        studentId: write.studentId,
        orderTypeId: type.id,
        // Between terms a request belongs to the student's own first term: every request needs one.
        termId: termId ?? student.admittedTermId,
        office: type.office,
        state: 'draft',
        answers: checked.answers,
        registrationId: checked.registrationId,
        idempotencyKey: body.IdempotencyKey,
        createdAt: write.now,
        updatedAt: write.now,
      });
      return created.id;
    }),
  );
}
