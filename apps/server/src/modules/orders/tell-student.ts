import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { sendMessage, writtenByPortal } from '../notify/service.js';
import { students } from '../student/schema.js';
import { orderNumber } from './order-number.js';
import type { OrderMove } from './order-states.js';
import type { OrderRow, OrderTypeRow } from './schema.js';

/** A move to tell the student about: the request as it now stands and the type's name. */
export interface MoveToTell {
  order: Pick<OrderRow, 'id' | 'studentId' | 'createdAt' | 'state'>;
  type: Pick<OrderTypeRow, 'nameEn' | 'nameAr'>;
  /** A move, or `revoke`: the office withdrew the document issued for the request. */
  move: OrderMove | 'revoke';
  /** The office's reason (return, reject, revoke) or what it did (fulfil), quoted in the message. */
  note?: string | null;
}

function bodyOf(told: MoveToTell, number: string): Said {
  const note = told.note?.trim() ?? '';
  switch (told.move) {
    case 'submit':
      return told.order.state === 'payment-pending'
        ? say('orders.told.submitToPay', { number })
        : say('orders.told.submit', { number });
    case 'paid':
      return say('orders.told.paid', { number });
    case 'start-review':
      return say('orders.told.start-review', { number });
    case 'return':
      return say('orders.told.return', { number, note });
    case 'resubmit':
      return say('orders.told.resubmit', { number });
    case 'approve':
      return say('orders.told.approve', { number });
    case 'reject':
      return say('orders.told.reject', { number, note });
    case 'fulfil':
      // The IT desk's note is the result of an account request: the student reads it at once.
      return note === ''
        ? say('orders.told.fulfil', { number })
        : say('orders.told.fulfilWithNote', { number, note });
    case 'close':
      return say('orders.told.close', { number });
    case 'withdraw':
      return say('orders.told.withdraw', { number });
    case 'revoke':
      return say('orders.told.revoke', { number, note });
  }
}

/**
 * Tells the student about a move of their request: an in-app message in both languages and a push to
 * their devices, linked to "My requests". Called in the move's transaction, so a move that rolls back
 * tells nobody, and every move of every part (student, office, portal) words it the same way.
 */
export async function tellStudent(
  tx: Database,
  events: EventBus | undefined,
  told: MoveToTell,
): Promise<void> {
  const [student] = await tx
    .select({ code: students.code })
    .from(students)
    .where(eq(students.id, told.order.studentId));
  if (!student) throw new Error(`Order ${String(told.order.id)} names no student`);
  const number = orderNumber(told.order);
  const type = { en: told.type.nameEn, ar: told.type.nameAr };
  await sendMessage(
    tx,
    {
      ...writtenByPortal(say('orders.told.title', { type, number }), bodyOf(told, number)),
      link: 'my-requests',
      audience: { Kind: 'student', StudentCode: student.code },
      topic: 'requests',
    },
    events,
  );
}
