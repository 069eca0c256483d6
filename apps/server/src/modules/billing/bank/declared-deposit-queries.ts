import type { DeclaredDepositSuggestion } from '@portal/contract';
import { and, eq, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { students } from '../../student/schema.js';
import { billingDeclaredDeposits, type BillingDeclaredDeposit } from './declared-deposit-schema.js';
import { billingInvoices } from '../schema.js';

/** The student's declaration for one of their invoices (another student's invoice has none for them). */
export async function declarationOf(
  db: Database | Transaction,
  studentId: number,
  invoiceId: number,
): Promise<BillingDeclaredDeposit | undefined> {
  const [row] = await db
    .select()
    .from(billingDeclaredDeposits)
    .where(
      and(eq(billingDeclaredDeposits.invoiceId, invoiceId), eq(billingDeclaredDeposits.studentId, studentId)),
    );
  return row;
}

/** Stores a declaration unless its bank transaction is declared already; the new row, or nothing. */
export async function insertDeclarationIfNew(
  tx: Transaction,
  row: typeof billingDeclaredDeposits.$inferInsert,
) {
  const [inserted] = await tx.insert(billingDeclaredDeposits).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** A bank deposit as finance sees it: the bank, the bank's transaction id and the amount received. */
export interface BankTransaction {
  bankId: number;
  transactionId: string;
  amountPiastres: number;
}

const keyOf = (t: BankTransaction) => `${String(t.bankId)}|${t.transactionId}|${String(t.amountPiastres)}`;

/**
 * The declarations naming these bank transactions with the same amount, by transaction: who says the
 * money is theirs, and for which invoice. One query for a page of the register or a statement's rows.
 */
export async function suggestionsFor(
  db: Database | Transaction,
  transactions: readonly BankTransaction[],
): Promise<Map<string, DeclaredDepositSuggestion>> {
  const found = new Map<string, DeclaredDepositSuggestion>();
  if (transactions.length === 0) return found;
  const rows = await db
    .select({
      bankId: billingDeclaredDeposits.bankId,
      transactionId: billingDeclaredDeposits.depositNumber,
      amountPiastres: billingDeclaredDeposits.amountPiastres,
      studentCode: students.code,
      reference: billingInvoices.reference,
      invoiceId: billingInvoices.id,
      termId: billingInvoices.termId,
    })
    .from(billingDeclaredDeposits)
    .innerJoin(students, eq(students.id, billingDeclaredDeposits.studentId))
    .innerJoin(billingInvoices, eq(billingInvoices.id, billingDeclaredDeposits.invoiceId))
    .where(
      or(
        ...transactions.map((t) =>
          and(
            eq(billingDeclaredDeposits.bankId, t.bankId),
            eq(billingDeclaredDeposits.depositNumber, t.transactionId),
            eq(billingDeclaredDeposits.amountPiastres, t.amountPiastres),
          ),
        ),
      ),
    );
  for (const row of rows)
    found.set(keyOf(row), {
      StudentCode: row.studentCode,
      InvoiceReference: row.reference,
      PaymentInvoiceRequestId: row.invoiceId,
      TermId: row.termId,
    });
  return found;
}

/** The suggestion for one transaction, if a student declared it. */
export async function suggestionFor(db: Database | Transaction, transaction: BankTransaction) {
  return (await suggestionsFor(db, [transaction])).get(keyOf(transaction)) ?? null;
}

export { keyOf as bankTransactionKeyOf };
