import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { addDropCartChanges, addDropCarts, type CartChangeKind } from './schema.js';

/** A drizzle transaction of the portal's database (what the seat ledger and the rules take). */
export type { Transaction };

/** The cart's version (0 for a cart never written) and its pending changes, oldest first. */
export async function cartOf(db: Database | Transaction, studentId: number, termId: number) {
  const [cart] = await db
    .select({ version: addDropCarts.version })
    .from(addDropCarts)
    .where(and(eq(addDropCarts.studentId, studentId), eq(addDropCarts.termId, termId)));
  const changes = await db
    .select({
      id: addDropCartChanges.id,
      kind: addDropCartChanges.kind,
      sectionId: addDropCartChanges.sectionId,
    })
    .from(addDropCartChanges)
    .where(and(eq(addDropCartChanges.studentId, studentId), eq(addDropCartChanges.termId, termId)))
    .orderBy(asc(addDropCartChanges.id));
  return { version: cart?.version ?? 0, changes };
}

/**
 * Moves the cart from `expected` to the next version, or answers null when the cart is no longer at
 * `expected`. The conditional update takes the cart row's lock, so two requests naming the same version
 * are serialised and the second finds the version gone; a never-written cart (version 0) is created by an
 * insert that only one request can win.
 */
export async function advanceCartVersion(
  tx: Transaction,
  studentId: number,
  termId: number,
  expected: number,
): Promise<number | null> {
  if (expected === 0) {
    const created = await tx
      .insert(addDropCarts)
      .values({ studentId, termId, version: 1 })
      .onConflictDoNothing()
      .returning({ version: addDropCarts.version });
    if (created[0]) return created[0].version;
  }
  const [moved] = await tx
    .update(addDropCarts)
    .set({ version: sql`${addDropCarts.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(addDropCarts.studentId, studentId),
        eq(addDropCarts.termId, termId),
        eq(addDropCarts.version, expected),
      ),
    )
    .returning({ version: addDropCarts.version });
  return moved?.version ?? null;
}

export async function insertCartChanges(
  tx: Transaction,
  studentId: number,
  termId: number,
  changes: readonly { kind: CartChangeKind; sectionId: number }[],
) {
  if (changes.length === 0) return;
  await tx.insert(addDropCartChanges).values(changes.map((change) => ({ ...change, studentId, termId })));
}

export async function deleteCartChanges(tx: Transaction, studentId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx
    .delete(addDropCartChanges)
    .where(and(eq(addDropCartChanges.studentId, studentId), inArray(addDropCartChanges.id, [...ids])));
}
