import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkForFacultyCashDepositLinkResponse,
  envelope,
  getBanksResponse,
  getBankUrlResponse,
  getNotificationResponse,
  getPaymentRequestResponse,
} from '@portal/contract';
import { chargeStudent } from '../../../test/advising-factories.js';
import { buildBank } from '../../../test/bank-factories.js';
import { buildStaffMember, buildStudent, buildTerm } from '../../../test/factories.js';
import { pdfText } from '../../../test/pdf-text.js';
import { impersonationAuthorization } from '../../../test/security/callers.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import type { BillingBank } from './bank-schema.js';

type Headers = { authorization: string };
const DAY_MS = 86_400_000;

describe('paying an invoice by cash deposit at a bank: banks, the notice, the slip', () => {
  let subject: TestApp;
  let termId = 0;
  let faculty: BillingBank;
  let busOnly: BillingBank;
  const db = () => subject.database.handle.db;
  const query = <T extends Record<string, unknown>>(text: string, params: unknown[] = []) =>
    subject.database.handle.query<T>(text, params);

  const get = (url: string, headers: Headers) => subject.app.inject({ method: 'GET', url, headers });
  const noticeUrl = (path: string, invoiceId: number, bankId: number) =>
    `${path}?PaymentInvoiceRequestId=${String(invoiceId)}&BankId=${String(bankId)}`;
  const accept = (headers: Headers, invoiceId: number, bankId: number) =>
    subject.app.inject({
      method: 'POST',
      url: '/api/Billing/AcceptNotification',
      payload: { PaymentInvoiceRequestId: invoiceId, BankId: bankId },
      headers,
    });
  const notice = (response: { json(): unknown }) =>
    envelope(getNotificationResponse.nullable()).parse(response.json());

  /** A signed-in student owing `pounds` with an open invoice for all of it. */
  async function owingStudent(pounds: number) {
    const student = await buildStudent(db());
    await chargeStudent(db(), student.id, termId, pounds);
    const headers = await studentAuthorization(subject.app, student);
    const asked = await subject.app.inject({
      method: 'POST',
      url: '/api/Billing/GetPaymentRequest',
      payload: { TermId: termId, AmountPiastres: pounds * 100 },
      headers,
    });
    const invoice = envelope(getPaymentRequestResponse).parse(asked.json()).ReturnObject;
    if (!invoice) throw new Error(asked.body);
    return { student, headers, invoice };
  }

  const stored = async (invoiceId: number) => {
    const [row] = await query<{ notices: number; expires_at: Date; status: string }>(
      `select (select count(*)::int from billing_bank_notices where invoice_id = $1) notices,
              expires_at, status from billing_invoices where id = $1`,
      [invoiceId],
    );
    return row;
  };

  beforeAll(async () => {
    subject = await buildTestApp();
    termId = (await buildTerm(db())).id;
    faculty = await buildBank(db(), {
      code: 'NBE',
      nameEn: 'National Bank of Egypt',
      accountNumber: '1903070123456701',
    });
    busOnly = await buildBank(db(), { code: 'BUSB', takesFaculty: false, takesBus: true });
    await buildBank(db(), { code: 'OLDB', active: false });
  });
  afterAll(async () => subject.close());

  it('lists the active banks taking the faculty fees, and those taking the bus fees', async () => {
    const { headers } = await owingStudent(100);
    const banks = envelope(getBanksResponse).parse((await get('/api/Billing/GetBanks', headers)).json());
    expect(banks.ReturnObject.map((bank) => bank.Code)).toEqual(['NBE']);
    expect(banks.ReturnObject[0]).toMatchObject({
      AccountNumber: '1903070123456701',
      NameEn: 'National Bank of Egypt',
    });
    const bus = envelope(getBanksResponse).parse((await get('/api/Billing/GetBanks_Bus', headers)).json());
    expect(bus.ReturnObject.map((bank) => bank.Code)).toEqual(['BUSB']);
  });

  it('offers the bank deposit on the fee page only while an active bank takes the faculty fees', async () => {
    const { headers } = await owingStudent(100);
    const channels = async () =>
      envelope(checkForFacultyCashDepositLinkResponse).parse(
        (await get('/api/Reports/CheckForFacultyCashDepositLink', headers)).json(),
      ).ReturnObject.Channels;
    expect(await channels()).toContain('bank_deposit');
    await query('update billing_banks set active = false where id = $1', [faculty.id]);
    try {
      expect(await channels()).not.toContain('bank_deposit');
    } finally {
      await query('update billing_banks set active = true where id = $1', [faculty.id]);
    }
  });

  it('shows the notice in both languages, and records nothing until it is accepted', async () => {
    const { headers, invoice } = await owingStudent(1_234);
    const id = invoice.PaymentInvoiceRequestId;
    const read = notice(await get(noticeUrl('/api/Billing/GetNotification', id, faculty.id), headers));
    expect(read.ReturnObject?.AcceptedAt).toBeNull();
    for (const text of [read.ReturnObject?.TextEn, read.ReturnObject?.TextAr]) {
      expect(text).toContain(invoice.Reference);
      expect(text).toContain('1903070123456701');
    }
    expect(read.ReturnObject?.TextEn).toContain('EGP 1,234.00');
    expect(read.ReturnObject?.TextEn).toContain('National Bank of Egypt');
    expect(read.ReturnObject?.TextEn).toContain("bank's statement reaches the finance office");
    expect(read.ReturnObject?.TextAr).toContain('كشف حساب البنك');
    expect((await stored(id))?.notices).toBe(0);
  });

  it('accepting keeps the invoice open for the deposit days; a double tap answers the same', async () => {
    const { headers, invoice } = await owingStudent(900);
    const id = invoice.PaymentInvoiceRequestId;
    const before = Date.now();
    const [first, second] = await Promise.all([
      accept(headers, id, faculty.id),
      accept(headers, id, faculty.id),
    ]);
    const a = notice(first).ReturnObject;
    expect(a?.AcceptedAt).not.toBeNull();
    expect(notice(second).ReturnObject).toEqual(a);
    expect(notice(await accept(headers, id, faculty.id)).ReturnObject).toEqual(a);
    const row = await stored(id);
    expect(row?.notices).toBe(1);
    // BANK_DEPOSIT_VALID_DAYS (7) from the acceptance, not INVOICE_VALID_HOURS (72) from the invoice.
    expect(row?.expires_at.getTime()).toBe(Date.parse(a?.DepositBy ?? ''));
    expect(row?.expires_at.getTime()).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1_000);
    const read = notice(await get(noticeUrl('/api/Billing/GetNotification', id, faculty.id), headers));
    expect(read.ReturnObject).toEqual(a);
  });

  it("refuses another student's invoice, a bank not taking the fees, an unknown bank: nothing recorded", async () => {
    const owner = await owingStudent(300);
    const other = await owingStudent(300);
    const id = owner.invoice.PaymentInvoiceRequestId;
    const before = await stored(id);
    const theirs = notice(await accept(other.headers, id, faculty.id));
    expect(theirs.Status).toBe('404');
    expect(theirs.ReturnObject).toBeNull();
    expect(
      notice(await get(noticeUrl('/api/Billing/GetNotification', id, faculty.id), other.headers)).Status,
    ).toBe('404');
    const wrongBank = notice(await accept(owner.headers, id, busOnly.id));
    expect(wrongBank.Status).toBe('409');
    expect(wrongBank.Message).toContain('does not take these fees');
    expect(notice(await accept(owner.headers, id, 999_999)).Status).toBe('404');
    expect(await stored(id)).toEqual(before);
  });

  it('refuses an invoice no longer open, and staff acting as the student: nothing recorded', async () => {
    const { student, headers, invoice } = await owingStudent(400);
    const id = invoice.PaymentInvoiceRequestId;
    const staff = await buildStaffMember(db(), { roles: ['registrar'] });
    const acting = { authorization: await impersonationAuthorization(subject.app, db(), staff, student) };
    const impersonated = await accept(acting, id, faculty.id);
    expect(impersonated.json()).toMatchObject({ ReturnObject: null });
    expect((await stored(id))?.notices).toBe(0);

    await query(`update billing_invoices set status = 'cancelled' where id = $1`, [id]);
    const before = await stored(id);
    const closed = notice(await accept(headers, id, faculty.id));
    expect(closed.Status).toBe('409');
    expect(closed.Message).toContain(invoice.Reference);
    expect(await stored(id)).toEqual(before);
  });

  it('gives the slip (PDF) only after acceptance, and only to the invoice’s student', async () => {
    const { student, headers, invoice } = await owingStudent(2_500);
    const other = await owingStudent(100);
    const id = invoice.PaymentInvoiceRequestId;
    const url = noticeUrl('/api/Portal/getBankURL', id, faculty.id);
    const early = envelope(getBankUrlResponse.nullable()).parse((await get(url, headers)).json());
    expect(early.Status).toBe('409');
    expect(early.Message).toContain('Accept the bank payment notice first');
    expect((await get(noticeUrl('/api/Billing/GetDepositSlip', id, faculty.id), headers)).statusCode).toBe(
      409,
    );

    await accept(headers, id, faculty.id);
    const link = envelope(getBankUrlResponse.nullable()).parse((await get(url, headers)).json());
    expect(link.ReturnObject?.Url).toMatch(
      new RegExp(
        `/api/Billing/GetDepositSlip\\?PaymentInvoiceRequestId=${String(id)}&BankId=${String(faculty.id)}$`,
      ),
    );
    const slip = await get(noticeUrl('/api/Billing/GetDepositSlip', id, faculty.id), headers);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(slip.rawPayload);
    expect(text).toContain(student.nameEn);
    expect(text).toContain(student.code);
    expect(text).toContain(invoice.Reference.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(text).toContain('1903070123456701');
    expect(text).toContain('EGP 2,500.00');
    expect(text).toContain('Deposit by');
    expect(text).toContain('For the teller');

    const theirs = await get(noticeUrl('/api/Billing/GetDepositSlip', id, faculty.id), other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain(invoice.Reference);
    expect(envelope(getBankUrlResponse.nullable()).parse((await get(url, other.headers)).json()).Status).toBe(
      '404',
    );
  });
});
