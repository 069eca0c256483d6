import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.js';
import { billingBanks, type BillingBank } from './bank-schema.js';

/** What a bank deposit pays: the faculty's fees or the bus subscription (separate accounts). */
export type BankPurpose = 'faculty' | 'bus';

/** The active banks taking deposits for `purpose`, in code order (the order the student is offered them). */
export function banksFor(db: Database, purpose: BankPurpose): Promise<BillingBank[]> {
  const takes = purpose === 'faculty' ? billingBanks.takesFaculty : billingBanks.takesBus;
  return db
    .select()
    .from(billingBanks)
    .where(and(eq(billingBanks.active, true), eq(takes, true)))
    .orderBy(asc(billingBanks.code));
}

/** One bank by id, active or not (an old deposit may name a bank no longer used); undefined when none. */
export async function bankById(db: Database, id: number): Promise<BillingBank | undefined> {
  const [bank] = await db.select().from(billingBanks).where(eq(billingBanks.id, id));
  return bank;
}

/** One bank by the code its statements and callbacks use; undefined when none. */
export async function bankByCode(db: Database, code: string): Promise<BillingBank | undefined> {
  const [bank] = await db.select().from(billingBanks).where(eq(billingBanks.code, code));
  return bank;
}

/** Whether `bank` is in use and takes deposits for `purpose`. */
export function bankTakes(bank: BillingBank, purpose: BankPurpose): boolean {
  return bank.active && (purpose === 'faculty' ? bank.takesFaculty : bank.takesBus);
}
