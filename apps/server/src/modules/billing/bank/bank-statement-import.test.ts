import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  importBankStatementResponse,
  previewBankStatementResponse,
  type BankStatementRow,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildBank } from '../../../test/bank-factories.js';
import { buildTerm } from '../../../test/factories.js';
import {
  auditEntries,
  present,
  financeOfficer,
  moneyState,
  statementCsv,
  studentWithInvoice,
} from '../../../test/statement-factories.js';
import { inArray } from 'drizzle-orm';
import type { BillingBank } from './bank-schema.js';
import { billingInvoices } from '../schema.js';

type Headers = { authorization: string };

describe('POST /api/Finance/PreviewBankStatement and ImportBankStatement', () => {
  let subject: TestApp;
  let headers: Headers;
  let termId = 0;
  let bank: BillingBank;
  const db = () => subject.database.handle.db;

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db())).id;
    bank = await buildBank(db());
    headers = (await financeOfficer(subject.app, db())).headers;
  });
  afterAll(() => subject.close());

  const post = (url: string, payload: object, as: Headers = headers) =>
    subject.app.inject({ method: 'POST', url, payload, headers: as });
  const preview = async (csv: string, bankId = bank.id) => {
    const response = await post('/api/Finance/PreviewBankStatement', { BankId: bankId, Csv: csv });
    return envelope(previewBankStatementResponse).parse(response.json());
  };
  const importFile = async (csv: string, token: string, bankId = bank.id) => {
    const response = await post('/api/Finance/ImportBankStatement', {
      BankId: bankId,
      Csv: csv,
      PreviewToken: token,
    });
    return envelope(importBankStatementResponse).parse(response.json());
  };
  const outcomes = (rows: readonly BankStatementRow[]) =>
    rows.map((row) => `${String(row.Line)}:${row.Outcome}`);

  /** A statement with one row of every kind, for fresh invoices. */
  async function mixedStatement(prefix: string) {
    const paid = await studentWithInvoice(db(), termId, 1500);
    const wrongAmount = await studentWithInvoice(db(), termId, 800);
    const reference = paid.invoice.Reference;
    const mistyped = `${reference.slice(0, 11)}${String((Number(reference[11]) + 1) % 10)}`;
    const csv = statementCsv([
      {
        transactionId: `${prefix}-1`,
        reference: `${reference.slice(0, 4)} ${reference.slice(4)}`,
        amount: '1500.00',
      },
      { transactionId: `${prefix}-2`, reference: mistyped, amount: '1500.00' },
      { transactionId: `${prefix}-3`, reference: '000000000000', amount: '20.00' },
      { transactionId: `${prefix}-4`, reference: wrongAmount.invoice.Reference, amount: '700.00' },
      { transactionId: `${prefix}-5`, reference, amount: '1500.00' },
      `${prefix}-6,2026-11-29T10:00:00+02:00,${reference},1500.005,EGP,Someone`,
    ]);
    return { csv, paid, wrongAmount };
  }

  it('shows what each row would do, with totals, and changes nothing', async () => {
    const { csv, paid } = await mixedStatement('PV');
    const before = await moneyState(db());
    const answer = await preview(csv);
    expect(await moneyState(db())).toEqual(before);
    const result = present(answer.ReturnObject);
    expect(outcomes(result.Rows)).toEqual([
      '2:apply',
      '3:mistyped-reference',
      '4:unknown-reference',
      '5:amount-differs',
      // The same invoice again in one file: the first deposit pays it, the second cannot.
      '6:invoice-not-open',
      '7:malformed',
    ]);
    expect(result.Rows[0]).toMatchObject({
      StudentCode: paid.student.code,
      StudentNameEn: paid.student.nameEn,
    });
    expect(result.Rows[5]).toMatchObject({ Problem: 'amount-decimals' });
    expect(result.Totals).toEqual({
      Rows: 6,
      Apply: 1,
      ApplyPiastres: 150_000,
      Unmatched: 4,
      UnmatchedPiastres: 150_000 + 150_000 + 2_000 + 70_000,
      AlreadySeen: 0,
      Malformed: 1,
    });
    expect(result.PreviewToken).toMatch(/^[0-9a-f]{64}$/);
  });

  it('imports: pays the matching invoice once, puts the rest in the register, audits it; again changes nothing', async () => {
    const { csv, paid } = await mixedStatement('IM');
    const token = present((await preview(csv)).ReturnObject).PreviewToken;
    const imported = present((await importFile(csv, token)).ReturnObject);
    expect(outcomes(imported.Rows)).toEqual([
      '2:apply',
      '3:mistyped-reference',
      '4:unknown-reference',
      '5:amount-differs',
      '6:invoice-not-open',
      '7:malformed',
    ]);
    const state = await moneyState(db());
    const payments = state.payments.filter((payment) =>
      payment.providerKey?.startsWith(`bank:${bank.code}:IM-`),
    );
    expect(payments).toMatchObject([
      {
        studentId: paid.student.id,
        amountPiastres: 150_000,
        channel: 'bank_deposit',
        providerKey: `bank:${bank.code}:IM-1`,
      },
    ]);
    expect(
      state.invoices.find((invoice) => invoice.id === paid.invoice.PaymentInvoiceRequestId)?.status,
    ).toBe('paid');
    const register = state.deposits.filter((deposit) => deposit.transactionId.startsWith('IM-'));
    expect(register.map((deposit) => [deposit.transactionId, deposit.reason, deposit.status])).toEqual([
      ['IM-2', 'mistyped-reference', 'open'],
      ['IM-3', 'unknown-reference', 'open'],
      ['IM-4', 'amount-differs', 'open'],
      ['IM-5', 'invoice-not-open', 'open'],
    ]);
    const audit = (await auditEntries(db(), 'bank-statement-import')).at(-1);
    expect(audit).toMatchObject({ outcome: 'success', target: `bank:${bank.code}` });
    expect(audit?.details).toMatchObject({ Apply: 1, Unmatched: 4, Malformed: 1, previewToken: token });

    const again = present((await preview(csv)).ReturnObject);
    expect(outcomes(again.Rows)).toEqual([
      '2:already-applied',
      '3:already-recorded',
      '4:already-recorded',
      '5:already-recorded',
      '6:already-recorded',
      '7:malformed',
    ]);
    const before = await moneyState(db());
    const second = present((await importFile(csv, again.PreviewToken)).ReturnObject);
    expect(second.Totals).toMatchObject({ Apply: 0, Unmatched: 0, AlreadySeen: 5, Malformed: 1 });
    expect(await moneyState(db())).toEqual(before);
  });

  it('pays an invoice marked expired by a deposit made before its deadline, never by one made after', async () => {
    const early = await studentWithInvoice(db(), termId, 410);
    const late = await studentWithInvoice(db(), termId, 420);
    await db()
      .update(billingInvoices)
      .set({ status: 'expired' })
      .where(
        inArray(billingInvoices.id, [
          early.invoice.PaymentInvoiceRequestId,
          late.invoice.PaymentInvoiceRequestId,
        ]),
      );
    const hour = 3_600_000;
    const csv = statementCsv([
      {
        transactionId: 'EXP-1',
        reference: early.invoice.Reference,
        amount: '410.00',
        depositedAt: new Date(Date.parse(early.invoice.ExpiresAt) - hour).toISOString(),
      },
      {
        transactionId: 'EXP-2',
        reference: late.invoice.Reference,
        amount: '420.00',
        depositedAt: new Date(Date.parse(late.invoice.ExpiresAt) + hour).toISOString(),
      },
    ]);
    const previewed = present((await preview(csv)).ReturnObject);
    expect(outcomes(previewed.Rows)).toEqual(['2:apply', '3:invoice-not-open']);
    const imported = present((await importFile(csv, previewed.PreviewToken)).ReturnObject);
    expect(outcomes(imported.Rows)).toEqual(['2:apply', '3:invoice-not-open']);
    const invoices = (await moneyState(db())).invoices;
    expect(invoices.find((row) => row.id === early.invoice.PaymentInvoiceRequestId)?.status).toBe('paid');
    expect(invoices.find((row) => row.id === late.invoice.PaymentInvoiceRequestId)?.status).toBe('expired');
  });

  it('refuses a token of another file or bank, and an unknown bank, and changes nothing', async () => {
    const { csv } = await mixedStatement('TK');
    const token = present((await preview(csv)).ReturnObject).PreviewToken;
    const other = await buildBank(db());
    const before = await moneyState(db());
    const changed = await importFile(`${csv}TK-9,2026-11-29T10:00:00+02:00,1,5.00,EGP,X\r\n`, token);
    expect(changed).toMatchObject({ Status: '409', ReturnObject: null });
    expect(changed.Message).toContain('Preview it again');
    expect(await importFile(csv, token, other.id)).toMatchObject({ Status: '409', ReturnObject: null });
    expect(await importFile(csv, token, 999_999)).toMatchObject({ Status: '404', ReturnObject: null });
    expect(await preview(csv, 999_999)).toMatchObject({ Status: '404', ReturnObject: null });
    expect(await moneyState(db())).toEqual(before);
    const refusals = (await auditEntries(db(), 'bank-statement-import')).filter(
      (entry) => entry.outcome === 'refused',
    );
    expect(refusals.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a file with another header, over 1 MB or over 5,000 rows, saying why, in Arabic too', async () => {
    const wrong = await preview('id,date,amount\r\n1,2,3\r\n');
    expect(wrong).toMatchObject({ Status: '422', ReturnObject: null });
    expect(wrong.Message).toContain('transaction_id,deposited_at,reference,amount,currency,depositor');
    const big = statementCsv([
      { transactionId: 'BIG-1', reference: '1', amount: '5.00', depositor: 'x'.repeat(1024 * 1024) },
    ]);
    const tooLarge = await preview(big);
    expect(tooLarge).toMatchObject({ Status: '422', ReturnObject: null });
    expect(tooLarge.Message).toContain('1 MB');
    const many = statementCsv(
      Array.from({ length: 5001 }, (_, n) => ({
        transactionId: `M${String(n)}`,
        reference: '1',
        amount: '5.00',
      })),
    );
    const arabic = await subject.app.inject({
      method: 'POST',
      url: '/api/Finance/PreviewBankStatement',
      payload: { BankId: bank.id, Csv: many },
      headers: { ...headers, 'accept-language': 'ar' },
    });
    const said = envelope(previewBankStatementResponse).parse(arabic.json());
    expect(said).toMatchObject({ Status: '422', ReturnObject: null });
    expect(said.Message).toContain('5000');
    expect(said.Message).toContain('كشف الحساب');
  });

  it('is for finance only: a student is refused and nothing changes', async () => {
    const { csv, paid } = await mixedStatement('ST');
    const token = present((await preview(csv)).ReturnObject).PreviewToken;
    const { studentAuthorization } = await import('../../../test/sessions.js');
    const before = await moneyState(db());
    const response = await post(
      '/api/Finance/ImportBankStatement',
      { BankId: bank.id, Csv: csv, PreviewToken: token },
      await studentAuthorization(subject.app, paid.student),
    );
    expect(response.statusCode).toBe(403);
    expect(await moneyState(db())).toEqual(before);
  });

  // PGlite runs one transaction at a time, so two imports there never overlap; only PostgreSQL can show a race.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'two officers importing the same file at the same moment credit each deposit once',
    async () => {
      const officers = [headers, (await financeOfficer(subject.app, db())).headers];
      const invoices = await Promise.all(
        Array.from({ length: 20 }, () => studentWithInvoice(db(), termId, 250)),
      );
      const csv = statementCsv([
        ...invoices.map(({ invoice }, n) => ({
          transactionId: `RACE-${String(n)}`,
          reference: invoice.Reference,
          amount: '250.00',
        })),
        ...Array.from({ length: 10 }, (_, n) => ({
          transactionId: `RACE-U${String(n)}`,
          reference: '000000000000',
          amount: '9.00',
        })),
      ]);
      const token = present((await preview(csv)).ReturnObject).PreviewToken;
      const answers = await Promise.all(
        officers.map(async (as) => {
          const response = await post(
            '/api/Finance/ImportBankStatement',
            { BankId: bank.id, Csv: csv, PreviewToken: token },
            as,
          );
          return present(envelope(importBankStatementResponse).parse(response.json()).ReturnObject);
        }),
      );
      // Between them each row was applied or recorded exactly once; the other import saw it already done.
      expect(answers.reduce((sum, answer) => sum + answer.Totals.Apply, 0)).toBe(20);
      expect(answers.reduce((sum, answer) => sum + answer.Totals.Unmatched, 0)).toBe(10);
      expect(answers.reduce((sum, answer) => sum + answer.Totals.AlreadySeen, 0)).toBe(30);
      const state = await moneyState(db());
      const payments = state.payments.filter((payment) => payment.providerKey?.includes(':RACE-'));
      expect(payments).toHaveLength(20);
      expect(new Set(payments.map((payment) => payment.invoiceId)).size).toBe(20);
      expect(state.deposits.filter((deposit) => deposit.transactionId.startsWith('RACE-U'))).toHaveLength(10);
      expect(state.events.filter((event) => event.eventKey.includes(':RACE-'))).toHaveLength(30);
    },
  );
});
