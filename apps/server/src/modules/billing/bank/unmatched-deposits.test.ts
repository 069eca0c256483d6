import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  envelope,
  getDepositChoicesResponse,
  getUnmatchedDepositsResponse,
  importBankStatementResponse,
  previewBankStatementResponse,
  UNMATCHED_STATES,
  unmatchedDeposit,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildBank } from '../../../test/bank-factories.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import {
  auditEntries,
  present,
  financeOfficer,
  moneyState,
  statementCsv,
  studentWithInvoice,
} from '../../../test/statement-factories.js';
import type { BillingBank } from './bank-schema.js';
import { canResolve } from './unmatched-deposits.js';

type Headers = { authorization: string };

describe('the unmatched-deposits state machine', () => {
  it('moves open → assigned | returned and nothing else', () => {
    const allowed = UNMATCHED_STATES.flatMap((from) =>
      UNMATCHED_STATES.filter((to) => canResolve(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual(['open→assigned', 'open→returned']);
  });
});

describe('GET /api/Finance/GetUnmatchedDeposits, AssignUnmatchedDeposit and ReturnUnmatchedDeposit', () => {
  let subject: TestApp;
  let headers: Headers;
  let termId = 0;
  let bank: BillingBank;
  let sequence = 0;
  const db = () => subject.database.handle.db;

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db())).id;
    bank = await buildBank(db());
    headers = (await financeOfficer(subject.app, db())).headers;
  });
  afterAll(() => subject.close());

  const post = (url: string, payload: object) =>
    subject.app.inject({ method: 'POST', url, payload, headers });
  const answer = (response: { json(): unknown }) =>
    envelope(unmatchedDeposit.nullable()).parse(response.json());

  /** An open deposit in the register: a statement row whose reference matches nothing, imported. */
  async function openDeposit(amount = '1200.00') {
    sequence += 1;
    const csv = statementCsv([
      { transactionId: `UD-${String(sequence)}`, reference: '000000000000', amount },
    ]);
    const previewed = envelope(previewBankStatementResponse).parse(
      (await post('/api/Finance/PreviewBankStatement', { BankId: bank.id, Csv: csv })).json(),
    );
    const imported = envelope(importBankStatementResponse).parse(
      (
        await post('/api/Finance/ImportBankStatement', {
          BankId: bank.id,
          Csv: csv,
          PreviewToken: present(previewed.ReturnObject).PreviewToken,
        })
      ).json(),
    );
    expect(imported.ReturnObject?.Totals.Unmatched).toBe(1);
    const [row] = (await moneyState(db())).deposits.filter(
      (deposit) => deposit.transactionId === `UD-${String(sequence)}`,
    );
    return present(row, 'register row');
  }

  const assign = (depositId: number, studentCode: string, term = termId) =>
    post('/api/Finance/AssignUnmatchedDeposit', {
      DepositId: depositId,
      StudentCode: studentCode,
      TermId: term,
      Note: 'Wrote 0s',
    });
  const giveBack = (depositId: number) =>
    post('/api/Finance/ReturnUnmatchedDeposit', { DepositId: depositId, Note: 'Bank returned it' });

  it('offers every bank (in use or not) and the terms, newest first, to choose from', async () => {
    const closed = await buildBank(db(), { active: false });
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Finance/GetDepositChoices',
      headers,
    });
    const choices = present(envelope(getDepositChoicesResponse).parse(response.json()).ReturnObject);
    expect(choices.Banks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ BankId: bank.id, Active: true }),
        expect.objectContaining({ BankId: closed.id, Active: false }),
      ]),
    );
    expect(choices.Terms.map((term) => term.TermId)).toContain(termId);
  });

  it('lists the register by status, newest first, paged', async () => {
    const first = await openDeposit();
    const second = await openDeposit();
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/Finance/GetUnmatchedDeposits?Status=open&Page=1&PageSize=1',
      headers,
    });
    const page = envelope(getUnmatchedDepositsResponse).parse(response.json()).ReturnObject;
    expect(page.Total).toBeGreaterThanOrEqual(2);
    expect(page.Items).toHaveLength(1);
    expect([first.id, second.id]).toContain(page.Items[0]?.DepositId);
    expect(page.Items[0]).toMatchObject({
      BankCode: bank.code,
      Status: 'open',
      Reason: 'unknown-reference',
    });
  });

  it("assigns a deposit to a student's term as one bank_deposit payment under the bank's key, audited", async () => {
    const deposit = await openDeposit('1200.00');
    const student = await buildStudent(db());
    const assigned = answer(await assign(deposit.id, student.code)).ReturnObject;
    expect(assigned).toMatchObject({ Status: 'assigned', StudentCode: student.code, Note: 'Wrote 0s' });
    const state = await moneyState(db());
    const payment = state.payments.find((row) => row.id === assigned?.PaymentId);
    expect(payment).toMatchObject({
      studentId: student.id,
      termId,
      amountPiastres: 120_000,
      channel: 'bank_deposit',
      providerKey: `bank:${bank.code}:${deposit.transactionId}`,
    });
    const audit = (await auditEntries(db(), 'unmatched-deposit-assign')).at(-1);
    expect(audit).toMatchObject({
      outcome: 'success',
      studentId: student.id,
      target: `unmatched-deposit:${String(deposit.id)}`,
    });
  });

  it('refuses an unknown student, an unknown term and an unknown deposit, and changes nothing', async () => {
    const deposit = await openDeposit();
    const student = await buildStudent(db());
    const before = await moneyState(db());
    expect(answer(await assign(deposit.id, 'NO-SUCH-CODE'))).toMatchObject({
      Status: '404',
      ReturnObject: null,
    });
    expect(answer(await assign(deposit.id, student.code, 999_999))).toMatchObject({
      Status: '404',
      ReturnObject: null,
    });
    expect(answer(await assign(999_999, student.code))).toMatchObject({ Status: '404', ReturnObject: null });
    expect(answer(await giveBack(999_999))).toMatchObject({ Status: '404', ReturnObject: null });
    expect(await moneyState(db())).toEqual(before);
    const refused = (await auditEntries(db(), 'unmatched-deposit-assign')).filter(
      (entry) => entry.outcome === 'refused',
    );
    expect(refused.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses assigned → assigned (assigning twice) and changes nothing', async () => {
    const deposit = await openDeposit();
    const student = await buildStudent(db());
    await assign(deposit.id, student.code);
    const before = await moneyState(db());
    const again = answer(await assign(deposit.id, (await buildStudent(db())).code));
    expect(again).toMatchObject({ Status: '409', ReturnObject: null });
    expect(again.Message).toContain(deposit.transactionId);
    expect(await moneyState(db())).toEqual(before);
  });

  it('refuses assigned → returned and changes nothing', async () => {
    const deposit = await openDeposit();
    await assign(deposit.id, (await buildStudent(db())).code);
    const before = await moneyState(db());
    expect(answer(await giveBack(deposit.id))).toMatchObject({ Status: '409', ReturnObject: null });
    expect(await moneyState(db())).toEqual(before);
  });

  it('returns an open deposit, audited; then refuses returned → assigned and returned → returned', async () => {
    const deposit = await openDeposit();
    const returned = answer(await giveBack(deposit.id)).ReturnObject;
    expect(returned).toMatchObject({ Status: 'returned', PaymentId: null, Note: 'Bank returned it' });
    expect((await auditEntries(db(), 'unmatched-deposit-return')).at(-1)).toMatchObject({
      outcome: 'success',
    });
    const before = await moneyState(db());
    expect(answer(await assign(deposit.id, (await buildStudent(db())).code))).toMatchObject({
      Status: '409',
    });
    expect(answer(await giveBack(deposit.id))).toMatchObject({ Status: '409' });
    expect(await moneyState(db())).toEqual(before);
  });

  it('never credits a deposit twice: once assigned, the same statement imported again changes nothing', async () => {
    const { invoice } = await studentWithInvoice(db(), termId, 300);
    sequence += 1;
    // Paid after the invoice lapsed would not apply; a different amount lands in the register instead.
    const csv = statementCsv([
      { transactionId: `UD-${String(sequence)}`, reference: invoice.Reference, amount: '299.00' },
    ]);
    const token = present(
      envelope(previewBankStatementResponse).parse(
        (await post('/api/Finance/PreviewBankStatement', { BankId: bank.id, Csv: csv })).json(),
      ).ReturnObject,
    ).PreviewToken;
    await post('/api/Finance/ImportBankStatement', { BankId: bank.id, Csv: csv, PreviewToken: token });
    const [deposit] = (await moneyState(db())).deposits.filter(
      (row) => row.transactionId === `UD-${String(sequence)}`,
    );
    expect(deposit).toMatchObject({ reason: 'amount-differs' });
    await assign(present(deposit).id, (await buildStudent(db())).code);
    const before = await moneyState(db());
    const again = envelope(importBankStatementResponse).parse(
      (
        await post('/api/Finance/ImportBankStatement', { BankId: bank.id, Csv: csv, PreviewToken: token })
      ).json(),
    );
    expect(again.ReturnObject?.Rows[0]?.Outcome).toBe('already-recorded');
    expect(await moneyState(db())).toEqual(before);
  });
});
