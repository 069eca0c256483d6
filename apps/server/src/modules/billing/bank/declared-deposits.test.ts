import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getNotificationResponse,
  getStudentPaymentTransactionResponse,
  getUnmatchedDepositsResponse,
  insertStudentPaymentTransactionResponse,
  previewBankStatementResponse,
} from '@portal/contract';
import { universityDate } from '../../../platform/clock.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildBank } from '../../../test/bank-factories.js';
import { buildStaffMember, buildTerm } from '../../../test/factories.js';
import { impersonationAuthorization } from '../../../test/security/callers.js';
import { studentAuthorization } from '../../../test/sessions.js';
import {
  financeOfficer,
  moneyState,
  present,
  statementCsv,
  studentWithInvoice,
} from '../../../test/statement-factories.js';
import type { BillingBank } from './bank-schema.js';

type Headers = { authorization: string };
const PATH = '/api/Billing/InsertStudentPaymentTransaction';
const DAY_MS = 86_400_000;

describe('InsertStudentPaymentTransaction: the student declares the deposit they made', () => {
  let subject: TestApp;
  let termId = 0;
  let bank: BillingBank;
  let finance: Headers;
  const db = () => subject.database.handle.db;
  const today = () => universityDate(new Date(), subject.app.config.UNIVERSITY_TIME_ZONE);
  const declarations = async (invoiceId?: number) => {
    const rows = await subject.database.handle.query<{ n: number }>(
      `select count(*)::int n from billing_declared_deposits where $1::int is null or invoice_id = $1`,
      [invoiceId ?? null],
    );
    return rows[0]?.n;
  };
  const declare = async (headers: Headers, payload: object) =>
    envelope(insertStudentPaymentTransactionResponse.nullable()).parse(
      (await subject.app.inject({ method: 'POST', url: PATH, payload, headers })).json(),
    );
  const readBack = async (headers: Headers, invoiceId: number) =>
    envelope(getStudentPaymentTransactionResponse).parse(
      (
        await subject.app.inject({
          method: 'GET',
          url: `${PATH}?PaymentInvoiceRequestId=${String(invoiceId)}`,
          headers,
        })
      ).json(),
    );

  /** A student with an open invoice of `pounds`, signed in, who accepted the bank's notice unless told not to. */
  async function depositor(pounds: number, accept = true) {
    const { student, invoice } = await studentWithInvoice(db(), termId, pounds);
    const headers = await studentAuthorization(subject.app, student);
    const id = invoice.PaymentInvoiceRequestId;
    if (accept) {
      const accepted = await subject.app.inject({
        method: 'POST',
        url: '/api/Billing/AcceptNotification',
        payload: { PaymentInvoiceRequestId: id, BankId: bank.id },
        headers,
      });
      present(envelope(getNotificationResponse.nullable()).parse(accepted.json()).ReturnObject, 'notice');
    }
    const body = (overrides: object = {}) => ({
      BankId: bank.id,
      PaymentInvoiceRequestId: id,
      DepositNumber: `TX${String(id)}A`,
      DepositedOn: today(),
      AmountPiastres: pounds * 100,
      ...overrides,
    });
    return { student, headers, invoice, id, body };
  }

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db())).id;
    bank = await buildBank(db());
    finance = (await financeOfficer(subject.app, db())).headers;
  });
  afterAll(() => subject.close());

  it('records the declaration, answers it on a double tap, and moves no money', async () => {
    const { headers, id, body } = await depositor(1_500);
    const before = await moneyState(db());
    const first = present(await declare(headers, body())).ReturnObject;
    expect(first).toMatchObject({
      PaymentInvoiceRequestId: id,
      DepositNumber: `TX${String(id)}A`,
      AmountPiastres: 150_000,
    });
    const again = await declare(headers, body());
    expect(again.ReturnObject).toEqual(first);
    expect(await declarations(id)).toBe(1);
    expect(await moneyState(db())).toEqual(before);
    expect((await readBack(headers, id)).ReturnObject).toEqual(first);
  });

  it("refuses another student's invoice as not found, storing nothing", async () => {
    const owner = await depositor(900);
    const other = await depositor(900);
    const answer = await declare(other.headers, owner.body());
    expect(answer.Status).toBe('404');
    expect(answer.ReturnObject).toBeNull();
    expect(await declarations(owner.id)).toBe(0);
    expect((await readBack(other.headers, owner.id)).ReturnObject).toBeNull();
  });

  it('refuses a different declaration for the same invoice (409), keeping the first', async () => {
    const { headers, id, body } = await depositor(700);
    present((await declare(headers, body())).ReturnObject);
    const other = await declare(headers, body({ DepositNumber: 'OTHER123' }));
    expect(other.Status).toBe('409');
    expect(other.Message).toContain(`TX${String(id)}A`);
    expect((await readBack(headers, id)).ReturnObject?.DepositNumber).toBe(`TX${String(id)}A`);
  });

  it('refuses a transaction number another invoice declared at the same bank', async () => {
    const first = await depositor(300);
    const second = await depositor(300);
    present((await declare(first.headers, first.body({ DepositNumber: 'SHARED001' }))).ReturnObject);
    const taken = await declare(second.headers, second.body({ DepositNumber: 'SHARED001' }));
    expect(taken.Status).toBe('409');
    expect(await declarations(second.id)).toBe(0);
  });

  it('refuses another amount, a future date, a date before the notice, a bad number', async () => {
    const { headers, id, body } = await depositor(1_200);
    const cases: [object, string][] = [
      [{ AmountPiastres: 119_900 }, '422'],
      [{ DepositedOn: universityDate(new Date(Date.now() + 2 * DAY_MS), 'UTC') }, '422'],
      [{ DepositedOn: universityDate(new Date(Date.now() - 3 * DAY_MS), 'UTC') }, '422'],
    ];
    for (const [overrides, status] of cases)
      expect((await declare(headers, body(overrides))).Status).toBe(status);
    for (const number of ['AB1', 'TX-1234', 'X'.repeat(31)]) {
      const response = await subject.app.inject({
        method: 'POST',
        url: PATH,
        payload: body({ DepositNumber: number }),
        headers,
      });
      expect(response.json()).toMatchObject({ ReturnObject: null });
    }
    expect(await declarations(id)).toBe(0);
  });

  it('refuses before the bank notice is accepted for that invoice and bank (409)', async () => {
    const { headers, id, body } = await depositor(500, false);
    expect((await declare(headers, body())).Status).toBe('409');
    const accepted = await depositor(500);
    const otherBank = await buildBank(db());
    expect((await declare(accepted.headers, accepted.body({ BankId: otherBank.id }))).Status).toBe('409');
    expect(await declarations(id)).toBe(0);
    expect(await declarations(accepted.id)).toBe(0);
  });

  it('is refused while staff act as the student', async () => {
    const { student, id, body } = await depositor(400);
    const staff = await buildStaffMember(db(), { roles: ['registrar'] });
    const acting = { authorization: await impersonationAuthorization(subject.app, db(), staff, student) };
    const response = await subject.app.inject({
      method: 'POST',
      url: PATH,
      payload: body(),
      headers: acting,
    });
    expect(response.json()).toMatchObject({ ReturnObject: null });
    expect(await declarations(id)).toBe(0);
  });

  it('suggests the declaring student for a deposit whose reference did not match, and never applies it', async () => {
    const { student, invoice, headers, body } = await depositor(2_000);
    present((await declare(headers, body({ DepositNumber: 'MISTYPED77' }))).ReturnObject);
    const csv = statementCsv([
      { transactionId: 'MISTYPED77', reference: '000000000000', amount: '2000.00' },
      { transactionId: 'MISTYPED78', reference: '000000000000', amount: '2000.00' },
    ]);
    const before = await moneyState(db());
    const preview = envelope(previewBankStatementResponse).parse(
      (
        await subject.app.inject({
          method: 'POST',
          url: '/api/Finance/PreviewBankStatement',
          payload: { BankId: bank.id, Csv: csv },
          headers: finance,
        })
      ).json(),
    );
    const rows = present(preview.ReturnObject).Rows;
    expect(rows[0]?.Outcome).toBe('unknown-reference');
    expect(rows[0]?.Suggestion).toEqual({
      StudentCode: student.code,
      InvoiceReference: invoice.Reference,
      PaymentInvoiceRequestId: invoice.PaymentInvoiceRequestId,
      TermId: termId,
    });
    expect(rows[1]?.Suggestion).toBeNull();
    expect(await moneyState(db())).toEqual(before);

    const imported = await subject.app.inject({
      method: 'POST',
      url: '/api/Finance/ImportBankStatement',
      payload: { BankId: bank.id, Csv: csv, PreviewToken: present(preview.ReturnObject).PreviewToken },
      headers: finance,
    });
    expect(imported.json()).toMatchObject({ ReturnObject: { Totals: { Apply: 0, Unmatched: 2 } } });
    const register = envelope(getUnmatchedDepositsResponse).parse(
      (
        await subject.app.inject({
          method: 'GET',
          url: '/api/Finance/GetUnmatchedDeposits?Status=open',
          headers: finance,
        })
      ).json(),
    );
    const item = register.ReturnObject.Items.find((row) => row.TransactionId === 'MISTYPED77');
    expect(item?.Suggestion?.StudentCode).toBe(student.code);
    expect(
      register.ReturnObject.Items.find((row) => row.TransactionId === 'MISTYPED78')?.Suggestion,
    ).toBeNull();
    const [paid] = await subject.database.handle.query<{ status: string }>(
      'select status from billing_invoices where id = $1',
      [invoice.PaymentInvoiceRequestId],
    );
    expect(paid?.status).toBe('open');
  });
});
