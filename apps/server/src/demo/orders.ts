import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { OrderState } from '@portal/contract';
import type { DatabaseHandle } from '../platform/db/client.js';
import type { FileStore } from '../platform/storage/file-store.js';
import { currentTerm } from '../modules/academic/current-term.js';
import { fulfilOrder, type FulfilmentSettings } from '../modules/orders/fulfilment.js';
import { orderActions, orders, orderTypes, type OrderTypeRow } from '../modules/orders/schema.js';
import type { OrderMove } from '../modules/orders/order-states.js';
import { students } from '../modules/student/schema.js';

const DAY = 86_400_000;

interface DemoRequest {
  type: string;
  state: OrderState;
  answers: Record<string, string | number>;
  /** The moves that brought it there, oldest first, each `days` before now. */
  moves: { move: OrderMove; from: OrderState; to: OrderState; days: number; note?: string }[];
  officeNote?: string;
}

/**
 * One demo student's requests, one in each state the pages tell apart: an enrolment letter fulfilled
 * (a real PDF with a working verification code), an absence excuse returned for a clearer scan, and a
 * second letter waiting in the office's queue.
 */
const REQUESTS: readonly DemoRequest[] = [
  {
    type: 'enrolment-letter',
    state: 'fulfilled',
    answers: { 'addressed-to': 'The embassy it may concern', 'letter-language': 'en' },
    moves: [
      { move: 'submit', from: 'draft', to: 'submitted', days: 4 },
      { move: 'start-review', from: 'submitted', to: 'in-review', days: 3 },
      { move: 'approve', from: 'in-review', to: 'approved', days: 2 },
      { move: 'fulfil', from: 'approved', to: 'fulfilled', days: 2 },
    ],
  },
  {
    type: 'absence-excuse',
    state: 'returned',
    answers: { 'from-date': '', 'to-date': '', reason: 'I had the flu and stayed home on doctor’s orders.' },
    moves: [
      { move: 'submit', from: 'draft', to: 'submitted', days: 3 },
      { move: 'start-review', from: 'submitted', to: 'in-review', days: 2 },
      {
        move: 'return',
        from: 'in-review',
        to: 'returned',
        days: 1,
        note: 'The medical report is not readable: please upload a clearer scan.',
      },
    ],
    officeNote: 'The medical report is not readable: please upload a clearer scan.',
  },
  {
    type: 'enrolment-letter',
    state: 'submitted',
    answers: { 'addressed-to': 'My employer', 'letter-language': 'ar' },
    moves: [{ move: 'submit', from: 'draft', to: 'submitted', days: 0 }],
  },
];

const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Files the demo requests of the student signed in with `email` (the first demo login) and issues the
 * fulfilled letter through fulfilment itself, so its code verifies on the public page. Needs the file
 * store, so it runs after the university is generated, where the configuration is at hand.
 */
export async function loadDemoOrders(
  handle: DatabaseHandle,
  files: FileStore,
  settings: FulfilmentSettings,
  email: string,
  now: Date,
): Promise<number> {
  const db = handle.db;
  const [student] = await db.select({ id: students.id }).from(students).where(eq(students.email, email));
  const term = await currentTerm(db);
  if (!student || !term) return 0;
  const codes = [...new Set(REQUESTS.map((request) => request.type))];
  const types = new Map<string, OrderTypeRow>(
    (await db.select().from(orderTypes).where(inArray(orderTypes.code, codes))).map((type) => [
      type.code,
      type,
    ]),
  );
  let filed = 0;
  for (const request of REQUESTS) {
    const type = types.get(request.type);
    if (!type) continue;
    const answers = { ...request.answers };
    if ('from-date' in answers) {
      answers['from-date'] = isoDay(new Date(now.getTime() - 9 * DAY));
      answers['to-date'] = isoDay(new Date(now.getTime() - 6 * DAY));
    }
    const first = request.moves[0]?.days ?? 0;
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          studentId: student.id,
          orderTypeId: type.id,
          termId: term.id,
          office: type.office,
          state: request.state,
          answers,
          idempotencyKey: randomUUID(),
          submittedAt: new Date(now.getTime() - first * DAY),
          dueAt: new Date(now.getTime() + type.serviceDays * DAY),
          ...(request.state === 'returned' ? { pausedAt: new Date(now.getTime() - DAY) } : {}),
          ...(request.officeNote ? { officeNote: request.officeNote } : {}),
          createdAt: new Date(now.getTime() - first * DAY),
        })
        .returning();
      if (!order) throw new Error('The demo request was not filed');
      await tx.insert(orderActions).values(
        request.moves.map((move) => ({
          orderId: order.id,
          at: new Date(now.getTime() - move.days * DAY),
          action: move.move,
          actor:
            move.move === 'submit' || move.move === 'resubmit' ? ('student' as const) : ('office' as const),
          fromState: move.from,
          toState: move.to,
          comment: move.note ?? null,
        })),
      );
      if (request.state === 'fulfilled') {
        const outcome = await fulfilOrder(tx, order, type, 0, now, files, settings);
        if (outcome.kind !== 'fulfilled') throw new Error('The demo letter could not be issued');
      }
    });
    filed += 1;
  }
  return filed;
}
