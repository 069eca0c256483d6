import type { updateStudentOrderBody } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { universityDate } from '../../platform/clock.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { RefusedInTransaction, refusable } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { raiseCharge } from '../billing/service.js';
import { lockStudent } from '../registration/student-lock.js';
import { students } from '../student/schema.js';
import { checklistRefusal } from './checklist.js';
import { notEligibleReason } from './eligibility.js';
import { checkAnswers } from './form-answers.js';
import { moveOrder } from './order-moves.js';
import { moveTarget } from './order-states.js';
import { documentsOfOrder, orderOfStudent, orderTypeById } from './queries.js';
import { orders, type OrderRow, type OrderTypeRow } from './schema.js';
import type { StudentWrite } from './student-orders.js';
import { tellStudent } from './tell-student.js';

const FEE_DUE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

function refuse(status: '403' | '404' | '409' | '422', message: Said): never {
  throw new RefusedInTransaction(status, message);
}

/** Submitting: the answers complete, the type still open to the student, the checklist answered. */
async function submitRefusal(tx: Transaction, write: StudentWrite, order: OrderRow, type: OrderTypeRow) {
  const checked = await checkAnswers(tx, write.studentId, type, order.answers, {
    complete: true,
    ownRegistrationId: order.registrationId,
  });
  if (checked.kind === 'refused') return checked.message;
  const [student] = await tx
    .select({ id: students.id, level: students.level, standing: students.standing })
    .from(students)
    .where(eq(students.id, write.studentId));
  if (!student) throw new Error(`No student ${String(write.studentId)}`);
  const reason = await notEligibleReason(tx, type, student, write.now, write.timeZone, {
    exceptOrderId: order.id,
    registrationId: order.registrationId,
  });
  return reason ?? checklistRefusal(type.documents, await documentsOfOrder(tx, write.studentId, order.id));
}

/** The type's fee as a `petition` charge of the request's term (once: its source key names the request). */
async function raiseFee(tx: Transaction, write: StudentWrite, order: OrderRow, type: OrderTypeRow) {
  const { charge } = await raiseCharge(tx, {
    studentId: write.studentId,
    termId: order.termId,
    kind: 'petition',
    description: type.nameEn,
    descriptionAr: type.nameAr,
    amountPiastres: type.feePiastres,
    dueOn: universityDate(new Date(write.now.getTime() + FEE_DUE_DAYS * DAY_MS), write.timeZone),
    sourceKey: `order:${String(order.id)}`,
  });
  return charge.id;
}

/**
 * UpdateStudentOrder: submit (answers complete, required documents uploaded; a fee raises its charge and
 * the request waits for payment), resubmit after a return (each rejected document replaced), or withdraw.
 * The version the student saw must be the request's; every check passes before anything is written, and
 * the move, the charge and the student's message commit together. Answers the request's id.
 */
export function updateStudentOrder(
  db: Database,
  write: StudentWrite,
  body: z.output<typeof updateStudentOrderBody>,
) {
  return refusable(() =>
    db.transaction(async (tx) => {
      await lockStudent(tx, write.studentId);
      const order = await orderOfStudent(tx, write.studentId, body.OrderId);
      if (!order) return refuse('404', say('orders.notFound'));
      const type = await orderTypeById(tx, order.orderTypeId);
      if (!type) throw new Error(`Order ${String(order.id)} has no type`);
      const allowed = order.version === body.Version && moveTarget(body.Action, order.state) !== null;
      let chargeId: number | null = null;
      if (allowed && body.Action === 'submit') {
        const reason = await submitRefusal(tx, write, order, type);
        if (reason) refuse('422', reason);
        if (type.feePiastres > 0) chargeId = await raiseFee(tx, write, order, type);
      }
      if (allowed && body.Action === 'resubmit') {
        const reason = checklistRefusal(
          type.documents,
          await documentsOfOrder(tx, write.studentId, order.id),
        );
        if (reason) refuse('422', reason);
      }
      const outcome = await moveOrder(
        tx,
        {
          orderId: order.id,
          move: body.Action,
          actor: { kind: 'student', studentId: write.studentId },
          version: body.Version,
          ...(body.Comment ? { note: body.Comment } : {}),
          hasUnpaidFee: chargeId !== null,
          serviceDays: type.serviceDays,
        },
        write.now,
      );
      if (outcome.kind === 'refused') refuse(outcome.status, outcome.message);
      if (chargeId !== null) await tx.update(orders).set({ chargeId }).where(eq(orders.id, order.id));
      await tellStudent(tx, write.events, { order: outcome.order, type, move: body.Action });
      return order.id;
    }),
  );
}
