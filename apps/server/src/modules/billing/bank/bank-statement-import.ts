import { createHash } from 'node:crypto';
import {
  BANK_STATEMENT_MAX_ROWS,
  type ImportBankStatementResponse,
  type PreviewBankStatementResponse,
} from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import {
  BANK_STATEMENT_HEADER,
  parseBankStatement,
  type StatementDeposit,
  type StatementLine,
} from './bank-statement-csv.js';
import {
  earlierOutcome,
  matchableReference,
  needsHand,
  rowView,
  totalsOf,
  type Decided,
} from './bank-statement-rows.js';
import type { BillingBank } from './bank-schema.js';
import { eventOutcomeByKey, invoiceWithStudent, unmatchedByTransaction } from './deposit-queries.js';
import { canMoveBy } from '../invoice-states.js';
import { isPaymentReference } from '../payment-reference.js';
import { receiveProviderEvent } from '../provider-events.js';
import { bankTransactionKey, recordUnmatchedDeposit } from './unmatched-deposits.js';
import { suggestionFor } from './declared-deposit-queries.js';

type Bank = Pick<BillingBank, 'id' | 'code'>;

/** A row finance must resolve by hand, with what a student declared of its transaction (never applied). */
async function suggested<T extends Decided>(db: Database, bank: Bank, deposit: StatementDeposit, decided: T) {
  if (!needsHand(decided.outcome)) return decided;
  const suggestion = await suggestionFor(db, {
    bankId: bank.id,
    transactionId: deposit.transactionId,
    amountPiastres: deposit.amountPiastres,
  });
  return { ...decided, suggestion };
}

/** The file finance previewed: the bank it is for and its exact text, so Import takes that file only. */
export function previewTokenOf(bankId: number, csv: string): string {
  return createHash('sha256')
    .update(`${String(bankId)}\n${csv}`, 'utf8')
    .digest('hex');
}

/** The statement's lines, or the refusal of the whole file (too large, too long, not the documented header). */
function readStatement(csv: string): StatementLine[] | Refused<'422'> {
  const parsed = parseBankStatement(csv);
  if (parsed.kind === 'read') return parsed.lines;
  switch (parsed.problem) {
    case 'too-large':
      return refused('422', say('finance.statementTooLarge'));
    case 'too-many-rows':
      return refused('422', say('finance.statementTooManyRows', { rows: BANK_STATEMENT_MAX_ROWS }));
    case 'empty':
    case 'header':
      return refused('422', say('finance.statementHeader', { header: BANK_STATEMENT_HEADER.join(',') }));
  }
}

/**
 * What importing would do with one deposit, read only, in the order applyInvoicePayment decides: seen
 * before (paid, or in the register), then the reference, the invoice, its amount and whether it is open.
 * `claimed` holds the invoices earlier rows of the file would pay: a second deposit for one is not applied.
 */
async function wouldHappen(
  db: Database,
  bank: Bank,
  deposit: StatementDeposit,
  claimed: Set<number>,
): Promise<Decided> {
  const reference = matchableReference(deposit.reference);
  const match = isPaymentReference(reference) ? await invoiceWithStudent(db, reference) : undefined;
  if (await unmatchedByTransaction(db, bank.id, deposit.transactionId))
    return { outcome: 'already-recorded', match };
  const earlier = await eventOutcomeByKey(db, bankTransactionKey(bank.code, deposit.transactionId));
  if (earlier !== undefined) return { outcome: earlierOutcome(earlier), match };
  if (!isPaymentReference(reference)) return { outcome: 'mistyped-reference' };
  if (!match) return { outcome: 'unknown-reference' };
  const invoice = match.invoice;
  if (deposit.amountPiastres !== invoice.amountPiastres) return { outcome: 'amount-differs', match };
  // As applyInvoicePayment decides: deposited by the deadline, and the invoice may still become paid by a
  // bank deposit (one marked expired since still may: invoice-states.ts).
  const payable =
    canMoveBy('bank_deposit', invoice.status, 'paid') && deposit.depositedAt <= invoice.expiresAt;
  if (!payable || claimed.has(invoice.id)) return { outcome: 'invoice-not-open', match };
  claimed.add(invoice.id);
  return { outcome: 'apply', match };
}

