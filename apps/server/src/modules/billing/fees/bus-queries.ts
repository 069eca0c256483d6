import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { busLines, busStops, busSubscriptions } from './bus-schema.js';
import { billingCharges, billingInvoices } from '../schema.js';

/** The lines running (active), each with its stops in calling order. */
export async function activeLinesWithStops(db: Database) {
  const rows = await db
    .select({ line: busLines, stop: busStops })
    .from(busLines)
    .innerJoin(busStops, eq(busStops.lineId, busLines.id))
    .where(eq(busLines.active, true))
    .orderBy(asc(busLines.code), asc(busStops.position));
  const lines = new Map<
    number,
    { line: typeof busLines.$inferSelect; stops: (typeof busStops.$inferSelect)[] }
  >();
  for (const { line, stop } of rows) {
    const entry = lines.get(line.id) ?? { line, stops: [] };
    entry.stops.push(stop);
    lines.set(line.id, entry);
  }
  return [...lines.values()];
}

/** Subscriptions per line in the term (bus_subscriptions_term_line_idx). */
export async function seatsTakenIn(db: Database, termId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: busSubscriptions.lineId, taken: count() })
    .from(busSubscriptions)
    .where(eq(busSubscriptions.termId, termId))
    .groupBy(busSubscriptions.lineId);
  return new Map(rows.map((row) => [row.lineId, row.taken]));
}

/** Other students' subscriptions to the line in the term; call with the line locked to count safely. */
export async function othersOnLine(tx: Transaction, termId: number, lineId: number, studentId: number) {
  const [row] = await tx
    .select({ taken: count() })
    .from(busSubscriptions)
    .where(
      and(
        eq(busSubscriptions.termId, termId),
        eq(busSubscriptions.lineId, lineId),
        ne(busSubscriptions.studentId, studentId),
      ),
    );
  return row?.taken ?? 0;
}

/** The student's subscription of the term, if any. */
export async function subscriptionOf(db: Database | Transaction, studentId: number, termId: number) {
  const [row] = await db
    .select()
    .from(busSubscriptions)
    .where(and(eq(busSubscriptions.studentId, studentId), eq(busSubscriptions.termId, termId)));
  return row;
}

/**
 * The line, locked until the transaction ends: two students taking its last seat at once are counted
 * one after the other.
 */
export async function lockedLine(tx: Transaction, lineId: number) {
  const [row] = await tx.select().from(busLines).where(eq(busLines.id, lineId)).for('update');
  return row;
}

export async function stopOf(tx: Transaction, lineId: number, stopId: number) {
  const [row] = await tx
    .select()
    .from(busStops)
    .where(and(eq(busStops.id, stopId), eq(busStops.lineId, lineId)));
  return row;
}

export async function saveSubscription(
  tx: Transaction,
  row: typeof busSubscriptions.$inferInsert & { studentId: number; termId: number },
  now: Date,
) {
  const [saved] = await tx
    .insert(busSubscriptions)
    .values({ ...row, updatedAt: now })
    .onConflictDoUpdate({
      target: [busSubscriptions.studentId, busSubscriptions.termId],
      set: {
        lineId: row.lineId,
        stopId: row.stopId,
        version: row.version,
        chargeId: row.chargeId,
        updatedAt: now,
      },
    })
    .returning();
  if (!saved) throw new Error('The bus subscription was not saved');
  return saved;
}

/** Whether the invoice is the student's and pays a bus charge (InsertStudentBusTransaction pays no other). */
export async function isBusInvoice(db: Database, studentId: number, invoiceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: billingInvoices.id })
    .from(billingInvoices)
    .innerJoin(billingCharges, eq(billingCharges.id, billingInvoices.chargeId))
    .where(
      and(
        eq(billingInvoices.id, invoiceId),
        eq(billingInvoices.studentId, studentId),
        eq(billingCharges.kind, 'bus'),
      ),
    );
  return row !== undefined;
}
