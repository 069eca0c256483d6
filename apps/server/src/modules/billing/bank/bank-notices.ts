import type { BankNotice } from '@portal/contract';
import type { Database, Transaction } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { inLanguage } from '../../../platform/i18n/words.js';
import { insertNoticeIfNew, invoiceSubject, keepOpenUntil, noticeOf } from './bank-notice-queries.js';
import type { BillingBankNotice } from './bank-schema.js';
import { bankById, bankTakes } from './banks.js';
import { invoiceOf } from '../invoice-queries.js';
import { lockedInvoiceOf } from '../payment-queries.js';
import type { BillingInvoice } from '../schema.js';

export interface BankNoticeSettings {
  /** BANK_DEPOSIT_VALID_DAYS: how long after accepting the student may deposit. */
  validDays: number;
  timeZone: string;
}

export interface NoticeRequest {
  invoiceId: number;
  bankId: number;
}

const DAY_MS = 86_400_000;

/** Whether the invoice can still take a deposit now: open and before its deadline. */
export const takesDeposit = (invoice: BillingInvoice, now: Date) =>
  invoice.status === 'open' && invoice.expiresAt > now;

/**
 * The invoice (the student's own only: another's answers as not found) and the bank, when the bank takes
 * what the invoice pays for. `read` is the plain read or the locking one.
 */
async function invoiceAtBank(
  db: Database | Transaction,
  read: () => Promise<BillingInvoice | undefined>,
  bankId: number,
) {
  const invoice = await read();
  if (!invoice) return refused('404', say('billing.invoiceNotFound'));
  const bank = await bankById(db, bankId);
  if (!bank) return refused('404', say('billing.bankNotFound'));
  const subject = await invoiceSubject(db, invoice);
  if (!bankTakes(bank, subject.purpose))
    return refused('409', say('billing.bankNotTaking', { bank: { en: bank.nameEn, ar: bank.nameAr } }));
  return { invoice, bank, term: subject.term };
}
type Found = Exclude<Awaited<ReturnType<typeof invoiceAtBank>>, Refused>;

function noticeAnswer(
  { invoice, bank, term }: Found,
  depositBy: Date,
  accepted: BillingBankNotice | undefined,
  timeZone: string,
): BankNotice {
  const text = say('billing.bankNotice', {
    amount: { piastres: invoice.amountPiastres },
    bank: { en: bank.nameEn, ar: bank.nameAr },
    account: bank.accountNumber,
    deadline: { at: depositBy, timeZone, monthNamed: true },
    reference: invoice.reference,
    term,
  });
  return {
    PaymentInvoiceRequestId: invoice.id,
    BankId: bank.id,
    TextEn: inLanguage(text, 'en'),
    TextAr: inLanguage(text, 'ar'),
    DepositBy: depositBy.toISOString(),
    AcceptedAt: accepted?.acceptedAt.toISOString() ?? null,
  };
}

/** The deadline accepting now would give: the invoice's own when it is later already. */
const depositDeadline = (invoice: BillingInvoice, now: Date, validDays: number) =>
  new Date(Math.max(invoice.expiresAt.getTime(), now.getTime() + validDays * DAY_MS));

/** GetNotification: the notice to accept (or accepted) before depositing the invoice's amount at the bank. */
export async function bankNotice(
  db: Database,
  studentId: number,
  request: NoticeRequest,
  now: Date,
  settings: BankNoticeSettings,
): Promise<BankNotice | Refused<'404' | '409'>> {
  const found = await invoiceAtBank(db, () => invoiceOf(db, studentId, request.invoiceId), request.bankId);
  if ('kind' in found) return found;
  const accepted = await noticeOf(db, found.invoice.id, found.bank.id);
  if (accepted) return noticeAnswer(found, accepted.depositBy, accepted, settings.timeZone);
  if (!takesDeposit(found.invoice, now))
    return refused('409', say('billing.invoiceNotOpen', { reference: found.invoice.reference }));
  return noticeAnswer(
    found,
    depositDeadline(found.invoice, now, settings.validDays),
    undefined,
    settings.timeZone,
  );
}

/**
 * AcceptNotification: records the acceptance and keeps the invoice open for deposit until its deadline.
 * The invoice is locked meanwhile, so a double tap waits and then finds the acceptance: the same answer.
 */
export function acceptBankNotice(
  db: Database,
  studentId: number,
  request: NoticeRequest,
  now: Date,
  settings: BankNoticeSettings,
): Promise<BankNotice | Refused<'404' | '409'>> {
  return db.transaction(async (tx) => {
    const found = await invoiceAtBank(
      tx,
      () => lockedInvoiceOf(tx, studentId, request.invoiceId),
      request.bankId,
    );
    if ('kind' in found) return found;
    const earlier = await noticeOf(tx, found.invoice.id, found.bank.id);
    if (earlier) return noticeAnswer(found, earlier.depositBy, earlier, settings.timeZone);
    if (!takesDeposit(found.invoice, now))
      return refused('409', say('billing.invoiceNotOpen', { reference: found.invoice.reference }));
    const depositBy = depositDeadline(found.invoice, now, settings.validDays);
    const invoice = await keepOpenUntil(tx, found.invoice.id, depositBy);
    if (!invoice) throw new Error(`The locked open invoice ${String(found.invoice.id)} was not extended`);
    const accepted = await insertNoticeIfNew(tx, {
      invoiceId: invoice.id,
      bankId: found.bank.id,
      studentId,
      acceptedAt: now,
      depositBy,
    });
    if (!accepted) throw new Error('The notice was accepted meanwhile although the invoice was locked');
    return noticeAnswer({ ...found, invoice }, depositBy, accepted, settings.timeZone);
  });
}

/**
 * The accepted notice a deposit slip (and its URL) needs: refused before acceptance, and once the invoice
 * can no longer take the deposit (paid, cancelled, past its deadline).
 */
export async function acceptedNotice(
  db: Database,
  studentId: number,
  request: NoticeRequest,
  now: Date,
): Promise<(Found & { notice: BillingBankNotice }) | Refused<'404' | '409'>> {
  const found = await invoiceAtBank(db, () => invoiceOf(db, studentId, request.invoiceId), request.bankId);
  if ('kind' in found) return found;
  const notice = await noticeOf(db, found.invoice.id, found.bank.id);
  if (!notice) return refused('409', say('billing.bankNoticeNotAccepted'));
  if (!takesDeposit(found.invoice, now))
    return refused('409', say('billing.invoiceNotOpen', { reference: found.invoice.reference }));
  return { ...found, notice };
}