/** PreviewBankStatement: every row with what importing it would do, the totals and the preview token. */
export async function previewBankStatement(
  db: Database,
  bank: Bank,
  csv: string,
): Promise<PreviewBankStatementResponse | Refused<'422'>> {
  const lines = readStatement(csv);
  if (!Array.isArray(lines)) return lines;
  const claimed = new Set<number>();
  const rows = [];
  for (const line of lines) {
    const decided: Decided =
      line.kind === 'deposit'
        ? await suggested(db, bank, line, await wouldHappen(db, bank, line, claimed))
        : { outcome: 'malformed' };
    rows.push(rowView(line, decided));
  }
  return { BankId: bank.id, Rows: rows, Totals: totalsOf(rows), PreviewToken: previewTokenOf(bank.id, csv) };
}

/**
 * Imports one deposit in one transaction, through the path every provider's callback takes: the bank's
 * event is recorded under `bank:<code>:<transaction>` with the payment it makes, or with the register's
 * row when it makes none. A transaction seen before (this file again, another officer importing it at
 * the same moment, the bank's callback) finds its key taken and changes nothing.
 */
async function importDeposit(
  db: Database,
  bank: Bank,
  deposit: StatementDeposit,
): Promise<Decided & { paymentId?: number }> {
  const key = bankTransactionKey(bank.code, deposit.transactionId);
  const reference = matchableReference(deposit.reference);
  return db.transaction(async (tx) => {
    const match = isPaymentReference(reference) ? await invoiceWithStudent(tx, reference) : undefined;
    if (await unmatchedByTransaction(tx, bank.id, deposit.transactionId))
      return { outcome: 'already-recorded', match };
    const result = await receiveProviderEvent(
      tx,
      {
        provider: 'bank',
        eventKey: key,
        providerKey: key,
        merchantReference: reference,
        status: 'paid',
        amountPiastres: deposit.amountPiastres,
        channel: 'bank_deposit',
        occurredAt: deposit.depositedAt,
      },
      'statement',
      { line: deposit.line, reference: deposit.reference, depositor: deposit.depositor },
    );
    if (result.outcome === 'applied') return { outcome: 'apply', match, paymentId: result.payment.id };
    const reason =
      result.outcome === 'not-applied'
        ? earlierOutcome(`not-applied:${result.reason}`)
        : earlierOutcome((await eventOutcomeByKey(tx, key)) ?? '');
    if (reason === 'already-applied') return { outcome: reason, match };
    const recorded = await recordUnmatchedDeposit(tx, {
      bankId: bank.id,
      transactionId: deposit.transactionId,
      depositedAt: deposit.depositedAt,
      reference: deposit.reference,
      amountPiastres: deposit.amountPiastres,
      depositor: deposit.depositor,
      reason,
    });
    return { outcome: recorded ? reason : 'already-recorded', match };
  });
}

/**
 * ImportBankStatement: refused unless the token is this file's preview; then each deposit is imported on
 * its own (a file of 5,000 rows never holds 5,000 invoices locked at once) and each malformed line is
 * reported with its reason. Importing the same file again changes nothing.
 */
export async function importBankStatement(
  db: Database,
  bank: Bank,
  csv: string,
  token: string,
): Promise<{ answer: ImportBankStatementResponse; paymentIds: number[] } | Refused<'409' | '422'>> {
  if (token !== previewTokenOf(bank.id, csv)) return refused('409', say('finance.previewMismatch'));
  const lines = readStatement(csv);
  if (!Array.isArray(lines)) return lines;
  const rows = [];
  const paymentIds: number[] = [];
  for (const line of lines) {
    const decided =
      line.kind === 'deposit'
        ? await suggested(db, bank, line, await importDeposit(db, bank, line))
        : { outcome: 'malformed' as const };
    if ('paymentId' in decided && decided.paymentId !== undefined) paymentIds.push(decided.paymentId);
    rows.push(rowView(line, decided));
  }
  return { answer: { BankId: bank.id, Rows: rows, Totals: totalsOf(rows) }, paymentIds };
}
