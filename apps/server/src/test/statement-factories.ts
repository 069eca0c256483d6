import { asc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openInvoice } from '../modules/billing/service.js';
import { billingInvoices, billingPayments } from '../modules/billing/schema.js';
import { billingProviderEvents } from '../modules/billing/payment-schema.js';
import { billingUnmatchedDeposits } from '../modules/billing/bank/unmatched-deposit-schema.js';
import { auditLog } from '../modules/audit/schema.js';
import type { Database } from '../platform/db/client.js';
import { chargeStudent } from './advising-factories.js';
import { buildStaffMember, buildStudent } from './factories.js';
import { staffAuthorization } from './sessions.js';

export const STATEMENT_HEADER = 'transaction_id,deposited_at,reference,amount,currency,depositor';

export interface StatementRowInput {
  transactionId: string;
  reference: string;
  amount: string;
  depositedAt?: string;
  currency?: string;
  depositor?: string;
}

/** A statement file as a bank writes it: the header, then one CRLF-ended line per deposit. */
export function statementCsv(rows: readonly (StatementRowInput | string)[]): string {
  const lines = rows.map((row) =>
    typeof row === 'string'
      ? row
      : [
          row.transactionId,
          row.depositedAt ?? new Date(Date.now() - 3_600_000).toISOString(),
          row.reference,
          row.amount,
          row.currency ?? 'EGP',
          row.depositor ?? 'Mona Adel',
        ].join(','),
  );
  return [STATEMENT_HEADER, ...lines].map((line) => `${line}\r\n`).join('');
}

/** A student with an open invoice of `pounds` for the term (everything they owe). */
export async function studentWithInvoice(db: Database, termId: number, pounds: number) {
  const student = await buildStudent(db);
  await chargeStudent(db, student.id, termId, pounds);
  const invoice = await openInvoice(db, student.id, { termId, amountPiastres: pounds * 100 }, new Date(), 72);
  if ('kind' in invoice) throw new Error('The invoice was refused');
  return { student, invoice };
}

/** A finance officer's Authorization header (and the officer). */
export async function financeOfficer(app: FastifyInstance, db: Database) {
  const staff = await buildStaffMember(db, { roles: ['finance'] });
  return { staff, headers: await staffAuthorization(app, { ...staff, roles: ['finance'] }) };
}

/** Everything an import or a register decision may change, to prove a refused one changed nothing. */
export async function moneyState(db: Database) {
  const [payments, deposits, events, invoices] = await Promise.all([
    db.select().from(billingPayments).orderBy(asc(billingPayments.id)),
    db.select().from(billingUnmatchedDeposits).orderBy(asc(billingUnmatchedDeposits.id)),
    db.select().from(billingProviderEvents).orderBy(asc(billingProviderEvents.id)),
    db.select().from(billingInvoices).orderBy(asc(billingInvoices.id)),
  ]);
  return { payments, deposits, events, invoices };
}

/** The audit entries of one action, oldest first. */
export function auditEntries(db: Database, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action}`)
    .orderBy(asc(auditLog.id));
}

/** The value, or the test fails here saying what was missing. */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected a ${what}`);
  return value;
}
